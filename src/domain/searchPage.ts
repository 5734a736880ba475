/** What a search page searches for (spec §2): the criteria in its URL, the kind of search, the API's parameters. */
import { normalizePhrase, type SearchCriteria } from './search';

export type SearchKind = 'phrase' | 'oemCode' | 'device' | 'brandModel' | 'inkAndToners' | 'none';

const text = (value: string | null): string | undefined => {
  const phrase = value === null ? '' : normalizePhrase(value);
  return phrase === '' ? undefined : phrase;
};

/** Reads the search criteria from the URL. */
export function readSearchCriteria(search: URLSearchParams): SearchCriteria {
  const ids = [...search.getAll('categories[]'), ...search.getAll('categories')]
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const criteria: SearchCriteria = {
    query: text(search.get('query')),
    oemCode: text(search.get('oemCode')),
    device: text(search.get('device')),
    deviceBrand: text(search.get('deviceBrand')),
    deviceModel: text(search.get('deviceModel')),
    inkAndTonersOnly: search.get('inkAndTonersOnly') === 'true' || undefined,
    categoryIds: ids.length ? [...new Set(ids)] : undefined,
  };
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as SearchCriteria;
}

/** Which kind of search it is, for the heading: a phrase wins, then an OEM code, a device, brand plus model. */
export function searchKind(criteria: SearchCriteria): SearchKind {
  if (criteria.query) return 'phrase';
  if (criteria.oemCode) return 'oemCode';
  if (criteria.device) return 'device';
  if (criteria.deviceBrand && criteria.deviceModel) return 'brandModel';
  if (criteria.inkAndTonersOnly) return 'inkAndToners';
  return 'none';
}

/**
 * The title of a search page as a text of the `search` namespace and its values: what it searched
 * for, else "Wyszukiwarka". The heading, the browser's head and the server's head read it alike.
 */
export function searchTitleText(criteria: SearchCriteria): { key: string; values?: Record<string, string> } {
  switch (searchKind(criteria)) {
    case 'phrase': return { key: 'search:results.titleFor', values: { phrase: criteria.query ?? '' } };
    case 'oemCode': return { key: 'search:results.titleOem', values: { code: criteria.oemCode ?? '' } };
    case 'device': return { key: 'search:results.titleDevice', values: { device: criteria.device ?? '' } };
    case 'brandModel': return { key: 'search:results.titleDevice', values: { device: `${criteria.deviceBrand} ${criteria.deviceModel}` } };
    case 'inkAndToners': return { key: 'search:results.titleInks' };
    case 'none': return { key: 'search:results.title' };
  }
}

/** Device brand and model only count together (spec §2: deviceBrand plus deviceModel). */
export function searchApiParams(criteria: SearchCriteria): {
  query?: string; oemCode?: string; device?: string; deviceBrand?: string; deviceModel?: string; inkAndTonersOnly?: boolean; categoryIds?: number[];
} {
  const pair = criteria.deviceBrand && criteria.deviceModel ? { deviceBrand: criteria.deviceBrand, deviceModel: criteria.deviceModel } : {};
  return {
    ...(criteria.query ? { query: criteria.query } : {}),
    ...(criteria.oemCode ? { oemCode: criteria.oemCode } : {}),
    ...(criteria.device ? { device: criteria.device } : {}),
    ...pair,
    ...(criteria.inkAndTonersOnly ? { inkAndTonersOnly: true } : {}),
    ...(criteria.categoryIds?.length ? { categoryIds: criteria.categoryIds } : {}),
  };
}
