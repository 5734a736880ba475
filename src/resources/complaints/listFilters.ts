import type { ListFilters } from '../filters/useListFilters';

/**
 * A list's filters without one of them: the returns and the complaints lists are the one complaints
 * list with its `type` fixed (a permanent filter of useTable), so the type is neither offered in the
 * bar nor counted as a filter the customer set (nor cleared by "clear filters").
 */
export function withoutFilter<Extras>(filters: ListFilters<Extras>, key: string): ListFilters<Extras> {
  const { [key]: _fixed, ...applied } = filters.applied;
  return {
    ...filters,
    available: filters.available.filter((filter) => filter.key !== key),
    applied,
    filtered: Object.keys(applied).length > 0,
    apply: (values) => {
      const { [key]: _ignored, ...rest } = values;
      filters.apply(rest);
    },
    reset: () => filters.apply({}),
  };
}
