import type { ApiReader } from './apiReader';
import type { BodyRenderer, ShellRenderer } from './body';

/** What the web server sends for a path its rendering answers (a page's HTML, robots.txt, a sitemap, a feed). */
export interface ServerAnswer {
  status: number;
  /** Content-Type, Cache-Control, Vary, X-Robots-Tag… */
  headers: Record<string, string>;
  body: string;
}

/** What every server-side answer is made from: the API (as a guest) and the shop's public origin. */
export interface ServerContext {
  reader: ApiReader;
  /** e.g. https://spinacz.pl — the origin of canonical links, sitemaps and feeds. */
  origin: string;
  /** Renders a public page's body (src/app/server); without it pages carry their head only. */
  body?: BodyRenderer;
  /** Renders a page's shell for a visitor whose page renders in the browser; without it they get the boot screen. */
  shell?: ShellRenderer;
}
