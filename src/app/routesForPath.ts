import type { RouteObject } from 'react-router';
import { comparablePath, staticStart } from '../routing/routes';

/**
 * The browser's router starts with the routes the page's path can match, not the whole table:
 * React Router ranks every route it is given (and builds a regular expression for each) when it is
 * created, and the table's hundred-odd routes (both languages) made that one task of 120–220 ms on a phone (4×
 * slower processor) during the page's start. The rest join on navigation (`patchRoutesOnNavigation`,
 * which the router calls for a path no route it has matches, or matches only through a parameter).
 *
 * A route with a path stays, whole, when the path starts with its static start ("/produkt/" of
 * "/produkt/:slug", "/" of "*"); a route without one (a layout, an error boundary) always stays,
 * with what of its children stays. A route kept is exactly as in the table, so the router matches
 * and ranks the same routes it would with the whole table.
 */
export function routesForPath(routes: RouteObject[], pathname: string): RouteObject[] {
  const path = comparablePath(pathname);
  return prune(routes, path);
}

function prune(routes: RouteObject[], path: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.path !== undefined) {
      if (path.startsWith(staticStart(route.path))) kept.push(route);
    } else if (route.children) {
      kept.push({ ...route, children: prune(route.children, path) } as RouteObject);
    } else {
      kept.push(route);
    }
  }
  return kept;
}

type Patch = (parentId: string | null, children: RouteObject[]) => void;

/**
 * The routes a path can match that the router does not have yet, patched under their parents
 * (every route without a path has an `id`: it is in the router from the start). `added` holds the
 * ids already given; a path asked for again patches nothing (the router re-ranks its routes on
 * every patch).
 */
export function patchRoutesForPath(routes: RouteObject[], pathname: string, added: Set<string>, patch: Patch): void {
  const path = comparablePath(pathname);
  const walk = (children: RouteObject[], parentId: string) => {
    const fresh: RouteObject[] = [];
    for (const route of children) {
      if (route.path === undefined) {
        if (route.children) walk(route.children, requireId(route));
      } else if (!added.has(requireId(route)) && path.startsWith(staticStart(route.path))) {
        fresh.push(route);
      }
    }
    if (fresh.length === 0) return;
    for (const route of fresh) added.add(requireId(route));
    patch(parentId, fresh);
  };
  for (const route of routes) if (route.children) walk(route.children, requireId(route));
}

/** The ids of every route with a path the router was created with. */
export function routeIdsWithPath(routes: RouteObject[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.path !== undefined) ids.add(requireId(route));
      else if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return ids;
}

function requireId(route: RouteObject): string {
  if (!route.id) throw new Error(`A route needs an id to join the router later: ${route.path ?? '(layout)'}`);
  return route.id;
}
