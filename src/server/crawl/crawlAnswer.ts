import type { ServerAnswer, ServerContext } from '../serverAnswer';

/** robots.txt, the sitemaps and the product feeds; null for any other path. */
export async function crawlAnswer(url: URL, context: ServerContext): Promise<ServerAnswer | null> {
  void url;
  void context;
  return null;
}
