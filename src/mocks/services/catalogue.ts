/** Brands, promotions, printing devices and the product lists of the error page (bestsellers, price hits). */
import type { Brand, BrandDetails, Equipment, GetBrandsParams, GetPromotionsParams, PrintingDevice, Promotion, PromotionDetails } from '../../generated/model';
import { PROMOTION_PAGES } from '../db/content/promotions';
import { indexes, normalizeCode } from '../db/indexes';
import { normalizeSearchText, plural } from '../db/text';
import type { Seed, SeedBrand, SeedProduct, SeedPromotion } from '../db/types';
import { badRequest } from '../http/errors';
import { brandLogo, promotionImage } from '../presenters/images';
import { queryTokens } from './textMatch';

const DAY = 86_400_000;

// ─── Brands ──────────────────────────────────────────────────────────────

interface BrandStats { count: number; popularity: number; categories: Map<number, number> }
const brandStatsCache = new WeakMap<Seed, Map<number, BrandStats>>();

/** Listed products per brand (count, summed popularity, leaf categories). */
export function brandStats(seed: Seed): Map<number, BrandStats> {
  const cached = brandStatsCache.get(seed);
  if (cached) return cached;
  const stats = new Map<number, BrandStats>();
  for (const product of indexes(seed).listed) {
    const entry = stats.get(product.brandId) ?? { count: 0, popularity: 0, categories: new Map() };
    entry.count += 1;
    entry.popularity += product.popularity;
    entry.categories.set(product.categoryId, (entry.categories.get(product.categoryId) ?? 0) + 1);
    stats.set(product.brandId, entry);
  }
  brandStatsCache.set(seed, stats);
  return stats;
}

export const toBrand = (brand: SeedBrand): Brand => ({ id: brand.id, slug: brand.slug, name: brand.name, logoUrl100x80: brandLogo(brand.slug) });

const BRAND_ORDER = ['name', 'productCount', 'popularity'] as const;
const BRAND_FILTERS = ['letter', 'name', 'polish'];

function checkKeys(filters: Record<string, string[]>, allowed: string[]): void {
  for (const key of Object.keys(filters)) {
    if (!allowed.includes(key)) throw badRequest(`Nieznany filtr „${key}”. Dostępne filtry: ${allowed.join(', ')}.`);
  }
}

/** The first letter a brand is listed under on the brands page: A–Z (Polish letters folded) or 0-9. */
export const brandLetter = (name: string): string => {
  const first = normalizeSearchText(name).charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '0-9' : first;
};

/** Brands with products in the catalogue; filters `letter`, `name` (part of the name), `polish` (1/0). */
export function listBrands(seed: Seed, params: GetBrandsParams): { brands: Brand[]; countTotal: number } {
  const filters = params.filters ?? {};
  checkKeys(filters, BRAND_FILTERS);
  const orderBy = params.orderBy ?? 'name';
  if (!(BRAND_ORDER as readonly string[]).includes(orderBy)) throw badRequest(`Pole „orderBy” ma niedozwoloną wartość. Dozwolone: ${BRAND_ORDER.join(', ')}.`);
  const stats = brandStats(seed);
  const letters = (filters.letter ?? []).map((letter) => letter.toUpperCase());
  const name = normalizeSearchText(filters.name?.[0] ?? '').trim();
  const polish = filters.polish?.[0];
  const matched = seed.brands.filter((brand) => {
    if (!stats.get(brand.id)?.count) return false;
    if (letters.length && !letters.includes(brandLetter(brand.name))) return false;
    if (name && !normalizeSearchText(brand.name).includes(name)) return false;
    if (polish !== undefined && brand.polish !== (polish === '1' || polish === 'true')) return false;
    return true;
  });
  const direction = params.orderDirection ?? (orderBy === 'name' ? 'ASC' : 'DESC');
  const sign = direction === 'ASC' ? 1 : -1;
  const value = (brand: SeedBrand) => (orderBy === 'productCount' ? stats.get(brand.id)!.count : stats.get(brand.id)!.popularity);
  const sorted = [...matched].sort((a, b) =>
    orderBy === 'name' ? sign * a.name.localeCompare(b.name, 'pl') : sign * (value(a) - value(b)) || a.name.localeCompare(b.name, 'pl'));
  const offset = params.offset ?? 0;
  const limit = params.limit ?? sorted.length;
  return { brands: sorted.slice(offset, offset + limit).map(toBrand), countTotal: sorted.length };
}

