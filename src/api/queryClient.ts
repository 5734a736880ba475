import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

/** The one query cache both the storefront and the account area use. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not change on retry; network and server errors get one more try.
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});
