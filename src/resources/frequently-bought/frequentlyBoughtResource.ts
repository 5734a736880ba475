import { periodFrom } from '../../domain/frequentlyBought';
import { getFrequentlyBoughtProducts } from '../../generated/api/search-and-products/search-and-products';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { FREQUENTLY_BOUGHT_RESOURCE } from './resource';

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

export const frequentlyBoughtBinding = { list: listFrequentlyBought } satisfies ResourceBinding;
