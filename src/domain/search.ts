/** Search rules of spec §2 and §5: phrases, content-page slugs, a search's query string (what a search page reads from it: searchPage.ts). */

import { withoutControlCharacters } from './controlCharacters';

const FOLD: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/** Trimmed, single-spaced phrase, without control or text-direction characters (controlCharacters.ts). */
export function normalizePhrase(text: string): string {
  return withoutControlCharacters(text).replace(/\s+/g, ' ').trim();
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
