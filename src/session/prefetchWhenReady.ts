import type { FetchQueryOptions, QueryFunction, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { isSettledError } from '../api/ApiError';
import { takeEarlyAnswer } from './earlyCalls';
import { getSession, initSession } from './session';

/**
 * Asks ahead for a call a page is about to make: once the session has started (the call needs its
 * token), into the query cache the page reads. Resolves to the answer, or undefined when the session
 * or the call failed (the page then asks and shows the error itself). When index.html already made
 * the call (src/session/earlyCalls.ts), the query waits for that answer instead, so a page that
 * renders meanwhile joins it rather than asking again; only a failed early call is asked again.
 */
export async function prefetchWhenReady<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey>): Promise<TData | undefined> {
  // An unknown or withdrawn thing (404, 410) stays its page, as when the page mounts again (QUERY_DEFAULTS).
  if (isSettledError(queryClient.getQueryState(options.queryKey)?.error)) return undefined;
  // A fresh answer is there (a page the web server rendered came with it): nothing to ask, and
  // nothing to start ahead of the page, which renders from it at once.
  if (isFresh(options)) return undefined;
  const early = takeEarlyAnswer<TData>(options.queryKey);
  if (early) {
    const askItself = options.queryFn as QueryFunction<TData, TKey>;
    const queryFn: QueryFunction<TData, TKey> = async (context) => {
      const answer = await early;
      if (answer) return answer;
      await initSession();
      return askItself(context);
    };
    await queryClient.prefetchQuery({ ...options, queryFn });
    return queryClient.getQueryData<TData>(options.queryKey);
  }
  await initSession();
  if (getSession().status !== 'ready') return undefined;
  await queryClient.prefetchQuery(options);
  return queryClient.getQueryData<TData>(options.queryKey);
}

/** Whether the cache holds a successful answer for these options that is not stale yet. */
function isFresh<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey>): boolean {
  const query = queryClient.getQueryCache().find<TData>({ queryKey: options.queryKey, exact: true });
  if (!query || query.state.status !== 'success') return false;
  const { staleTime } = queryClient.defaultQueryOptions(options as Parameters<typeof queryClient.defaultQueryOptions>[0]);
  return !query.isStaleByTime(typeof staleTime === 'function' ? staleTime(query as never) : staleTime);
}
