/** Derived lookups over the seed, built once per seed on first use. */
import { searchWords } from './text';
import type { Seed, SeedProduct } from './types';

export interface SearchIndex {
  /** Search words of each product (name, brand, code, OEM code, category). */
  words: Map<number, string[]>;
  /** Normalised codes (code, OEM code, EAN) of each product. */
  codes: Map<number, string[]>;
}

export interface SeedIndexes {
  /** Products shown in listings: single units, not discontinued. */
  listed: SeedProduct[];
  packMembers: Map<number, SeedProduct[]>;
  /** Listed products per category id (including descendants). */
  countByCategory: Map<number, number>;
}

const cache = new WeakMap<Seed, SeedIndexes>();
const searchCache = new WeakMap<Seed, SearchIndex>();

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

/** Words and codes of every product, built on the first search. */
export function searchIndex(seed: Seed): SearchIndex {
  const cached = searchCache.get(seed);
  if (cached) return cached;
  const words = new Map<number, string[]>();
  const codes = new Map<number, string[]>();
  for (const product of seed.products) {
    const brand = seed.brandById.get(product.brandId)?.name ?? '';
    const category = seed.categoryById.get(product.categoryId)?.name ?? '';
    words.set(product.id, searchWords(`${product.name} ${brand} ${category} ${product.code} ${product.oemCode ?? ''}`));
    codes.set(product.id, [product.code, product.oemCode, product.ean].filter((c): c is string => Boolean(c)).map(normalizeCode));
  }
  const built = { words, codes };
  searchCache.set(seed, built);
  return built;
}
