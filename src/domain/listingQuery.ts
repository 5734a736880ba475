/**
 * The state of a product listing kept in the URL, so a link reproduces the view (spec §4):
 * facets as `filters[key][]=value`, the sort as `orderBy`, the page size as `perPage`.
 * The page number lives in the path (`/strona/{n}`); every change of filter, sort, page size
 * or category leads to the first page.
 */
import { ProductOrderBy, type GetProductsSearchParams } from '../generated/model';
import { DEFAULT_PAGE_SIZE, listingWindow, parsePageSize, type PageSize } from './pageSize';

export type FilterSelection = Record<string, string[]>;

export interface ListingState {
  filters: FilterSelection;
  orderBy?: string;
  pageSize: PageSize;
}

const FILTER_KEY = /^filters\[([^[\]]+)\](?:\[\])?$/;

const SORTS: readonly string[] = Object.values(ProductOrderBy);

/** A sort the product search knows (an address may carry an old or mistyped one: the default sort then). */
const isSort = (value: string): value is ProductOrderBy => SORTS.includes(value);

/** Reads the listing state from a query string. */
export function readListingState(search: URLSearchParams): ListingState {
  const filters: FilterSelection = {};
  for (const [key, value] of search.entries()) {
    const match = FILTER_KEY.exec(key);
    if (!match || value === '') continue;
    const values = (filters[match[1]] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const orderBy = search.get('orderBy')?.trim();
  return { filters, ...(orderBy && isSort(orderBy) ? { orderBy } : {}), pageSize: parsePageSize(search.get('perPage')) };
}

/**
 * The product search of one page of a listing, as the page asks and as the server's head reads it:
 * the listing's fixed part (`base`: category, brand, phrase...), the window of the page (one product
 * fewer where the reserved tile stands), and the URL's sort and facets (which replace any of `base`).
 */
export function listingSearch(base: GetProductsSearchParams, page: number, state: ListingState, reserved: boolean): GetProductsSearchParams {
  const { limit, offset } = listingWindow(page, state.pageSize, reserved);
  return {
    ...base,
    limit,
    offset,
    ...(state.orderBy ? { orderBy: state.orderBy as ProductOrderBy } : {}),
    ...(Object.keys(state.filters).length ? { filters: state.filters } : {}),
  };
}

/** The query of a listing state (defaults left out), merged into `extra` (e.g. the search phrase). */
export function listingQuery(state: ListingState, extra: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { ...extra };
  for (const [key, values] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (values.length) query[`filters[${key}][]`] = [...values];
  }
  if (state.orderBy) query.orderBy = state.orderBy;
  if (state.pageSize !== DEFAULT_PAGE_SIZE) query.perPage = String(state.pageSize);
  return query;
}

/** Turns one facet value on or off. */
export function toggleFilter(state: ListingState, key: string, value: string): ListingState {
  const current = state.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const filters = { ...state.filters, [key]: next };
  if (!next.length) delete filters[key];
  return { ...state, filters };
}

/** Removes every facet value (sort and page size stay). */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: {} };
}

export function withOrderBy(state: ListingState, orderBy: string | undefined): ListingState {
  const next = { ...state, orderBy: orderBy || undefined };
  if (!next.orderBy) delete next.orderBy;
  return next;
}

export function withPageSize(state: ListingState, pageSize: PageSize): ListingState {
  return { ...state, pageSize };
}

/** How many facet values are chosen. */
export function activeFilterCount(state: ListingState): number {
  return Object.values(state.filters).reduce((sum, values) => sum + values.length, 0);
}

/** Whether a facet value is chosen. */
export function isFilterActive(state: ListingState, key: string, value: string): boolean {
  return state.filters[key]?.includes(value) ?? false;
}

/** Spec §9: the eco-only filter is promotion group 15050. */
export const ECO_PROMOTION_GROUP_ID = 15050;

/** The search behind each listing of fixed content (eco products, the wholesale pallets), for the page and the web server alike. */
export const FIXED_LISTING_SEARCH = {
  eco: { promotionGroupId: ECO_PROMOTION_GROUP_ID },
  pallets: { onlyPalletPacks: true },
} as const;
