import { isAccountPath, localeFromPath, matchRoute } from '../../routing/routes';
import { canonicalPath } from '../../routing/canonicalPath';
import { DEMO_ROOT } from '../../routing/demoPaths';
import type { ServerAnswer, ServerContext } from '../serverAnswer';
import { outageThrowing, sharingReads } from '../apiReader';
import { withinTime } from '../../platform/withinTime';
import { seesGuestPage, shellVisitor, withBody, withMarkup, withShell, type PageBody, type PageShellMarkup } from '../body';
import { headTags, titleTag } from './headHtml';
import { PRIVATE_HEAD, notFoundHead, type PageHead } from './pageHead';
import { ROUTE_HEADS } from './routeHeads';
import { textsFor } from './serverTexts';

/** How long a page waits for the API before it goes out with the shop's plain head (never cached then). */
export const HEAD_DEADLINE_MS = 2_500;

/**
 * Cache-Control of a page's HTML. The HTML holds nothing of a visitor (the session starts in the
 * browser), so a public page is the same for everyone: a CDN may keep it for five minutes and serve
 * it stale while it asks again; the browser always asks (no-cache), so a deploy shows at once.
 */
export const CACHE_CONTROL = {
  shared: 'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=600',
  private: 'private, no-store',
} as const;

/** The pages rendered on the server: found, unknown (the 404 page) and a product no longer offered (its own page, 410). */
const RENDERED_STATUSES = new Set([200, 404, 410]);

const isDemoPath = (pathname: string): boolean => Object.values(DEMO_ROOT).some((root) => pathname === root || pathname.startsWith(`${root}/`));

async function headOf(url: URL, context: ServerContext): Promise<PageHead> {
  const locale = localeFromPath(url.pathname);
  const t = textsFor(locale);
  if (isAccountPath(url.pathname) || isDemoPath(url.pathname)) return PRIVATE_HEAD;
  const match = matchRoute(url.pathname);
  if (!match) return notFoundHead(t);
  // An outage of the API throws (the page is unavailable), never reads as "not found".
  const reading = { ...context, reader: outageThrowing(context.reader) };
  return ROUTE_HEADS[match.name]({ params: match.params, locale, url: `${context.origin}${url.pathname}`, search: url.searchParams, context: reading, t });
}

/** How long a crawler is asked to wait before it tries a page the API could not give again. */
const RETRY_AFTER_SECONDS = 30;

/** index.html with the page's head: its title, language and tags; the rest of the page renders in the browser. */
export function withHead(indexHtml: string, head: PageHead, url: URL, origin: string): string {
  const locale = localeFromPath(url.pathname);
  const title = titleTag(head);
  let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  const tags = headTags(head, { origin, pathname: url.pathname, locale });
  if (head.description) html = html.replace(/<meta name="description"[^>]*>/, '');
  return html.replace('</head>', `${tags}</head>`);
}

/** The body of a public page a guest sees, rendered on the server; null (the browser renders it) when it fails or is slow. */
async function bodyOf(url: URL, context: ServerContext): Promise<PageBody | null> {
  if (!context.body) return null;
  const page = new URL(`${context.origin}${url.pathname}${url.search}`);
  return withinTime(context.body(page, (path, query, locale) => context.reader.get(path, query, locale)), HEAD_DEADLINE_MS, 'the page renderer').catch((error: unknown) => {
    console.error(`The page ${url.pathname} was not rendered on the server:`, error);
    return null;
  });
}

/**
 * The page's shell for a visitor whose page renders in the browser (src/app/PageShell.tsx): its
 * header, nothing of the visitor, instead of the boot screen; null (the boot screen) when the
 * visitor or the page has none, or it fails or is slow.
 */
async function shellOf(url: URL, context: ServerContext, cookieHeader: string | undefined): Promise<PageShellMarkup | null> {
  const visitor = shellVisitor(cookieHeader, isAccountPath(url.pathname));
  if (!context.shell || !visitor) return null;
  const page = new URL(`${context.origin}${url.pathname}${url.search}`);
  const read: ServerContext['reader']['get'] = (path, query, locale) => context.reader.get(path, query, locale);
  return withinTime(context.shell(page, read, visitor), HEAD_DEADLINE_MS, 'the page shell renderer').catch((error: unknown) => {
    console.error(`The shell of ${url.pathname} was not rendered on the server:`, error);
    return null;
  });
}

/**
 * A page's first HTML: the build's index.html with the head and the status of the page at `url`,
 * and for a guest the page's body (ADR 0017). A visitor who is logged in, sees net prices or buys
 * from a procurement system gets the head only, never stored by a CDN (the browser renders the
 * body), with the page's shell where the layout has one (shellOf). When the API fails or is slow the page still goes out, with the shop's plain head, as 503
 * (Retry-After), and is not cached: the browser renders it, a crawler keeps what it has.
 */
export async function pageAnswer(url: URL, context: ServerContext, indexHtml: string, cookieHeader?: string): Promise<ServerAnswer> {
  // Another way of writing a page's address goes to its one address: one page, one URL in an index.
  const canonical = canonicalPath(url.pathname);
  if (canonical) return movedAnswer(`${canonical}${url.search}`);
  const guest = seesGuestPage(cookieHeader);
  // The head, the body and the shell of this answer read the API together: a read they share is asked once.
  const reading: ServerContext = { ...context, reader: sharingReads(context.reader) };
  let head: PageHead;
  const started = Date.now();
  try {
    head = await withinTime(headOf(url, reading), HEAD_DEADLINE_MS, 'the API');
  } catch {
    // An API that failed at once gets the guest the page as it shows the failure; one that kept the head waiting, no more waiting.
    const failedFast = Date.now() - started < HEAD_DEADLINE_MS;
    return unavailableAnswer(guest && failedFast ? await bodyOf(url, reading) : null, indexHtml);
  }
  const rendered = guest && Boolean(context.body) && head.cache === 'shared' && RENDERED_STATUSES.has(head.status);
  // A body that shows a failed read is not the page (the browser renders it, and asks again).
  const body = rendered ? await bodyOf(url, reading).then((page) => (page?.unavailable ? null : page)) : null;
  // A guest's page whose body could not be rendered now is not kept: the next visitor gets it whole.
  const cache = !guest ? CACHE_CONTROL.private : rendered && !body ? 'no-store' : CACHE_CONTROL[head.cache];
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache };
  if (head.noindex) headers['X-Robots-Tag'] = 'noindex';
  const html = withHead(indexHtml, head, url, context.origin);
  if (body) return { status: head.status, headers, body: withBody(html, body) };
  const shell = guest ? null : await shellOf(url, reading, cookieHeader);
  return { status: head.status, headers, body: shell ? withShell(html, shell) : html };
}

/** A permanent redirect to a page's own address (the query kept); a CDN may keep it as it keeps pages. */
function movedAnswer(location: string): ServerAnswer {
  return { status: 301, headers: { Location: location, 'Cache-Control': CACHE_CONTROL.shared, 'Content-Type': 'text/html; charset=utf-8' }, body: '' };
}

/**
 * A page the API could not give: 503, so a crawler keeps the page it knows and comes back, never
 * stored. A guest gets the page as it shows the failure (the shop's error page) when the server
 * could render it; the browser renders the page anew either way and asks the API itself.
 */
function unavailableAnswer(body: PageBody | null, indexHtml: string): ServerAnswer {
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) };
  return { status: 503, headers, body: body?.unavailable ? withMarkup(indexHtml, body) : indexHtml };
}
