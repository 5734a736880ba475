import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const MINI_CATALOGUES_RESOURCE = 'mini-catalogues';
export const MINI_CATALOGUE_PRODUCTS_RESOURCE = 'mini-catalogue-products';

/** The company's mini-catalogues (curated selections); spec §6: they follow from the existence of a catalogue subset type. */
export const miniCatalogues = {
  name: MINI_CATALOGUES_RESOURCE,
  routes: { list: 'dashboard-minicatalogs', show: 'dashboard-minicatalogs-slug' },
  screens: {
    'dashboard-minicatalogs': 'mini-catalogues/MiniCataloguesList',
    'dashboard-minicatalogs-slug': 'mini-catalogues/MiniCatalogueShow',
    'dashboard-minicatalogs-slug-page-number': 'mini-catalogues/MiniCatalogueShow',
  },
  binding: 'mini-catalogues/miniCataloguesResource#miniCataloguesBinding',
  access: { flag: 'catalogSubsetType' },
  menu: ['dashboard-minicatalogs'],
} as const satisfies ResourceDescriptor;

/** A page of one mini-catalogue's products (filter `slug`), with the selection itself. */
export const miniCatalogueProducts = {
  name: MINI_CATALOGUE_PRODUCTS_RESOURCE,
  binding: 'mini-catalogues/miniCataloguesResource#miniCatalogueProductsBinding',
  access: { flag: 'catalogSubsetType' },
  lookup: true,
} as const satisfies ResourceDescriptor;
