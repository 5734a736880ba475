/** Derived lookups over the seed, built once per seed on first use. */
import { catalogueTextEn, categoryNameEn } from '../presenters/localise';
import { normalizeSearchText, searchWords } from './text';
import type { Seed, SeedProduct } from './types';

/** The searchable text of one product, by field (the ranking weighs a name hit above a code, a code above a category or brand). */
export interface ProductText {
  /** Words of the name, in order (diacritics folded, lower-case). */
  name: string[];
  brand: string[];
  /** Words of the product's category and its parent group. */
  category: string[];
  /** Normalised catalogue code and OEM code (searched whole and by prefix). */
  codes: string[];
  /** Normalised EAN (searched whole, or by a prefix of 8+ digits). */
  ean: string | null;
  /** The folded name as one string (a phrase at its start ranks higher). */
  nameText: string;
}

export interface SearchIndex {
  text: Map<number, ProductText>;
  /** Every word of names, brands and categories with the number of products holding it. */
  vocabulary: Map<string, number>;
  /** The vocabulary sorted, for prefix look-ups by binary search. */
  sortedWords: string[];
}

export interface SeedIndexes {
  /** Products shown in listings: single units, not discontinued. */
  listed: SeedProduct[];
  packMembers: Map<number, SeedProduct[]>;
  /** Listed products per category id (including descendants). */
  countByCategory: Map<number, number>;
}

const cache = new WeakMap<Seed, SeedIndexes>();
/** One index per language: the English one also knows the English names (built only when an English search asks). */
const searchCaches = { pl: new WeakMap<Seed, SearchIndex>(), en: new WeakMap<Seed, SearchIndex>() };

export const normalizeCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export function indexes(seed: Seed): SeedIndexes {
  const cached = cache.get(seed);
  if (cached) return cached;
  const listed = seed.products.filter((p) => p.packKind === 'single' && !p.discontinued);
  const packMembers = new Map<number, SeedProduct[]>();
  for (const product of seed.products) {
    if (product.packGroup === null) continue;
    const members = packMembers.get(product.packGroup) ?? [];
    members.push(product);
    packMembers.set(product.packGroup, members);
  }
  for (const members of packMembers.values()) members.sort((a, b) => a.packQuantity - b.packQuantity);
  const countByCategory = new Map<number, number>();
  for (const product of listed) {
    for (const id of seed.categoryById.get(product.categoryId)?.pathIds ?? []) countByCategory.set(id, (countByCategory.get(id) ?? 0) + 1);
  }
  const built = { listed, packMembers, countByCategory };
  cache.set(seed, built);
  return built;
}

/** Words and codes of every product, built on the first search (not part of the seed build). */
export function searchIndex(seed: Seed, locale: 'pl' | 'en' = 'pl'): SearchIndex {
  const searchCache = searchCaches[locale];
  const cached = searchCache.get(seed);
  if (cached) return cached;
  const text = new Map<number, ProductText>();
  const vocabulary = new Map<string, number>();
  const categoryWords = new Map<number, string[]>();
  const wordsOfCategory = (id: number): string[] => {
    let words = categoryWords.get(id);
    if (!words) {
      const category = seed.categoryById.get(id);
      const parent = category?.parentId ? seed.categoryById.get(category.parentId) : undefined;
      const names = [category?.name ?? '', parent?.name ?? ''];
      words = searchWords((locale === 'en' ? [...names, ...names.map(categoryNameEn)] : names).join(' '));
      categoryWords.set(id, words);
    }
    return words;
  };
  for (const product of seed.products) {
    // In English the English name's words too (a Polish phrase still finds the Polish name).
    const name = locale === 'en' ? [...new Set([...searchWords(product.name), ...searchWords(catalogueTextEn(product.name, seed))])] : searchWords(product.name);
    const brand = searchWords(seed.brandById.get(product.brandId)?.name ?? '');
    const category = wordsOfCategory(product.categoryId);
    const codes = [product.code, product.oemCode].filter((c): c is string => Boolean(c)).map(normalizeCode);
    text.set(product.id, { name, brand, category, codes, ean: product.ean, nameText: normalizeSearchText(product.name) });
    for (const word of new Set([...name, ...brand, ...category])) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  const built = { text, vocabulary, sortedWords: [...vocabulary.keys()].sort() };
  searchCache.set(seed, built);
  return built;
}
