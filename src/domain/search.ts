/** Search rules of spec §2 and §5: phrases, content-page slugs, what a search page searches for. */

const FOLD: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/** Trimmed, single-spaced phrase. */
export function normalizePhrase(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An empty phrase (only spaces) does nothing: no search, no autocomplete. */
export function isEmptyPhrase(text: string): boolean {
  return normalizePhrase(text) === '';
}

/** The content-page slug of a phrase: "Papier ksero A4" → "papier-ksero-a4", Polish letters folded. */
export function slugifyPhrase(text: string): string {
  return normalizePhrase(text)
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the search page was asked for (query parameters of the named route "search"). */
export interface SearchCriteria {
  query?: string;
  oemCode?: string;
  /** A device as "brand model". */
  device?: string;
  deviceBrand?: string;
  deviceModel?: string;
  inkAndTonersOnly?: boolean;
  /** The category filter (`categories[]`). */
  categoryIds?: number[];
}

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

/** The query string of a search: `categories[]` for the category filter, `inkAndTonersOnly=true`. */
export function searchQuery(criteria: SearchCriteria): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of ['query', 'oemCode', 'device', 'deviceBrand', 'deviceModel'] as const) {
    const value = criteria[key];
    if (value) query[key] = value;
  }
  if (criteria.inkAndTonersOnly) query.inkAndTonersOnly = 'true';
  if (criteria.categoryIds?.length) query['categories[]'] = criteria.categoryIds.map(String);
  return query;
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
