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
