import { matchRoutes, useLocation } from 'react-router';
import { toSearchParams } from '../api/queryString';
import { ACCOUNT_AREA, DEFAULT_LOCALE, LOCALES, ROUTES, SITEMAP_PAGES_SLUGS, type Locale, type RouteName } from './routePaths';

export { ACCOUNT_AREA, DEFAULT_LOCALE, LOCALES, ROUTES, SITEMAP_PAGES_SLUGS, type Locale, type RouteName };

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamOf<S> = S extends `:${infer Name}?` ? { name: Name; optional: true } : S extends `:${infer Name}` ? { name: Name; optional: false } : never;
type Params<P extends string> = {
  [K in ParamOf<Segments<P>> as K extends { optional: false } ? K['name'] : never]: string | number;
} & {
  [K in ParamOf<Segments<P>> as K extends { optional: true } ? K['name'] : never]?: string | number;
};

/** The path parameters of a named route, e.g. `{ slug }` for `category-slug`. */
export type RouteParams<N extends RouteName> = Params<(typeof ROUTES)[N]['pl']>;
export type RouteQuery = Record<string, unknown>;

let currentLocale: Locale = DEFAULT_LOCALE;

/** Set by the app when the URL's language changes; the default locale of `localePath`. */
export function setCurrentLocale(locale: Locale): void {
  currentLocale = locale;
}

export function getCurrentLocale(): Locale {
  return currentLocale;
}

/** 'en' for `/en` and everything under `/en/`, else 'pl'. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') || pathname.startsWith('/en?') ? 'en' : 'pl';
}

/** The language of the current URL (React): 'en' under /en, else 'pl'. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Fills a route pattern; missing required parameters throw, optional ones drop out. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route parameter "${name}" is missing for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/** The href of a named route in a language (default: the current one), with an optional query. */
export function localePath<N extends RouteName>(
  name: N,
  params?: RouteParams<N>,
  query?: RouteQuery,
  locale: Locale = currentLocale,
): string {
  const path = fillPath(ROUTES[name][locale], params as Record<string, string | number | undefined>);
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const staticStarts = new Map<string, string>();

/** "/kategoria/:slug" → "/kategoria/", "/blog" → "/blog/": the static segments a matching path starts with. */
export function staticStart(pattern: string): string {
  let start = staticStarts.get(pattern);
  if (start === undefined) {
    start = computeStaticStart(pattern);
    staticStarts.set(pattern, start);
  }
  return start;
}

function computeStaticStart(pattern: string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) break;
    segments.push(segment);
  }
  return `/${segments.map((segment) => `${segment}/`).join('')}`.toLowerCase();
}

/** A pathname as route starts are compared with it: decoded (as the router does), lower case, ending in "/". */
export function comparablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the router leaves such a path as it is too.
  }
  return `${decoded.toLowerCase()}/`;
}

/**
 * Route objects of one language for matching (React Router ranks them by specificity), each with
 * its static start: only the routes a path can match are handed to the router, which ranks every
 * table it is given anew (the whole table took a phone tens of milliseconds at start).
 */
const matchTable = (locale: Locale) =>
  (Object.keys(ROUTES) as RouteName[]).map((name) => ({ id: name, path: ROUTES[name][locale], start: staticStart(ROUTES[name][locale]) }));
const matchTables: Record<Locale, ReturnType<typeof matchTable>> = { pl: matchTable('pl'), en: matchTable('en') };

/** The routes whose static start fits the path (as the router compares: decoded, ignoring case). */
function candidates(locale: Locale, pathname: string) {
  const path = comparablePath(pathname);
  return matchTables[locale].filter((route) => path.startsWith(route.start));
}

type RouteMatch = { name: RouteName; params: Record<string, string>; locale: Locale };
/** The last paths matched: the same path is asked for often (the header, the prefetch, the links). */
const recentMatches = new Map<string, RouteMatch | null>();

/** The named route a path belongs to, with its parameters; null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  const known = recentMatches.get(pathname);
  if (known !== undefined) return known && { ...known, params: { ...known.params } };
  const locale = localeFromPath(pathname);
  const matches = matchRoutes(candidates(locale, pathname), pathname);
  const match = matches?.[matches.length - 1];
  const result = match ? { name: match.route.id as RouteName, params: match.params as Record<string, string>, locale } : null;
  if (recentMatches.size >= 50) recentMatches.delete(recentMatches.keys().next().value as string);
  recentMatches.set(pathname, result);
  return result && { ...result, params: { ...result.params } };
}

/**
 * The same page in the other language (or in `target`): `/kategoria/papier?x=1` ↔
 * `/en/category/papier?x=1`. Unknown paths go to the other language's home.
 */
export function switchLocalePath(currentPath: string, target?: Locale): string {
  const [withoutHash, hash = ''] = currentPath.split('#');
  const [pathname, search = ''] = withoutHash.split('?');
  const from = localeFromPath(pathname || '/');
  const to = target ?? (from === 'pl' ? 'en' : 'pl');
  const match = matchRoute(pathname || '/');
  const path = match ? fillPath(ROUTES[match.name][to], match.params) : ROUTES.home[to];
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** Whether a path belongs to the account area (login required). */
export function isAccountPath(pathname: string): boolean {
  return Object.values(ACCOUNT_AREA).some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
