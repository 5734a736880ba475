import { createBrowserRouter } from 'react-router';
import { configureSession } from '../session';
import { DefaultLayout } from '../storefront/layout/DefaultLayout';
import { SimpleLayout } from '../storefront/layout/SimpleLayout';
import { RouteErrorPage } from '../storefront/errors/RouteErrorPage';
import { BootScreen } from './BootScreen';
import { rootLoader, shouldRevalidateRoot } from './loaders';
import { RootRoute } from './RootRoute';
import { accountRoutes, publicPageRoutes, simpleLayoutRoutes, unknownRoute } from './routeTable';
import { localePath } from './routes';

function StandaloneError() {
  return <RouteErrorPage standalone />;
}

/** The one router: root (language, session), the simplified layout, the default layout. */
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
