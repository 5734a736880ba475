/**
 * Mini-catalogues (company customers): the seeded selections (db/seed/miniCatalogues.ts) and a page of
 * one catalogue's products, shaped as every product listing is — the search's listing code with the
 * catalogue's products as candidates in the catalogue's own order, 36 a page (spec §9), and the product
 * presenter's tiles. A private customer has none (403); an unknown slug is 404.
 */
import type { MiniCatalogue, MiniCatalogueListResponse, MiniCatalogueProductsResponse } from '../../generated/model';
import { seededMiniCatalogues, type SeedMiniCatalogue } from '../db/seed/miniCatalogues';
import type { SeedProduct } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import type { ViewContext } from '../presenters/context';
import { productImage } from '../presenters/images';
import { toProductSummary } from '../presenters/product';
import { type ListFilters, requireFilterKeys, requireOrderBy, sortAndPage } from './listQuery';
import { searchProducts } from './search';

export type CatalogueContext = ViewContext & { company: NonNullable<ViewContext['company']> };

const MESSAGES = {
  pl: { privateCustomer: 'Minikatalogi są dostępne dla klientów firmowych.', notFound: (slug: string) => `Nie znaleziono minikatalogu „${slug}”.` },
  en: { privateCustomer: 'Mini-catalogues are available to business customers.', notFound: (slug: string) => `The mini-catalogue "${slug}" was not found.` },
} as const;

export function requireCatalogueAccess(ctx: CatalogueContext, locale: DemoLocale = 'pl'): void {
  if (ctx.company.isPrivateCustomer) throw forbidden(MESSAGES[locale].privateCustomer);
}

/** The catalogue's products still on offer, in its own order. */
function productsOf(catalogue: SeedMiniCatalogue, ctx: ViewContext): SeedProduct[] {
  return catalogue.productIds.map((id) => ctx.seed.productById.get(id)).filter((product): product is SeedProduct => product !== undefined && !product.discontinued);
}

function toMiniCatalogue(catalogue: SeedMiniCatalogue, ctx: ViewContext): MiniCatalogue {
  const products = productsOf(catalogue, ctx);
  return {
    id: catalogue.id,
    slug: catalogue.slug,
    name: catalogue.name,
    description: catalogue.description,
    imageUrl: products.length ? productImage(products[0].slug) : null,
    productCount: products.length,
    updatedAt: catalogue.updatedAt,
  };
}

const ORDER_BY = ['updatedAt', 'name', 'productCount'] as const;

/** GET mini-catalogues: most recently updated first by default; no filters. */
export function listMiniCatalogues(ctx: CatalogueContext, query: { limit?: number; offset?: number; orderBy?: string; orderDirection?: 'ASC' | 'DESC'; filters?: ListFilters }, locale: DemoLocale): MiniCatalogueListResponse {
  requireCatalogueAccess(ctx, locale);
  const orderBy = requireOrderBy(query.orderBy, ORDER_BY, 'updatedAt');
  requireFilterKeys(query.filters ?? {}, []);
  const catalogues = seededMiniCatalogues(ctx.seed).map((catalogue) => toMiniCatalogue(catalogue, ctx));
  const key = (catalogue: MiniCatalogue): string | number =>
    orderBy === 'name' ? catalogue.name.toLocaleLowerCase('pl') : orderBy === 'productCount' ? catalogue.productCount : catalogue.updatedAt;
  return { miniCatalogues: sortAndPage(catalogues, key, (catalogue) => catalogue.id, query), countTotal: catalogues.length };
}

/** GET mini-catalogues/{slug}/products: a page of the catalogue's product tiles (36 by default). */
export function miniCatalogueProducts(ctx: CatalogueContext, slug: string, query: { limit?: number; offset?: number }, locale: DemoLocale): MiniCatalogueProductsResponse {
  requireCatalogueAccess(ctx, locale);
  const catalogue = seededMiniCatalogues(ctx.seed).find((candidate) => candidate.slug === slug);
  if (!catalogue) throw notFound(MESSAGES[locale].notFound(slug));
  const products = productsOf(catalogue, ctx);
  // The listing's "popularity" order is the catalogue's own: the first product ranks highest.
  const rank = new Map(products.map((product, index) => [product.id, products.length - index]));
  const outcome = searchProducts(ctx.seed, { limit: query.limit, offset: query.offset, orderBy: 'popularity' }, ctx.netPrices, { locale, candidates: products, popularity: rank });
  return {
    miniCatalogue: toMiniCatalogue(catalogue, ctx),
    products: outcome.page.map((product) => toProductSummary(product, ctx)),
    countTotal: outcome.countTotal,
  };
}
