/**
 * The web server's rendering (scripts/serve.mjs loads its build, `<dist>/.ssr/entry.mjs`): the
 * crawlers' files (robots.txt, sitemaps, product feeds) and each public page's first HTML with its
 * head (title, description, canonical, hreflang, Open Graph, JSON-LD) and status. Built by
 * `npm run build` (vite.server.config.ts); a static build has none of it (ADR 0013).
 */
import { createApiReader } from './apiReader';
import { crawlAnswer } from './crawl/crawlAnswer';
import { pageAnswer } from './head/pageAnswer';
import type { ServerAnswer, ServerContext } from './serverAnswer';

export type { ServerAnswer } from './serverAnswer';

export interface ServerRendering {
  /** robots.txt, a sitemap or a feed; null when the path is none of them. */
  crawl(url: URL, origin: string): Promise<ServerAnswer | null>;
  /** A page's HTML: the build's index.html with the head and status of the page at the address. */
  page(url: URL, origin: string, indexHtml: string): Promise<ServerAnswer>;
}

export function createServerRendering(apiOrigin: string): ServerRendering {
  const reader = createApiReader(apiOrigin);
  const context = (origin: string): ServerContext => ({ reader, origin });
  return {
    crawl: (url, origin) => crawlAnswer(url, context(origin)),
    page: (url, origin, indexHtml) => pageAnswer(url, context(origin), indexHtml),
  };
}
