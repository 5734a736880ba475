import { createBrowserRouter, type RouteObject } from 'react-router';
import { configureSession } from '../session';
import { DefaultLayout } from '../storefront/layout/DefaultLayout';
import { RouteErrorPage } from '../storefront/errors/RouteErrorPage';
import { BootScreen } from '../ui/BootScreen';
import { importWithReload, setPendingNavigationSource } from '../platform/chunkReload';
import { rootLoader, shouldRevalidateRoot } from './loaders';
import { RootRoute } from './RootRoute';
import { accountRoutes, emptyLayoutRoutes, publicPageRoutes, simpleLayoutRoutes, unknownRoute } from './routeTable';
import { localePath } from '../routing/routes';
import { patchRoutesForPath, routeIdsWithPath, routesForPath } from './routesForPath';
import { followScrollOf } from './scrollRestoration';

function StandaloneError() {
  return <RouteErrorPage standalone />;
}

/**
 * The route tree: root (language, session), the simplified, empty and default layouts. The
 * simplified (login, checkout) and empty layouts load with the first page that uses them. The web
 * server renders public pages from the same tree (src/server/render).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: StandaloneError,
      children: [
        {
          id: 'simple-layout',
          lazy: async () => ({ Component: (await importWithReload(() => import('../storefront/layout/SimpleLayout'))).SimpleLayout }),
          children: [{ id: 'simple-layout-pages', ErrorBoundary: RouteErrorPage, children: simpleLayoutRoutes() }],
        },
        {
          id: 'empty-layout',
          lazy: async () => ({ Component: (await importWithReload(() => import('../storefront/layout/EmptyLayout'))).EmptyLayout }),
          children: [{ id: 'empty-layout-pages', ErrorBoundary: RouteErrorPage, children: emptyLayoutRoutes() }],
        },
        {
          id: 'default-layout',
          Component: DefaultLayout,
          children: [
            {
              id: 'default-layout-pages',
              ErrorBoundary: RouteErrorPage,
              children: [...publicPageRoutes(), ...accountRoutes(), unknownRoute()],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The one router of the browser. It starts with the routes the page's path can match; the others
 * join when a navigation asks for them (routesForPath.ts says why).
 */
export function createAppRouter() {
  const routes = appRoutes();
  const initial = routesForPath(routes, window.location.pathname);
  const added = routeIdsWithPath(initial);
  const router = createBrowserRouter(initial, {
    patchRoutesOnNavigation: ({ path, patch }) => patchRoutesForPath(routes, path, added, patch),
  });
  // The next page's scripts and texts start downloading with the navigation (see preloadScreens).
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) (window as Window & { spinaczPreload?: (path: string) => void }).spinaczPreload?.(next.pathname);
  });
  followScrollOf(router);
  setPendingNavigationSource(() => {
    const next = router.state.navigation.location;
    return next ? `${next.pathname}${next.search}${next.hash}` : null;
  });
  configureSession({
    goToLogin: () => void router.navigate(localePath('login')),
    reloadAtLogin: () => window.location.assign(localePath('login')),
  });
  return router;
}
