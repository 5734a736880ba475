import { periodFrom } from '../../domain/frequentlyBought';
import { getFrequentlyBoughtProducts } from '../../generated/api/search-and-products/search-and-products';
import type { ListQuery } from '../listQuery';

/** The Refine resource of /moje-konto/czesto-kupowane; its only filter is `period` (days back). */
export const FREQUENTLY_BOUGHT_RESOURCE = 'frequently-bought';

/**
 * Products the company bought often in the chosen period (GET products/frequently-bought), most
 * often bought first, a page at a time; the period filter becomes the `period` parameter (spec §9).
 */
export async function listFrequentlyBought(query: ListQuery, signal?: AbortSignal) {
  const response = await getFrequentlyBoughtProducts(
    { limit: query.limit, offset: query.offset, period: periodFrom(query.filters?.period), orderBy: 'popularity' },
    undefined,
    signal,
  );
  return { data: response.products, total: response.countTotal };
}
