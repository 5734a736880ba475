/** Product search: text (diacritics folded, word prefixes, codes), scopes, facets, sorting, paging. */
import type { Breadcrumb, CategoryFilterEntry, GetProductsSearchParams, OrderByOption, ProductOrderBy, SearchFilter } from '../../generated/model';
import { indexes, normalizeCode, searchIndex } from '../db/indexes';
import { ECO_PROMOTION_GROUP_ID } from '../db/seed/pricing';
import { normalizeSearchText } from '../db/text';
import type { Seed, SeedCategory, SeedProduct } from '../db/types';
import { applyFacets, priceShown } from './facets';
import { queryTokens, tokenScore } from './textMatch';

export const DEFAULT_PAGE_SIZE = 36;
const TONERS_SLUG = 'tonery-i-tusze';

export interface SearchOutcome {
  page: SeedProduct[];
  countTotal: number;
  filters: SearchFilter[];
  orderByOptions: OrderByOption[];
  categoryFilter: CategoryFilterEntry[];
  category: SeedCategory | null;
  breadcrumbs: Breadcrumb[];
  fuzzySearch: boolean;
}

const ORDER_LABELS: Record<ProductOrderBy, string> = {
  relevance: 'Trafność', popularity: 'Popularność', priceAsc: 'Cena: od najniższej', priceDesc: 'Cena: od najwyższej',
  nameAsc: 'Nazwa: A–Z', nameDesc: 'Nazwa: Z–A', newest: 'Najnowsze',
};

function devicesMatching(seed: Seed, params: GetProductsSearchParams): Set<number> | null {
  const device = params.device ? normalizeSearchText(params.device).replace(/\s+/g, ' ').trim() : null;
  const brand = params.deviceBrand ? normalizeSearchText(params.deviceBrand).trim() : null;
  const model = params.deviceModel ? normalizeSearchText(params.deviceModel).replace(/\s+/g, ' ').trim() : null;
  if (!device && !brand && !model) return null;
  const ids = seed.devices.filter((d) => {
    const b = normalizeSearchText(d.brand);
    const m = normalizeSearchText(d.model);
    if (device && `${b} ${m}` !== device && m !== device) return false;
    if (brand && b !== brand) return false;
    if (model && m !== model) return false;
    return true;
  }).map((d) => d.id);
  return new Set(ids);
}

/** The category chosen by categorySlug or a single categoryIds value; `undefined` when the slug is unknown. */
function chosenCategory(seed: Seed, params: GetProductsSearchParams): SeedCategory | null | undefined {
  if (params.categorySlug) return seed.categoryBySlug.get(params.categorySlug);
  if (params.categoryIds?.length === 1) return seed.categoryById.get(params.categoryIds[0]) ?? undefined;
  return null;
}

function scopeProducts(seed: Seed, params: GetProductsSearchParams, category: SeedCategory | null): SeedProduct[] {
  let products = params.onlyPalletPacks ? seed.products.filter((p) => p.packKind === 'pallet' && !p.discontinued) : indexes(seed).listed;
  const allowedCategories = new Set<number>();
  if (category) category.subtreeIds.forEach((id) => allowedCategories.add(id));
  if (params.categoryIds && params.categoryIds.length > 1) {
    for (const id of params.categoryIds) seed.categoryById.get(id)?.subtreeIds.forEach((sub) => allowedCategories.add(sub));
  }
  if (category || (params.categoryIds && params.categoryIds.length > 1)) products = products.filter((p) => allowedCategories.has(p.categoryId));
  if (params.inkAndTonersOnly) {
    const toners = seed.categoryBySlug.get(TONERS_SLUG);
    products = products.filter((p) => toners?.subtreeIds.includes(p.categoryId));
  }
  const devices = devicesMatching(seed, params);
  if (devices) products = products.filter((p) => p.deviceIds.some((id) => devices.has(id)));
  if (params.oemCode) {
    const code = normalizeCode(params.oemCode);
    products = products.filter((p) => p.oemCode !== null && normalizeCode(p.oemCode).startsWith(code));
  }
  if (params.brandId !== undefined) products = products.filter((p) => p.brandId === params.brandId);
  if (params.promotionGroupId !== undefined) {
    products = params.promotionGroupId === ECO_PROMOTION_GROUP_ID
      ? products.filter((p) => p.eco)
      : products.filter((p) => p.promotionId === params.promotionGroupId);
  }
  return products;
}

