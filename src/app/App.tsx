import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../api/queryClient';
import { ConsentBanner } from '../storefront/consent/ConsentBanner';
import { theme } from './theme';

/**
 * The providers: one QueryClient, one theme, the router. The cookie banner sits beside the router,
 * so a first-time visitor sees it with the app's first render, while the page's code and data load.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <ConsentBanner />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
