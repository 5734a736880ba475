import { createBrowserRouter } from 'react-router';
import { configureSession } from '../session';
import { DefaultLayout } from '../storefront/layout/DefaultLayout';
import { EmptyLayout } from '../storefront/layout/EmptyLayout';
import { SimpleLayout } from '../storefront/layout/SimpleLayout';
import { RouteErrorPage } from '../storefront/errors/RouteErrorPage';
import { BootScreen } from './BootScreen';
import { rootLoader, shouldRevalidateRoot } from './loaders';
import { RootRoute } from './RootRoute';
import { accountRoutes, emptyLayoutRoutes, publicPageRoutes, simpleLayoutRoutes, unknownRoute } from './routeTable';
import { localePath } from './routes';

function StandaloneError() {
  return <RouteErrorPage standalone />;
}

/** The one router: root (language, session), the simplified, empty and default layouts. */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      id: 'root',
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: StandaloneError,
      children: [
        {
          Component: SimpleLayout,
          children: [{ ErrorBoundary: RouteErrorPage, children: simpleLayoutRoutes() }],
        },
        {
          Component: EmptyLayout,
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
  ]);
  configureSession({ goToLogin: () => void router.navigate(localePath('login')) });
  return router;
}
