import type { CrudFilter } from '@refinedev/core';
import type { AvailableFilter, AvailableFilterType } from '../../generated/model';
import type { ListQuery } from '../listQuery';

/**
 * The account lists' filters (orders, the acceptance queue, invoices): each list call answers with the
 * filters it offers (`availableFilters`); the chosen values live in Refine's filters, which
 * syncWithLocation keeps in the URL.
 */

/** The filter bar's values: filter key → chosen values (one for date, text and scope filters). */
export type FilterValues = Record<string, string[]>;

/** How a filter is given; the API leaves `type` out for a plain select (the contract's default). */
export const filterType = (filter: Pick<AvailableFilter, 'type'>): AvailableFilterType => filter.type ?? 'select';

/**
 * Refine's filters (as kept in the URL by syncWithLocation) → the bar's values. Only `eq` and `in`
 * filters are the bar's; anything else in the URL is left to Refine.
 */
export function filterValuesFromCrud(filters: readonly CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (!('field' in filter) || (filter.operator !== 'eq' && filter.operator !== 'in')) continue;
    const list = (Array.isArray(filter.value) ? filter.value : [filter.value])
      .filter((value: unknown) => value !== undefined && value !== null && value !== '')
      .map(String);
    if (list.length) values[filter.field] = list;
  }
  return values;
}

/**
 * The bar's values → Refine filters: a select is `in` (several values), a date, text or scope is `eq`
 * (one value). Empty values are left out, so "all" is the absence of a filter.
 */
export function crudFiltersFromValues(values: FilterValues, available: readonly AvailableFilter[]): CrudFilter[] {
  const types = new Map(available.map((filter) => [filter.key, filterType(filter)]));
  return Object.entries(values).flatMap<CrudFilter>(([field, list]) => {
    const chosen = list.map((value) => value.trim()).filter(Boolean);
    if (!chosen.length) return [];
    return (types.get(field) ?? 'select') === 'select'
      ? [{ field, operator: 'in', value: chosen }]
      : [{ field, operator: 'eq', value: chosen[0] }];
  });
}

/** How many filters are set (the phone's collapsed bar shows it on its button). */
export const activeFilterCount = (values: FilterValues): number => Object.values(values).filter((list) => list.length > 0).length;

/** The list parameters with the scope lifted out of the filters. */
export type ScopedListQuery = Omit<ListQuery, 'filters'> & { filters?: Record<string, string[]>; scope?: 'mine' | 'company' };

/**
 * The `scope` filter (mine / company) is not one of the list's `filters[...]` but its own parameter
 * of the list call (spec §7 "Lists": limit, offset, orderBy, orderDirection, scope, filters). A value
 * the API does not know is dropped rather than sent.
 */
export function splitScope(query: ListQuery): ScopedListQuery {
  if (!query.filters?.scope) return query;
  const { scope, ...filters } = query.filters;
  const value = scope[0];
  return {
    ...query,
    filters: Object.keys(filters).length ? filters : undefined,
    ...(value === 'mine' || value === 'company' ? { scope: value } : {}),
  };
}
