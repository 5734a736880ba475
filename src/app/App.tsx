import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../api/queryClient';
import { ConsentBanner } from '../storefront/consent/ConsentBanner';
import { useRenderedOnServer } from '../ui/useRenderedOnServer';
import { TakenOver } from './TakenOver';
import './baseline.css';

/**
 * The cookie banner depends on the visitor's cookies, which a page rendered on the server for
 * everyone cannot know: it renders in the browser only, after a server-rendered page has been
 * hydrated (index.html shows its first state meanwhile) and at once otherwise.
 */
function BrowserOnly({ children }: { children: ReactNode }) {
  return useRenderedOnServer() ? null : children;
}

/**
 * The providers around the router (the browser's RouterProvider or the web server's
 * StaticRouterProvider): one QueryClient, the router, the cookie banner beside it.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <BrowserOnly>
        <ConsentBanner />
      </BrowserOnly>
    </QueryClientProvider>
  );
}

/**
 * The app in the browser. The page baseline is plain CSS; the MUI theme comes with the parts built
 * from MUI components (ThemeScope). index.html already shows the cookie banner to a first-time
 * visitor, and the app takes it over.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
      <TakenOver />
    </AppProviders>
  );
}
