/**
 * What the shopping-list parts of the storefront and the account area share about the server's
 * lists: how many are read at once (spec §9) and how every cached answer about them is refreshed.
 */
import type { QueryClient } from '@tanstack/react-query';

/** Spec §9: shopping lists are fetched with limit 50. */
export const SHOPPING_LISTS_LIMIT = 50;

/** The lists as the add-to-list dialog reads them (the generated client's key for these parameters). */
export const SHOPPING_LISTS_PARAMS = { limit: SHOPPING_LISTS_LIMIT } as const;

/**
 * After a list changed: every cached answer about shopping lists loads again, the generated client's
 * (keyed by path, ".../shopping-lists...") and the account area's (Refine keys them by the resource
 * name "shopping-lists"), so the dialog, the account's screens and their counts agree.
 */
export function invalidateShoppingLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && part.includes('shopping-lists')),
  });
}
