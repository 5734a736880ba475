import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/** Client errors (4xx) are answers, not hiccups: only network and server errors are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The one QueryClient of the app (storefront and account area share it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
