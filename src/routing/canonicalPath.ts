import { fillPath, matchRoute, ROUTES, type RouteName } from './routes';

const PAGE_NUMBER = '-page-number';

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * The one address of a page, when `pathname` is another way of writing it: the route's static
 * segments as the route table spells them ("/KATEGORIA/papier" → "/kategoria/papier"), no slash at
 * the end ("/blog/" → "/blog"), a list's first page without its number ("/blog/strona/1" → "/blog").
 * Null when the path is that address already, when no route matches (the 404 page answers), or when
 * the path cannot be decoded (its page answers as it is).
 */
export function canonicalPath(pathname: string): string | null {
  const asWritten = decoded(pathname);
  if (asWritten === null) return null;
  const match = matchRoute(pathname);
  if (!match) return null;
  let name: RouteName = match.name;
  const params: Record<string, string> = { ...match.params };
  if (name.endsWith(PAGE_NUMBER) && params.number === '1') {
    const first = name.slice(0, -PAGE_NUMBER.length);
    if (first in ROUTES) {
      name = first as RouteName;
      delete params.number;
    }
  }
  const pattern = ROUTES[name][match.locale];
  if (pattern.includes('*')) return null;
  const path = fillPath(pattern, params);
  return decoded(path) === asWritten ? null : path;
}
