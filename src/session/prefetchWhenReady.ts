import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { takeEarlyAnswer } from './earlyCalls';
import { getSession, initSession } from './session';

/**
 * Asks ahead for a call a page is about to make: once the session has started (the call needs its
 * token), into the query cache the page reads. Resolves to the answer, or undefined when the session
 * or the call failed (the page then asks and shows the error itself). When index.html already made
 * the call (src/session/earlyCalls.ts), its answer goes into the cache as it is and nothing is asked again.
 */
export async function prefetchWhenReady<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey>): Promise<TData | undefined> {
  const early = await takeEarlyAnswer<TData>(options.queryKey);
  if (early) {
    queryClient.setQueryData<TData>(options.queryKey, early);
    return early;
  }
  await initSession();
  if (getSession().status !== 'ready') return undefined;
  await queryClient.prefetchQuery(options);
  return queryClient.getQueryData<TData>(options.queryKey);
}
