import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError, isSettledError } from './ApiError';

/**
 * A page's data as the web server sends it with a rendered page and the browser takes it into its
 * query cache: the answers the page was rendered from, and the answers that are the page — an
 * unknown product (404) or one no longer offered (410) renders its own page, and the browser must
 * render the same one (isSettledError: it is not asked again when the page mounts).
 */
export type PageData = DehydratedState;

/** An API error as JSON carries it (an Error's message and class do not survive JSON.stringify). */
interface PlainApiError {
  apiError: { status: number; code: string; message: string; body: unknown };
}

/** The page's data: its answers, and its settled errors as plain objects. */
export function pageDataOf(client: QueryClient): PageData {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isSettledError(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isApiError(error)) return query;
      const plain: PlainApiError = { apiError: { status: error.status, code: error.code, message: error.message, body: error.body } };
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && typeof (value as PlainApiError).apiError?.status === 'number';

/** Puts a rendered page's data into the browser's cache, its errors as the API client's own (ApiError). */
export function takePageData(client: QueryClient, data: PageData): void {
  hydrate(client, {
    ...data,
    queries: data.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isPlainApiError(error)) return query;
      const { status, code, message, body } = error.apiError;
      return { ...query, state: { ...query.state, error: new ApiError(status, code, message, body) } };
    }),
  });
}
