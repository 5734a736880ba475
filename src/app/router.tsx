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
          lazy: async () => ({ Component: (await importWithReload(() => import('../storefront/layout/SimpleLayout'))).SimpleLayout }),
          children: [{ ErrorBoundary: RouteErrorPage, children: simpleLayoutRoutes() }],
        },
        {
          lazy: async () => ({ Component: (await importWithReload(() => import('../storefront/layout/EmptyLayout'))).EmptyLayout }),
          children: [{ ErrorBoundary: RouteErrorPage, children: emptyLayoutRoutes() }],
        },
        {
          Component: DefaultLayout,
          children: [
            {
              ErrorBoundary: RouteErrorPage,
              children: [...publicPageRoutes(), ...accountRoutes(), unknownRoute()],
            },
          ],
        },
      ],
    },
  ];
}

/** The one router of the browser. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes());
  // The next page's scripts and texts start downloading with the navigation (see preloadScreens).
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) (window as Window & { spinaczPreload?: (path: string) => void }).spinaczPreload?.(next.pathname);
  });
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
