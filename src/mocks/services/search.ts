/** Product search: text (diacritics folded, word prefixes, codes, typos), scopes, facets, sorting, paging. */
import type { Breadcrumb, CategoryFilterEntry, GetProductsSearchParams, OrderByOption, ProductOrderBy, SearchFilter } from '../../generated/model';
import { indexes, normalizeCode, searchIndex } from '../db/indexes';
import { ECO_PROMOTION_GROUP_ID } from '../db/seed/pricing';
import { normalizeSearchText } from '../db/text';
import type { Seed, SeedCategory, SeedProduct } from '../db/types';
import type { DemoLocale } from '../http/locale';
import { applyFacets, priceShown } from './facets';
import { analyseQuery, tokenScore, type QueryToken } from './textMatch';

export const DEFAULT_PAGE_SIZE = 36;
export const TONERS_SLUG = 'tonery-i-tusze';

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

export interface SearchOptions {
  locale?: DemoLocale;
  /** Search within these products instead of the whole listing (frequently bought products). */
  candidates?: SeedProduct[];
  /** Replaces product popularity in `orderBy=popularity` (e.g. how often the company bought it). */
  popularity?: Map<number, number>;
  /** Own labels of some sort options (e.g. "Najczęściej kupowane"). */
  orderLabels?: Partial<Record<DemoLocale, Partial<Record<ProductOrderBy, string>>>>;
}

const ORDER_LABELS: Record<DemoLocale, Record<ProductOrderBy, string>> = {
  pl: {
    relevance: 'Trafność', popularity: 'Popularność', priceAsc: 'Cena: od najniższej', priceDesc: 'Cena: od najwyższej',
    nameAsc: 'Nazwa: A–Z', nameDesc: 'Nazwa: Z–A', newest: 'Najnowsze',
  },
  en: {
    relevance: 'Relevance', popularity: 'Popularity', priceAsc: 'Price: low to high', priceDesc: 'Price: high to low',
    nameAsc: 'Name: A–Z', nameDesc: 'Name: Z–A', newest: 'Newest',
  },
};

/** "HP LaserJet Pro M404dn", "hp laserjet-pro m404dn" and "LaserJet Pro M404dn" name the same device. */
const deviceKey = (text: string): string => normalizeCode(normalizeSearchText(text));

/** Ids of the printing devices named by `device` or `deviceBrand` + `deviceModel`; null when none is asked for. */
export function devicesMatching(seed: Seed, params: Pick<GetProductsSearchParams, 'device' | 'deviceBrand' | 'deviceModel'>): Set<number> | null {
  const device = params.device?.trim() ? deviceKey(params.device) : null;
  const brand = params.deviceBrand?.trim() ? deviceKey(params.deviceBrand) : null;
  const model = params.deviceModel?.trim() ? deviceKey(params.deviceModel) : null;
  if (!device && !brand && !model) return null;
  const ids = seed.devices.filter((d) => {
    const b = deviceKey(d.brand);
    const m = deviceKey(d.model);
    if (device && `${b}${m}` !== device && m !== device) return false;
    if (brand && b !== brand) return false;
    if (model && m !== model) return false;
    return true;
  }).map((d) => d.id);
  return new Set(ids);
}

/** The category chosen by categorySlug or a single categoryIds value; `undefined` when it is unknown. */
function chosenCategory(seed: Seed, params: GetProductsSearchParams): SeedCategory | null | undefined {
  if (params.categorySlug) return seed.categoryBySlug.get(params.categorySlug);
  if (params.categoryIds?.length === 1) return seed.categoryById.get(params.categoryIds[0]) ?? undefined;
  return null;
}

