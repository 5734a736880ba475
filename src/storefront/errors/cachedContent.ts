import { getBestsellers, getPriceAlertProducts } from '../../generated/api/error-page-content/error-page-content';
import type { ContentItem, ProductSummary } from '../../generated/model';
import { createTtlCache } from '../../domain/ttlCache';

/**
 * Error-page content (spec §7): bestsellers, price hits ("Hity cenowe") and the newest recommended
 * articles, each from a cache of 500 entries kept 1 hour; a failure gives an empty list.
 */
const cache = createTtlCache<unknown>();

async function cached<T>(key: string, load: () => Promise<T>, empty: T): Promise<T> {
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  try {
    const value = await load();
    cache.set(key, value);
    return value;
  } catch {
    return empty;
  }
}

export const CONTENT_STALE_MS = 3_600_000;
const LIMIT = 12;

export function fetchBestsellers(locale: string): Promise<ProductSummary[]> {
  return cached(`bestsellers:${locale}`, () => getBestsellers({ limit: LIMIT }).then((response) => response.products), []);
}

export function fetchPriceHits(locale: string): Promise<ProductSummary[]> {
  return cached(`price-alert:${locale}`, () => getPriceAlertProducts({ limit: LIMIT }).then((response) => response.products), []);
}

/** The content API's code loads with the first call: the home page asks only for the products. */
export function fetchNewestArticles(locale: string): Promise<ContentItem[]> {
  return cached(
    `contents-recommended:${locale}`,
    async () => {
      const { getContents } = await import('../../generated/api/content-and-reports/getContents');
      const response = await getContents({ filters: { recommended: ['1'] }, orderBy: 'createdAt', orderDirection: 'DESC', limit: 6 });
      return response.contents;
    },
    [],
  );
}

/** For tests. */
export function clearContentCache(): void {
  cache.clear();
}
