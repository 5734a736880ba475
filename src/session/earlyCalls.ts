/**
 * The first page's calls that index.html started itself (scripts/vite/earlyCalls.ts): a product or
 * article page's main call, right after the guest login, before the app's scripts have arrived.
 */
import type { QueryKey } from '@tanstack/react-query';
// With its extension: the build's config (scripts/vite/earlyCalls.ts) loads this file too.
import { toSearchParams } from '../api/queryString.ts';

/** Where index.html leaves those calls: their answers (null when a call failed) by `earlyCallKey`. */
export const EARLY_CALLS = '__spinaczEarlyCalls';

type EarlyWindow = Window & { [EARLY_CALLS]?: Record<string, Promise<unknown> | undefined> };

/** A call by its path and parameters, as the generated clients' query keys hold them: "/e-commerce/v1/categories/tree?level=1…". */
export function earlyCallKey(path: string, params?: Record<string, unknown>): string {
  const query = toSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** The calls taken from the window, until their answers are in (a route's loader may ask again meanwhile). */
const taken = new Map<string, Promise<unknown>>();

/**
 * The answer index.html got for the call of this query key, while it is on its way and the moment it
 * arrives (a later visit to the page asks anew); null when index.html did not make that call. The
 * promise resolves to null when the call failed: the page then asks itself and shows the error.
 */
export function takeEarlyAnswer<T>(queryKey: QueryKey): Promise<T | null> | null {
  if (typeof window === 'undefined' || typeof queryKey[0] !== 'string') return null;
  const params = queryKey[1] && typeof queryKey[1] === 'object' ? (queryKey[1] as Record<string, unknown>) : undefined;
  const key = earlyCallKey(queryKey[0], params);
  const calls = (window as EarlyWindow)[EARLY_CALLS];
  const early = calls?.[key];
  if (early && !taken.has(key)) {
    delete calls[key];
    const answer = early.then(
      (value) => (value && typeof value === 'object' ? value : null),
      () => null,
    );
    taken.set(key, answer);
    void answer.then(() => taken.delete(key));
  }
  return (taken.get(key) as Promise<T | null> | undefined) ?? null;
}
