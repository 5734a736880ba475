/**
 * The web server's rendering (scripts/serve.mjs loads its build, `<dist>/.ssr/entry.mjs`, made from
 * src/serverEntry.ts): the crawlers' files (robots.txt, sitemaps, product feeds) and each public
 * page's first HTML with its head (title, description, canonical, hreflang, Open Graph, JSON-LD),
 * status and, for guests, its body (rendered by the app, src/app/server). Built by `npm run build`
 * (vite.server.config.ts); a static build has none of it (ADR 0013, ADR 0017).
 */
import { createApiReader } from './apiReader';
import type { BodyRenderer, ShellRenderer } from './body';
import { crawlAnswer } from './crawl/crawlAnswer';
import { pageAnswer } from './head/pageAnswer';
import type { ServerAnswer, ServerContext } from './serverAnswer';

export type { ServerAnswer } from './serverAnswer';
export type { BodyRenderer, PageBody, ShellRenderer } from './body';

export interface ServerRendering {
  /** robots.txt, a sitemap or a feed; null when the path is none of them. */
  crawl(url: URL, origin: string): Promise<ServerAnswer | null>;
  /** A page's HTML: the build's index.html with the head, status and (for a guest) body of the page at the address. */
  page(url: URL, origin: string, indexHtml: string, cookieHeader?: string): Promise<ServerAnswer>;
}

export function createServerRendering(apiOrigin: string, body?: BodyRenderer, shell?: ShellRenderer): ServerRendering {
  const reader = createApiReader(apiOrigin);
  const context = (origin: string): ServerContext => ({ reader, origin, body, shell });
  return {
    crawl: (url, origin) => crawlAnswer(url, context(origin)),
    page: (url, origin, indexHtml, cookieHeader) => pageAnswer(url, context(origin), indexHtml, cookieHeader),
  };
}
