import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../api/queryClient';
import { ConsentBanner } from '../storefront/consent/ConsentBanner';
import './baseline.css';

/**
 * The providers: one QueryClient and the router. The page baseline is plain CSS; the MUI theme
 * comes with the parts built from MUI components (ThemeScope). The cookie banner sits beside the
 * router: index.html already shows it to a first-time visitor, and the app takes it over.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConsentBanner />
    </QueryClientProvider>
  );
}
