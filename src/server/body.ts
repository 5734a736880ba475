import { pageShellFor, seesGuestPage as seesGuestPageBy, type ShellVisitor } from '../session/guestPage';
import { DEFERRED, PAGE_DATA_ID, RENDERED_PAGE_META } from '../session/renderedPage';
import type { ApiReader } from './apiReader';

/** A public page's body rendered on the server (src/app/server renders it: the server floor has no screens). */
export interface PageBody {
  /** The markup inside #root. */
  html: string;
  /** The page's data for the browser's query cache. */
  data: unknown;
  /** The stylesheets of the page's screen: the address (/assets/…css) and, when the server has it, the text to put into the page. */
  stylesheets: { href: string; css: string | null }[];
  /** More for the head (the fonts' rules and preloads). */
  head: string;
  /** A read the page needs failed: the page shows the API's failure (the shop's error page at best). */
  unavailable: boolean;
}

/** Renders the body of the public page at `url` as a guest; null when the browser must render it. */
export type BodyRenderer = (url: URL, read: ApiReader['get']) => Promise<PageBody | null>;

function cookieValue(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  return match?.[1];
}

/** Whether the request's visitor is shown the page rendered for every guest (src/session/guestPage.ts). */
export function seesGuestPage(cookieHeader: string | undefined): boolean {
  return seesGuestPageBy((name) => cookieValue(cookieHeader, name));
}

/** What of the request's visitor the page's shell shows (src/session/guestPage.ts); null when they get the boot screen. */
export function shellVisitor(cookieHeader: string | undefined, accountPage: boolean): ShellVisitor | null {
  return pageShellFor((name) => cookieValue(cookieHeader, name), accountPage);
}

/** The page's shell (its header and a loader) for a visitor whose page renders in the browser. */
export interface PageShellMarkup {
  /** The markup inside #root. */
  html: string;
  /** More for the head (the fonts' rules and preloads). */
  head: string;
}

/** Renders the shell of the page at `url` for a visitor; null when the page has none (login, checkout…). */
export type ShellRenderer = (url: URL, read: ApiReader['get'], visitor: ShellVisitor) => Promise<PageShellMarkup | null>;

/** JSON inside a script element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A screen's stylesheet in the head: its text in the page (no request holds the first paint back)
 * with a link of a type the browser does not fetch, by which the app's chunk loader sees it is there
 * (as index.html carries the entry's stylesheet, vite.config.ts `inlineCss`); else a plain link.
 */
function stylesheetTags({ href, css }: PageBody['stylesheets'][number]): string {
  const address = escapeAttribute(href);
  if (css === null) return `<link rel="stylesheet" crossorigin href="${address}">`;
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" type="text/x-inlined" href="${address}">`;
}

/** index.html with the page's markup in #root (then `afterRoot`) and its screen's stylesheets in the head. */
function placeBody(html: string, body: PageBody, afterRoot: string): string {
  const links = body.stylesheets.map(stylesheetTags).join('');
  return html
    .replace('</head>', () => `${body.head}${links}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${body.html}</div>${afterRoot}`);
}

/**
 * index.html's entry script and its module preloads as tags the browser does not load: a page with
 * its content in the HTML starts them after its first frame (scripts/vite/preloadScreens.ts), so the
 * page's pictures and fonts do not share the network with its scripts.
 */
function withDeferredEntry(html: string): string {
  return html
    .replace(/<script type="module"( crossorigin)? src=/g, () => `<script type="${DEFERRED.module}" crossorigin src=`)
    .replace(/<link rel="modulepreload"/g, () => `<link rel="${DEFERRED.modulepreload}"`);
}

/**
 * A page whose markup is at most this long (characters inside #root) is painted whole: its first
 * frame waits until #root is parsed (its data comes right after it), so Chromium lays the page out
 * once instead of after each slice of markup (ADR 0023, addendum 2). Home, product, blog and text
 * pages have 11–35 KB. A longer page — a listing's 36 tiles are about 150 KB — paints its first view
 * as it arrives: held back that long, Chromium's first frame came up to two seconds late
 * (addendum 9). A browser without `rel="expect"` ignores the link.
 */
export const WHOLE_PAGE_MARKUP_LIMIT = 64 * 1024;

function wholeBeforeFirstFrame(markup: string): string {
  return markup.length <= WHOLE_PAGE_MARKUP_LIMIT ? `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render">` : '';
}

/** index.html with the page's body in #root, its data beside it and its screen's stylesheets in the head. */
export function withBody(html: string, body: PageBody): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(body.data)}</script>`;
  const head = `<head><meta name="${RENDERED_PAGE_META}" content="guest">${wholeBeforeFirstFrame(body.html)}`;
  return placeBody(withDeferredEntry(html).replace('<head>', () => head), body, data);
}

/**
 * index.html with a page's markup and stylesheets but not its data: a page shown while the API
 * fails (its error page). The browser does not take it over: it renders the page anew and asks the
 * API itself.
 */
export function withMarkup(html: string, body: PageBody): string {
  return placeBody(html, body, '');
}

/** index.html with the page's shell in #root: the browser renders the page in its place (src/app/PageShell.tsx). */
export function withShell(html: string, shell: PageShellMarkup): string {
  return placeBody(html, { ...shell, data: null, stylesheets: [], unavailable: false }, '');
}