function scopeProducts(seed: Seed, params: GetProductsSearchParams, category: SeedCategory | null, candidates?: SeedProduct[]): SeedProduct[] {
  let products = candidates
    ? candidates.filter((p) => !p.discontinued && (!params.onlyPalletPacks || p.packKind === 'pallet'))
    : params.onlyPalletPacks ? seed.products.filter((p) => p.packKind === 'pallet' && !p.discontinued) : indexes(seed).listed;
  const allowedCategories = new Set<number>();
  if (category) category.subtreeIds.forEach((id) => allowedCategories.add(id));
  if (params.categoryIds && params.categoryIds.length > 1) {
    for (const id of params.categoryIds) seed.categoryById.get(id)?.subtreeIds.forEach((sub) => allowedCategories.add(sub));
  }
  if (category || (params.categoryIds && params.categoryIds.length > 1)) products = products.filter((p) => allowedCategories.has(p.categoryId));
  if (params.inkAndTonersOnly) {
    const toners = new Set(seed.categoryBySlug.get(TONERS_SLUG)?.subtreeIds ?? []);
    products = products.filter((p) => toners.has(p.categoryId));
  }
  const devices = devicesMatching(seed, params);
  if (devices) products = products.filter((p) => p.deviceIds.some((id) => devices.has(id)));
  if (params.oemCode?.trim()) {
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

export interface TextMatch {
  matched: SeedProduct[];
  /** Relevance of each matched product. */
  scores: Map<number, number>;
  /** True when the match was approximate: a typo corrected, or not every word found. */
  fuzzy: boolean;
}

/**
 * Text matching: every word must match (AND), ranked by where it matched (name > code > brand/category).
 * When nothing matches, words one typo away from the catalogue's vocabulary are corrected; when that
 * still finds nothing, products matching at least half of the words are shown. Both are `fuzzy`.
 */
export function matchText(seed: Seed, products: SeedProduct[], phrase: string, locale: DemoLocale = 'pl'): TextMatch {
  const index = searchIndex(seed, locale);
  const { tokens, corrected } = analyseQuery(index, phrase);
  if (!tokens.length) return { matched: products, scores: new Map(), fuzzy: false };
  const folded = normalizeSearchText(phrase).replace(/\s+/g, ' ').trim();

  const run = (query: QueryToken[], partial: boolean): TextMatch => {
    const matched: SeedProduct[] = [];
    const scores = new Map<number, number>();
    const needed = partial ? Math.max(1, Math.ceil(query.length / 2)) : query.length;
    for (const product of products) {
      const text = index.text.get(product.id);
      if (!text) continue;
      let total = 0;
      let hits = 0;
      for (const [position, token] of query.entries()) {
        const score = tokenScore(token, text);
        if (score > 0) hits += 1;
        else if (!partial || query.length - position - 1 + hits < needed) break;
        total += score;
      }
      if (hits < needed) continue;
      if (text.nameText.startsWith(folded)) total += 5;
      else if (text.nameText.includes(folded)) total += 2;
      matched.push(product);
      scores.set(product.id, total + product.popularity / 10_000);
    }
    return { matched, scores, fuzzy: partial };
  };

  const exact = run(tokens, false);
  if (exact.matched.length) return exact;
  if (corrected) {
    const fixed = run(corrected, false);
    if (fixed.matched.length) return { ...fixed, fuzzy: true };
  }
  return run(corrected ?? tokens, true);
}

function sortProducts(products: SeedProduct[], orderBy: ProductOrderBy, scores: Map<number, number>, netPrices: boolean, popularity?: Map<number, number>): SeedProduct[] {
  const sorted = [...products];
  const byName = (a: SeedProduct, b: SeedProduct) => a.name.localeCompare(b.name, 'pl');
  const popular = (p: SeedProduct) => popularity?.get(p.id) ?? p.popularity;
  switch (orderBy) {
    case 'relevance': return sorted.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || popular(b) - popular(a) || a.id - b.id);
    case 'priceAsc': return sorted.sort((a, b) => priceShown(a, netPrices) - priceShown(b, netPrices) || byName(a, b));
    case 'priceDesc': return sorted.sort((a, b) => priceShown(b, netPrices) - priceShown(a, netPrices) || byName(a, b));
    case 'nameAsc': return sorted.sort(byName);
    case 'nameDesc': return sorted.sort((a, b) => byName(b, a));
    case 'newest': return sorted.sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || b.id - a.id);
    default: return sorted.sort((a, b) => popular(b) - popular(a) || b.popularity - a.popularity || a.id - b.id);
  }
}

/** Child categories of the chosen one (or top categories) that hold results, with counts. */
function categoryFilter(seed: Seed, products: SeedProduct[], category: SeedCategory | null): CategoryFilterEntry[] {
  const candidates = category ? category.childIds.map((id) => seed.categoryById.get(id)!) : seed.categories.filter((c) => c.level === 1);
  const counts = new Map<number, number>();
  for (const product of products) {
    for (const id of seed.categoryById.get(product.categoryId)?.pathIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return candidates
    .map((c) => ({ id: c.id, slug: c.slug, name: c.name, count: counts.get(c.id) ?? 0 }))
    .filter((entry) => entry.count > 0);
}

/** The sort options of a listing, in the request's language (relevance only for a text search). */
export function orderByOptions(locale: DemoLocale, withRelevance: boolean, own: SearchOptions['orderLabels'] = {}): OrderByOption[] {
  const labels = { ...ORDER_LABELS[locale], ...own[locale] };
  return (Object.keys(ORDER_LABELS.pl) as ProductOrderBy[])
    .filter((value) => value !== 'relevance' || withRelevance)
    .map((value) => ({ value, label: labels[value] }));
}

export function searchProducts(seed: Seed, params: GetProductsSearchParams, netPrices: boolean, options: SearchOptions = {}): SearchOutcome {
  const locale = options.locale ?? 'pl';
  const phrase = (params.query?.trim() || params['ats-query']?.trim() || '');
  const category = chosenCategory(seed, params);
  const sortOptions = orderByOptions(locale, Boolean(phrase), options.orderLabels);
  if (category === undefined) {
    return { page: [], countTotal: 0, filters: [], orderByOptions: sortOptions, categoryFilter: [], category: null, breadcrumbs: [], fuzzySearch: false };
  }
  const scoped = scopeProducts(seed, params, category, options.candidates);
  const { matched, scores, fuzzy } = matchText(seed, scoped, phrase, locale);
  const { products: filtered, filters } = applyFacets(seed, matched, params.filters ?? {}, netPrices, locale);
  const orderBy = params.orderBy ?? (phrase ? 'relevance' : 'popularity');
  const sorted = sortProducts(filtered, orderBy, scores, netPrices, options.popularity);
  const offset = params.offset ?? 0;
  const limit = params.limit ?? DEFAULT_PAGE_SIZE;
  return {
    page: sorted.slice(offset, offset + limit),
    countTotal: sorted.length,
    filters,
    orderByOptions: sortOptions,
    categoryFilter: categoryFilter(seed, filtered, category),
    category,
    breadcrumbs: category ? category.pathIds.map((id) => seed.categoryById.get(id)!).map((c) => ({ name: c.name, slug: c.slug })) : [],
    // "Showing the closest results" only when there are results.
    fuzzySearch: fuzzy && sorted.length > 0,
  };
}
