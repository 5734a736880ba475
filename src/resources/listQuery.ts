import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

/** The list parameters every list call of the API takes (spec §7 "Lists"). */
export interface ListQuery {
  limit: number;
  offset: number;
  orderBy?: string;
  orderDirection?: 'ASC' | 'DESC';
  filters?: Record<string, string[]>;
}

/** Account lists show 24 rows a page (spec §9). */
export const ACCOUNT_PAGE_SIZE = 24;

/**
 * Refine's pagination, sorters and filters → the API's `limit/offset/orderBy/orderDirection/filters`.
 * Only the first sorter is sent (the API sorts by one field); `eq` and `in` filters become value lists.
 */
export function toListQuery(params: { pagination?: Pagination; sorters?: CrudSort[]; filters?: CrudFilter[] }): ListQuery {
  const pageSize = params.pagination?.pageSize ?? ACCOUNT_PAGE_SIZE;
  const currentPage = Math.max(1, params.pagination?.currentPage ?? 1);
  const query: ListQuery = { limit: pageSize, offset: (currentPage - 1) * pageSize };
  const [sorter] = params.sorters ?? [];
  if (sorter) {
    query.orderBy = sorter.field;
    query.orderDirection = sorter.order === 'asc' ? 'ASC' : 'DESC';
  }
  const filters: Record<string, string[]> = {};
  for (const filter of params.filters ?? []) {
    if (!('field' in filter)) continue;
    if (filter.operator !== 'eq' && filter.operator !== 'in') continue;
    const values = (Array.isArray(filter.value) ? filter.value : [filter.value])
      .filter((value: unknown) => value !== undefined && value !== null && value !== '')
      .map(String);
    if (values.length) filters[filter.field] = values;
  }
  if (Object.keys(filters).length) query.filters = filters;
  return query;
}

/** The page sizes an account grid offers (its toolbar's choice); the first is the default. */
export const ACCOUNT_PAGE_SIZES = [24, 48, 96] as const;

/**
 * The page size a list shows for what the address asks (`?pageSize=48`): one of the sizes the list
 * offers, else its default (a size typed into the address that the list does not offer, or none).
 */
export function pageSizeChoice(asked: unknown, offered: readonly number[], fallback: number): number {
  const size = typeof asked === 'number' ? asked : typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : NaN;
  return offered.includes(size) ? size : fallback;
}

/** A list's state as the address keeps it: page, page size, sort and filters (the permanent ones left out). */
export interface ListState {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/** A page number from the address: a whole number from 1, else the first page. */
export function pageChoice(asked: unknown): number {
  const page = typeof asked === 'number' ? asked : typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : NaN;
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One text for a list state, equal for equal states whether they come from the list or from the
 * address (which gives every value back as text: a filter's 7 is "7" there).
 */
export function listStateKey(state: ListState): string {
  return asText(state);
}

const asText = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'number' || typeof inner === 'boolean' ? String(inner) : inner));

/**
 * Which side of a list follows the other, given the list's state and the address's (as keys) and what
 * each was at the last look: when the address moved (Back, Forward, a link) the list follows it; when
 * only the list moved (the user changed a page, sort or filter) a new history entry is pushed; when
 * neither moved, a change already made is on its way and nothing is done.
 */
export function listSyncStep(seen: { address: string; table: string }, address: string, table: string): 'none' | 'followAddress' | 'pushEntry' {
  if (address === table) return 'none';
  if (address !== seen.address) return 'followAddress';
  if (table !== seen.table) return 'pushEntry';
  return 'none';
}

/** The filters of `filters` that are not among `permanent` (a list's fixed filters stay out of the address). */
export function withoutPermanent<T>(items: T[], permanent: T[]): T[] {
  if (!permanent.length) return items;
  const fixed = new Set(permanent.map(asText));
  return items.filter((item) => !fixed.has(asText(item)));
}

/** Sorters as the address gives them back (qs): only those with a field and an order. */
export function sortersFromAddress(value: unknown): CrudSort[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((item): item is { field: string; order: string } => typeof item?.field === 'string' && (item.order === 'asc' || item.order === 'desc'))
    .map((item) => ({ field: item.field, order: item.order as 'asc' | 'desc' }));
}

/** Filters as the address gives them back (qs): only plain field filters. */
export function filtersFromAddress(value: unknown): CrudFilter[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is CrudFilter => typeof item?.field === 'string' && typeof item.operator === 'string' && 'value' in item);
}