/** Text matching: every word must match (AND); with no result, any word may match (fuzzy, one typo allowed). */
function matchText(seed: Seed, products: SeedProduct[], phrase: string): { matched: SeedProduct[]; scores: Map<number, number>; fuzzy: boolean } {
  const tokens = queryTokens(phrase);
  const scores = new Map<number, number>();
  if (!tokens.length) return { matched: products, scores, fuzzy: false };
  const { words, codes } = searchIndex(seed);
  const run = (fuzzy: boolean) => {
    const matched: SeedProduct[] = [];
    for (const product of products) {
      let total = 0;
      let hits = 0;
      for (const token of tokens) {
        const score = tokenScore(token, words.get(product.id) ?? [], codes.get(product.id) ?? [], fuzzy);
        if (score > 0) hits += 1;
        else if (!fuzzy) break;
        total += score;
      }
      const enough = fuzzy ? hits >= Math.max(1, Math.ceil(tokens.length / 2)) : hits === tokens.length;
      if (enough) {
        matched.push(product);
        scores.set(product.id, total + product.popularity / 10_000);
      }
    }
    return matched;
  };
  const exact = run(false);
  if (exact.length) return { matched: exact, scores, fuzzy: false };
  return { matched: run(true), scores, fuzzy: true };
}

function sortProducts(products: SeedProduct[], orderBy: ProductOrderBy, scores: Map<number, number>, netPrices: boolean): SeedProduct[] {
  const sorted = [...products];
  const byName = (a: SeedProduct, b: SeedProduct) => a.name.localeCompare(b.name, 'pl');
  switch (orderBy) {
    case 'relevance': return sorted.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || b.popularity - a.popularity);
    case 'priceAsc': return sorted.sort((a, b) => priceShown(a, netPrices) - priceShown(b, netPrices) || byName(a, b));
    case 'priceDesc': return sorted.sort((a, b) => priceShown(b, netPrices) - priceShown(a, netPrices) || byName(a, b));
    case 'nameAsc': return sorted.sort(byName);
    case 'nameDesc': return sorted.sort((a, b) => byName(b, a));
    case 'newest': return sorted.sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || b.id - a.id);
    default: return sorted.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  }
}

/** Child categories of the chosen one (or top categories) that hold results, with counts. */
function categoryFilter(seed: Seed, products: SeedProduct[], category: SeedCategory | null): CategoryFilterEntry[] {
  const candidates = category ? category.childIds.map((id) => seed.categoryById.get(id)!) : seed.categories.filter((c) => c.level === 1);
  return candidates
    .map((c) => ({ id: c.id, slug: c.slug, name: c.name, count: products.filter((p) => c.subtreeIds.includes(p.categoryId)).length }))
    .filter((entry) => entry.count > 0);
}

export function searchProducts(seed: Seed, params: GetProductsSearchParams, netPrices: boolean): SearchOutcome {
  const phrase = (params.query ?? params['ats-query'] ?? '').trim();
  const category = chosenCategory(seed, params);
  const orderByOptions = (Object.keys(ORDER_LABELS) as ProductOrderBy[])
    .filter((value) => value !== 'relevance' || phrase)
    .map((value) => ({ value, label: ORDER_LABELS[value] }));
  if (category === undefined) {
    return { page: [], countTotal: 0, filters: [], orderByOptions, categoryFilter: [], category: null, breadcrumbs: [], fuzzySearch: false };
  }
  const scoped = scopeProducts(seed, params, category);
  const { matched, scores, fuzzy } = matchText(seed, scoped, phrase);
  const { products: filtered, filters } = applyFacets(seed, matched, params.filters ?? {}, netPrices);
  const orderBy = params.orderBy ?? (phrase ? 'relevance' : 'popularity');
  const sorted = sortProducts(filtered, orderBy, scores, netPrices);
  const offset = params.offset ?? 0;
  const limit = params.limit ?? DEFAULT_PAGE_SIZE;
  return {
    page: sorted.slice(offset, offset + limit),
    countTotal: sorted.length,
    filters,
    orderByOptions,
    categoryFilter: categoryFilter(seed, filtered, category),
    category,
    breadcrumbs: category ? category.pathIds.map((id) => seed.categoryById.get(id)!).map((c) => ({ name: c.name, slug: c.slug })) : [],
    fuzzySearch: fuzzy,
  };
}
