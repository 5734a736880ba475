/**
 * Mini-catalogues (spec §2, §6 catalogSubsets; company customers): the company's curated selections
 * and a page of one selection's products (36 a page, spec §9), with the selection itself.
 */
import { getMiniCatalogueProducts, getMiniCatalogues } from '../../generated/api/content-and-reports/content-and-reports';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { MINI_CATALOGUE_PRODUCTS_RESOURCE, MINI_CATALOGUES_RESOURCE } from './resource';

/** Product listings show 36 products a page (spec §9). */
export const MINI_CATALOGUE_PAGE_SIZE = 36;

export async function listMiniCatalogues(query: ListQuery, signal?: AbortSignal) {
  const response = await getMiniCatalogues({ limit: query.limit, offset: query.offset }, undefined, signal);
  return { data: response.miniCatalogues, total: response.countTotal };
}

/** A page of one mini-catalogue's products (filter `slug`); `miniCatalogue` is the selection itself (name, description). */
export async function listMiniCatalogueProducts(query: ListQuery, signal?: AbortSignal) {
  const slug = query.filters?.slug?.[0] ?? '';
  const response = await getMiniCatalogueProducts(slug, { limit: query.limit, offset: query.offset }, undefined, signal);
  return { data: response.products, total: response.countTotal, miniCatalogue: response.miniCatalogue };
}

export const miniCataloguesBinding = { list: listMiniCatalogues } satisfies ResourceBinding;
export const miniCatalogueProductsBinding = { list: listMiniCatalogueProducts } satisfies ResourceBinding;
