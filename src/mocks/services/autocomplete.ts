/** The search box's autocomplete: matching products (best first) and categories (by name, then by where the products are). */
import { money } from '../../domain/money';
import type { AutocompleteCategory, AutocompleteProduct, ProductAutocompleteResponse } from '../../generated/model';
import { indexes, searchIndex, type ProductText } from '../db/indexes';
import { normalizeSearchText, searchWords } from '../db/text';
import type { Seed, SeedCategory, SeedProduct } from '../db/types';
import { productImage } from '../presenters/images';
import { categoryNameEn } from '../presenters/localise';
import type { DemoLocale } from '../http/locale';
import { matchText } from './search';
import { analyseQuery, tokenScore } from './textMatch';

export const AUTOCOMPLETE_CATEGORIES = 8;

/** `priceNet`: the viewer's net price of a product (its company's offer, services/companyPrices.ts); list price by default. */
export function toAutocompleteProduct(seed: Seed, product: SeedProduct, priceNet: (product: SeedProduct) => number = (p) => p.priceNet): AutocompleteProduct {
  const brand = seed.brandById.get(product.brandId);
  const category = seed.categoryById.get(product.categoryId)!;
  const promotion = product.promotionId ? seed.promotions.find((p) => p.id === product.promotionId) ?? null : null;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    brand: brand ? { name: brand.name } : null,
    mainPictureUrl150x150: productImage(product.slug, 150),
    category: { name: category.name, namesInPath: category.pathIds.map((id) => seed.categoryById.get(id)?.name ?? '') },
    priceObject: money(priceNet(product), product.vat),
    priceBeforeDiscountObject: product.oldPriceNet === null ? null : money(product.oldPriceNet, product.vat),
    promotion: promotion ? { id: promotion.id, name: promotion.name, slug: promotion.slug } : null,
  };
}

const categoryText = (category: SeedCategory, locale: DemoLocale): ProductText => {
  const name = locale === 'en' ? `${category.name} ${categoryNameEn(category.name)}` : category.name;
  return { name: searchWords(name), brand: [], category: [], codes: [], ean: null, nameText: normalizeSearchText(name) };
};

export function autocomplete(
  seed: Seed,
  params: { query: string; categoryIds?: number[]; limit?: number },
  priceNet?: (product: SeedProduct) => number,
  locale: DemoLocale = 'pl',
): ProductAutocompleteResponse {
  const phrase = params.query.trim();
  if (!phrase) return { products: [], categories: [] };
  const scope = new Set<number>();
  for (const id of params.categoryIds ?? []) seed.categoryById.get(id)?.subtreeIds.forEach((sub) => scope.add(sub));
  const inScope = (categoryId: number) => !scope.size || scope.has(categoryId);
  const base = indexes(seed).listed.filter((p) => inScope(p.categoryId));
  const { matched, scores } = matchText(seed, base, phrase, locale);
  const ranked = [...matched].sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || b.popularity - a.popularity || a.id - b.id);

  // Categories named like the phrase (deepest and best matching first), then those holding the most matches.
  const { tokens, corrected } = analyseQuery(searchIndex(seed, locale), phrase);
  const query = corrected ?? tokens;
  const named = seed.categories
    .filter((category) => inScope(category.id))
    .map((category) => {
      const text = categoryText(category, locale);
      const parts = query.map((token) => tokenScore(token, text));
      return { category, score: parts.every((score) => score > 0) ? parts.reduce((sum, score) => sum + score, 0) : 0 };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.category.level - a.category.level || a.category.name.localeCompare(b.category.name, 'pl'))
    .map((entry) => entry.category);
  const holding = new Map<number, number>();
  for (const product of matched) holding.set(product.categoryId, (holding.get(product.categoryId) ?? 0) + 1);
  const byProducts = [...holding.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => seed.categoryById.get(id)!);
  const categories: AutocompleteCategory[] = [];
  for (const category of [...named, ...byProducts]) {
    if (categories.length >= AUTOCOMPLETE_CATEGORIES) break;
    if (!categories.some((entry) => entry.id === category.id)) categories.push({ id: category.id, name: category.name, slug: category.slug });
  }
  return { products: ranked.slice(0, params.limit ?? 50).map((product) => toAutocompleteProduct(seed, product, priceNet)), categories };
}
