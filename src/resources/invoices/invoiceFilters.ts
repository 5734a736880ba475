import type { CrudFilter } from '@refinedev/core';
import type { AvailableFilter, AvailableFilterType } from '../../generated/model';
import type { ListQuery } from '../listQuery';

/** The list parameters with `scope` lifted out of the filters into its own parameter. */
export type ApiListParams = ListQuery & { scope?: string };

/**
 * A `scope` filter (type `scope` in availableFilters) is not a `filters[scope][]` value but the list's
 * own `scope` parameter (mine / company); every other filter stays a `filters[key][]` list.
 */
export function toApiListParams(query: ListQuery): ApiListParams {
  const { scope, ...filters } = query.filters ?? {};
  const params: ApiListParams = { ...query, filters: Object.keys(filters).length ? filters : undefined };
  if (!params.filters) delete params.filters;
  if (scope?.[0]) params.scope = scope[0];
  return params;
}

/** How a filter of availableFilters is given; absent means `select` (the contract's default). */
export function filterType(filter: Pick<AvailableFilter, 'type'>): AvailableFilterType {
  return filter.type ?? 'select';
}

/** The values a refine filter holds for a key (empty when not set). */
export function filterValues(filters: readonly CrudFilter[], key: string): string[] {
  const found = filters.find((filter) => 'field' in filter && filter.field === key);
  if (!found || found.value === undefined || found.value === null || found.value === '') return [];
  return (Array.isArray(found.value) ? found.value : [found.value]).map(String).filter(Boolean);
}

/**
 * The refine filter for a key: `select` keeps a list (operator `in`), `date`, `text` and `scope` one
 * value (operator `eq`); an empty value removes the filter (value undefined is how refine drops it).
 */
export function toCrudFilter(filter: Pick<AvailableFilter, 'key' | 'type'>, values: readonly string[]): CrudFilter {
  const kept = values.map((value) => value.trim()).filter(Boolean);
  if (filterType(filter) === 'select') return { field: filter.key, operator: 'in', value: kept.length ? kept : undefined };
  return { field: filter.key, operator: 'eq', value: kept[0] };
}