/** One brand with a description built from what the shop sells of it. */
export function brandDetails(seed: Seed, slug: string): BrandDetails | null {
  const brand = seed.brands.find((candidate) => candidate.slug === slug);
  const stats = brand ? brandStats(seed).get(brand.id) : undefined;
  if (!brand || !stats?.count) return null;
  const top = [...stats.categories.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([id]) => seed.categoryById.get(id)!);
  const count = `${stats.count} ${plural(stats.count, 'produkt', 'produkty', 'produktów')}`;
  const origin = brand.polish ? 'polski producent' : 'marka';
  const links = top.map((category) => `<a href="/kategoria/${category.slug}">${category.name}</a>`).join(', ');
  return {
    ...toBrand(brand),
    description: `<p><strong>${brand.name}</strong> – ${origin} w kategoriach: ${top.map((c) => c.name.toLowerCase()).join(', ')}. W ofercie Spinacza znajdziesz ${count} tej marki, z dostawą już następnego dnia roboczego.</p><p>Najczęściej wybierane kategorie: ${links}.</p>`,
    productCount: stats.count,
    seoData: {
      title: `${brand.name} – ${count} w sklepie Spinacz`,
      description: `Produkty marki ${brand.name} (${count}) w hurtowni Spinacz: ${top.map((c) => c.name.toLowerCase()).join(', ')}. Darmowa dostawa od 250 zł.`,
    },
  };
}

// ─── Promotions ──────────────────────────────────────────────────────────

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const PROMOTION_ORDER = ['startDate', 'endDate', 'name'] as const;

export function toPromotion(seed: Seed, promotion: SeedPromotion): Promotion {
  const page = PROMOTION_PAGES[promotion.slug];
  const day = (offset: number | null | undefined) => (offset === null || offset === undefined ? null : isoDay(new Date(seed.today.getTime() + offset * DAY)));
  return {
    id: promotion.id,
    slug: promotion.slug,
    name: promotion.name,
    description: page?.description ?? null,
    imageUrl: promotionImage(promotion.slug),
    startDate: day(page?.starts),
    endDate: day(page?.ends),
    promotionGroupId: promotion.id,
    isOutlet: promotion.slug === 'outlet',
  };
}

