import type { ServerAnswer, ServerContext } from '../serverAnswer';

/** A public page's first HTML; null for paths the server leaves to the browser. */
export async function pageAnswer(url: URL, context: ServerContext, indexHtml: string): Promise<ServerAnswer | null> {
  void url;
  void context;
  void indexHtml;
  return null;
}
