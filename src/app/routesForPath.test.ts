// @vitest-environment jsdom
import fc from 'fast-check';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routing/routes';
import { appRoutes } from './router';
import { patchRoutesForPath, routeIdsWithPath, routesForPath } from './routesForPath';

/** The app's route tree without its code: ids, paths and nesting only (nothing loads). */
function shape(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ id: route.id, path: route.path, ...(route.children ? { children: shape(route.children) } : {}) }) as RouteObject);
}
const whole = shape(appRoutes());

const filled = (pattern: string, value: string) => pattern.replace(/:(\w+)\??/g, value).replace(/\*$/, 'dalej/5');
/** Paths of every named route in both languages, and paths no route names. */
const PATHS = [
  ...Object.values(ROUTES).flatMap((paths) => [filled(paths.pl, 'papier-a4'), filled(paths.en, '7')]),
  '/', '/en', '/en/', '/nie-ma-takiej-strony', '/en/no-such-page', '/PRODUKT/Papier', '/produkt/%C5%BC%C3%B3%C5%82w',
  '/produkt/%E0%A4%A', '/moje-konto', '/moje-konto/zamowienia/5', '/en/my-account/orders', '/demo', '/demo/poczta/3',
  '/demo/platnosc/abc', '/demo/poprzednia-wersja', '/blog/strona/2/dalej', '/Kategoria//papier',
];

const leafId = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null;

describe('routesForPath', () => {
  // The router warns of the malformed escape in one path (and matches it as it stands).
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('leaves the router the route the whole table matches, for every path', () => {
    for (const path of PATHS) expect(leafId(routesForPath(whole, path), path), path).toBe(leafId(whole, path));
  });

  it('hands the router a few routes, not the table', () => {
    const count = (routes: RouteObject[]): number => routes.reduce((sum, route) => sum + (route.path !== undefined ? 1 : 0) + count(route.children ?? []), 0);
    expect(count(whole)).toBeGreaterThan(100);
    expect(count(routesForPath(whole, '/produkt/papier-a4'))).toBeLessThan(10);
  });

  it('a router started on one page reaches, page after page, the route the whole table would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.array(fc.constantFrom(...PATHS), { minLength: 1, maxLength: 8 }), async (first, next) => {
        const initial = routesForPath(whole, first);
        const added = routeIdsWithPath(initial);
        const router = createMemoryRouter(initial, {
          initialEntries: [first],
          patchRoutesOnNavigation: ({ path, patch }) => patchRoutesForPath(whole, path, added, patch),
        });
        try {
          await waitUntilIdle(router);
          expect(router.state.matches.at(-1)?.route.id ?? null, first).toBe(leafId(whole, first));
          for (const path of next) {
            await router.navigate(path);
            expect(router.state.matches.at(-1)?.route.id ?? null, `${first} → ${path}`).toBe(leafId(whole, router.state.location.pathname));
          }
        } finally {
          router.dispose();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('patches a route once: a path asked for again adds nothing', () => {
    const added = routeIdsWithPath(routesForPath(whole, '/'));
    const patches: string[] = [];
    const patch = (parent: string | null, children: RouteObject[]) => patches.push(`${parent}:${children.map((route) => route.id).join(',')}`);
    patchRoutesForPath(whole, '/produkt/a', added, patch);
    patchRoutesForPath(whole, '/produkt/b', added, patch);
    expect(patches).toEqual(['default-layout-pages:product-slug.pl']);
  });
});

function waitUntilIdle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}
