import { createBrowserRouter } from 'react-router';
import { configureSession } from '../session';
import { DefaultLayout } from '../storefront/layout/DefaultLayout';
import { SimpleLayout } from '../storefront/layout/SimpleLayout';
import { NotFoundPage } from '../storefront/errors/NotFoundPage';
import { RouteErrorPage } from '../storefront/errors/RouteErrorPage';
import { BootScreen } from './BootScreen';
import { rootLoader, shouldRevalidateRoot } from './loaders';
import { RootRoute } from './RootRoute';
import { accountRoutes, loginRoutes, publicPageRoutes } from './routeTable';
import { localePath } from './routes';

function StandaloneError() {
  return <RouteErrorPage standalone />;
}

export const router = createBrowserRouter([
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
        children: [{ ErrorBoundary: RouteErrorPage, children: loginRoutes() }],
      },
      {
        Component: DefaultLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [...publicPageRoutes(), ...accountRoutes(), { id: 'not-found', path: '*', Component: NotFoundPage }],
          },
        ],
      },
    ],
  },
]);

configureSession({ goToLogin: () => void router.navigate(localePath('login')) });
