import { isAccountPath, localeFromPath, matchRoute } from '../../routing/routes';
import { DEMO_ROOT } from '../../routing/demoPaths';
import type { ServerAnswer, ServerContext } from '../serverAnswer';
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

const isDemoPath = (pathname: string): boolean => Object.values(DEMO_ROOT).some((root) => pathname === root || pathname.startsWith(`${root}/`));

async function headOf(url: URL, context: ServerContext): Promise<PageHead> {
  const locale = localeFromPath(url.pathname);
  const t = textsFor(locale);
  if (isAccountPath(url.pathname) || isDemoPath(url.pathname)) return PRIVATE_HEAD;
  const match = matchRoute(url.pathname);
  if (!match) return notFoundHead(t);
  return ROUTE_HEADS[match.name]({ params: match.params, locale, url: `${context.origin}${url.pathname}`, context, t });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the API within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

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

/**
 * A page's first HTML: the build's index.html with the head and the status of the page at `url`.
 * When the API fails or is slow the page still goes out, with the shop's plain head, and is not cached.
 */
export async function pageAnswer(url: URL, context: ServerContext, indexHtml: string): Promise<ServerAnswer> {
  let head: PageHead;
  try {
    head = await withDeadline(headOf(url, context), HEAD_DEADLINE_MS);
  } catch {
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: indexHtml };
  }
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_CONTROL[head.cache] };
  if (head.noindex) headers['X-Robots-Tag'] = 'noindex';
  return { status: head.status, headers, body: withHead(indexHtml, head, url, context.origin) };
}