/** Current promotions (the outlet always; the eco listing is not a promotion tile). Filters: `isOutlet` (1/0). */
export function listPromotions(seed: Seed, params: GetPromotionsParams): { promotions: Promotion[]; countTotal: number } {
  const filters = params.filters ?? {};
  checkKeys(filters, ['isOutlet']);
  const orderBy = (params.orderBy ?? 'startDate') as (typeof PROMOTION_ORDER)[number];
  if (!PROMOTION_ORDER.includes(orderBy)) throw badRequest(`Pole „orderBy” ma niedozwoloną wartość. Dozwolone: ${PROMOTION_ORDER.join(', ')}.`);
  const outlet = filters.isOutlet?.[0];
  const current = seed.promotions.filter((promotion) => {
    const page = PROMOTION_PAGES[promotion.slug];
    if (!page?.listed) return false;
    if ((page.starts ?? 0) > 0 || (page.ends ?? 0) < 0) return false;
    if (outlet !== undefined && (promotion.slug === 'outlet') !== (outlet === '1' || outlet === 'true')) return false;
    return true;
  }).map((promotion) => toPromotion(seed, promotion));
  const sign = (params.orderDirection ?? (orderBy === 'name' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const sorted = current.sort((a, b) => {
    if (orderBy === 'name') return sign * a.name.localeCompare(b.name, 'pl');
    const left = a[orderBy];
    const right = b[orderBy];
    if (left === right) return a.id - b.id;
    if (left === null) return 1; // open-ended promotions (the outlet) last
    if (right === null) return -1;
    return sign * left.localeCompare(right);
  });
  const offset = params.offset ?? 0;
  const limit = params.limit ?? sorted.length;
  return { promotions: sorted.slice(offset, offset + limit), countTotal: sorted.length };
}

export function promotionDetails(seed: Seed, slug: string): PromotionDetails | null {
  const promotion = seed.promotions.find((candidate) => candidate.slug === slug);
  if (!promotion) return null;
  const base = toPromotion(seed, promotion);
  const page = PROMOTION_PAGES[slug];
  const until = base.endDate ? ` Promocja trwa do ${base.endDate.split('-').reverse().join('.')}.` : '';
  return {
    ...base,
    content: page ? `${page.content}${until ? `<p>${until.trim()}</p>` : ''}` : null,
    seoData: { title: `${promotion.name} – promocje | Spinacz`, description: `${page?.description ?? promotion.name}${until}` },
  };
}

// ─── Printing devices ───────────────────────────────────────────────────

const deviceKey = (text: string): string => normalizeCode(normalizeSearchText(text));

export function deviceBrands(seed: Seed): string[] {
  return [...new Set(seed.devices.map((device) => device.brand))].sort((a, b) => a.localeCompare(b, 'pl'));
}

/** The models of a brand (its name in any letter case), in natural order. */
export function devicesOfBrand(seed: Seed, brandName: string): PrintingDevice[] {
  const wanted = deviceKey(brandName);
  return seed.devices
    .filter((device) => deviceKey(device.brand) === wanted)
    .map((device) => ({ brand: device.brand, model: device.model }))
    .sort((a, b) => a.model.localeCompare(b.model, 'pl', { numeric: true }));
}

const AUTOCOMPLETE_LIMIT = 10;

/** Devices whose "brand model" holds every word of the query, and OEM codes holding the typed code. */
export function devicesAutocomplete(seed: Seed, query: string): { devices: PrintingDevice[]; equipment: Equipment[] } {
  const words = queryTokens(query).map(normalizeCode).filter(Boolean);
  const code = normalizeCode(query);
  if (!words.length) return { devices: [], equipment: [] };
  const devices = seed.devices
    .map((device) => ({ device, brand: deviceKey(device.brand), model: deviceKey(device.model) }))
    .filter(({ brand, model }) => words.every((word) => brand.startsWith(word) || model.includes(word) || `${brand}${model}`.includes(word)))
    .sort((a, b) => Number(b.model.startsWith(code)) - Number(a.model.startsWith(code)) || a.device.brand.localeCompare(b.device.brand) || a.device.model.localeCompare(b.device.model, 'pl', { numeric: true }))
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map(({ device }) => ({ brand: device.brand, model: device.model }));
  const equipment = new Map<string, Equipment & { starts: boolean }>();
  if (code.length >= 2) {
    for (const product of indexes(seed).listed) {
      if (!product.oemCode || equipment.has(product.oemCode)) continue;
      const oem = normalizeCode(product.oemCode);
      if (!oem.includes(code)) continue;
      const brandName = seed.deviceById.get(product.deviceIds[0])?.brand ?? seed.brandById.get(product.brandId)?.name ?? '';
      equipment.set(product.oemCode, { brandName, oemCode: product.oemCode, starts: oem.startsWith(code) });
    }
  }
  return {
    devices,
    equipment: [...equipment.values()]
      .sort((a, b) => Number(b.starts) - Number(a.starts) || a.oemCode.localeCompare(b.oemCode))
      .slice(0, AUTOCOMPLETE_LIMIT)
      .map(({ brandName, oemCode }) => ({ brandName, oemCode })),
  };
}

// ─── Error-page product lists ────────────────────────────────────────────

export const ERROR_PAGE_LIST_SIZE = 12;

/** At most `perCategory` products of one leaf category, so a list is not all toners. */
function varied(products: SeedProduct[], limit: number, perCategory = 2): SeedProduct[] {
  const taken = new Map<number, number>();
  const result: SeedProduct[] = [];
  for (const product of products) {
    if (result.length >= limit) break;
    const count = taken.get(product.categoryId) ?? 0;
    if (count >= perCategory) continue;
    taken.set(product.categoryId, count + 1);
    result.push(product);
  }
  return result;
}

/** The most popular products in stock. */
export function bestsellers(seed: Seed, limit = ERROR_PAGE_LIST_SIZE): SeedProduct[] {
  const candidates = indexes(seed).listed.filter((p) => p.stock > 0).sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return varied(candidates, limit);
}

/** "Hity cenowe": discounted products in stock (not the outlet), the biggest discount first. */
export function priceHits(seed: Seed, limit = ERROR_PAGE_LIST_SIZE): SeedProduct[] {
  const discount = (p: SeedProduct) => (p.oldPriceNet ? 1 - p.priceNet / p.oldPriceNet : 0);
  const candidates = indexes(seed).listed
    .filter((p) => p.oldPriceNet !== null && !p.outlet && p.stock > 0)
    .sort((a, b) => discount(b) - discount(a) || b.popularity - a.popularity || a.id - b.id);
  return varied(candidates, limit);
}
