import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError, isSettledError } from './ApiError';

/** How the shop's queries behave, in the browser and when the web server renders a page. */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  refetchOnWindowFocus: false,
  // Client errors (4xx) will not change on retry; network and server errors get one more try.
  retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
  // A page that is an unknown (404) or withdrawn (410) thing stays that page when it mounts again
  // (a page the web server rendered so is hydrated as it came, src/api/pageData.ts); a refresh asks anew.
  retryOnMount: (query) => !isSettledError(query.state.error),
} satisfies DefaultOptions['queries'];

/** The one query cache both the storefront and the account area use. */
export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
