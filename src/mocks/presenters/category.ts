import type { Brand, Category, CategoryRef } from '../../generated/model';
import { indexes } from '../db/indexes';
import type { SeedCategory } from '../db/types';
import { brandLogo } from './images';
import { categoryAllowed, type ViewContext } from './context';
import { toProductSummary } from './product';

export const toCategoryRef = (category: SeedCategory): CategoryRef => ({ id: category.id, slug: category.slug, name: category.name });

export interface TreeOptions {
  /** Levels of children below this node (0 = none). */
  depth: number;
  orderBy: 'popularity' | 'name';
  recommendedBrands: boolean;
  recommendedItem: boolean;
}

const popularityCache = new WeakMap<object, Map<number, number>>();

/** Sum of product popularity per category (for orderBy=popularity). */
function popularityOf(ctx: ViewContext, categoryId: number): number {
  let map = popularityCache.get(ctx.seed);
  if (!map) {
    map = new Map();
    for (const product of indexes(ctx.seed).listed) {
      for (const id of ctx.seed.categoryById.get(product.categoryId)?.pathIds ?? []) map.set(id, (map.get(id) ?? 0) + product.popularity);
    }
    popularityCache.set(ctx.seed, map);
  }
  return map.get(categoryId) ?? 0;
}

export function sortCategories(ctx: ViewContext, list: SeedCategory[], orderBy: TreeOptions['orderBy']): SeedCategory[] {
  return orderBy === 'name'
    ? [...list].sort((a, b) => a.name.localeCompare(b.name, 'pl'))
    : [...list].sort((a, b) => popularityOf(ctx, b.id) - popularityOf(ctx, a.id));
}

/** The brands with most products in the category. */
export function recommendedBrands(ctx: ViewContext, category: SeedCategory, limit = 6): Brand[] {
  const counts = new Map<number, number>();
  for (const product of indexes(ctx.seed).listed) {
    if (category.subtreeIds.includes(product.categoryId)) counts.set(product.brandId, (counts.get(product.brandId) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .flatMap(([id]) => {
      const brand = ctx.seed.brandById.get(id);
      return brand ? [{ id: brand.id, slug: brand.slug, name: brand.name, logoUrl100x80: brandLogo(brand.slug) }] : [];
    });
}

/** The category's most popular orderable product, preferring one on promotion. */
export function recommendedProduct(ctx: ViewContext, category: SeedCategory) {
  const candidates = indexes(ctx.seed).listed.filter((p) => category.subtreeIds.includes(p.categoryId) && p.stock > 0);
  const pick = [...candidates].sort((a, b) => Number(Boolean(b.promotionId)) - Number(Boolean(a.promotionId)) || b.popularity - a.popularity)[0];
  return pick ? toProductSummary(pick, ctx) : null;
}

/** A category node with its children down to `depth` levels. */
export function toCategoryNode(ctx: ViewContext, category: SeedCategory, options: TreeOptions, isRoot = true): Category {
  const children = options.depth > 0
    ? sortCategories(ctx, category.childIds.map((id) => ctx.seed.categoryById.get(id)!), options.orderBy)
      .map((child) => toCategoryNode(ctx, child, { ...options, depth: options.depth - 1 }, false))
    : [];
  const node: Category = {
    id: category.id,
    slug: category.slug,
    name: category.name,
    iconClass: category.iconClass,
    level: category.level,
    parentId: category.parentId,
    productCount: indexes(ctx.seed).countByCategory.get(category.id) ?? 0,
    isUserAllowedToOrderItems: categoryAllowed(ctx, category.id),
    children,
  };
  if (options.recommendedBrands && category.level <= 2) node.recommendedBrands = recommendedBrands(ctx, category);
  if (options.recommendedItem && isRoot) node.recommendedItem = recommendedProduct(ctx, category);
  return node;
}
