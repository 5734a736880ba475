import { useDeferredValue, useMemo, useRef } from 'react';
import type { BaseRecord, useTableReturnType } from '@refinedev/core';
import type { AvailableFilter } from '../../generated/model';
import { crudFiltersFromValues, filterValuesFromCrud, type FilterValues } from './listFilters';

const NO_FILTERS: AvailableFilter[] = [];

/** What a list's filter bar works with (see FilterBar). */
export interface ListFilters<Extras = object> {
  /** The filters the API offers, from the last page that came. */
  available: AvailableFilter[];
  /** That page's other list-wide fields (e.g. the invoices' totals). */
  extras: (Extras & { availableFilters?: AvailableFilter[] }) | undefined;
  /** The filters in force (from the URL). */
  applied: FilterValues;
  filtered: boolean;
  /** Nothing has come yet: no filters to build a bar from. */
  firstLoad: boolean;
  apply: (values: FilterValues) => void;
  reset: () => void;
}

/**
 * The filters of a server-filtered account list driven by refine's useTable. The filters the API
 * offers come with each page; the last ones stay while the next page loads, so the bar does not blink.
 * `onChange` runs after every change (e.g. to drop a selection of rows that may no longer be listed).
 */
export function useListFilters<T extends BaseRecord, Extras = object>(table: useTableReturnType<T>, onChange?: () => void): ListFilters<Extras> {
  const response = table.tableQuery.data as (Extras & { availableFilters?: AvailableFilter[] }) | undefined;
  const last = useRef<ListFilters<Extras>['extras']>(undefined);
  if (response?.availableFilters) last.current = response;
  const available = last.current?.availableFilters ?? NO_FILTERS;
  const applied = useMemo(() => filterValuesFromCrud(table.filters), [table.filters]);
  // When the first page comes, the bar and the list (hundreds of elements) are built in a deferred
  // render that React splits into short slices, so the page stays responsive meanwhile; the
  // skeletons stand until it is done. No initial value: with one, every attempt at mounting the list
  // (React starts the account page over each time the session's or the menu's data arrives) would
  // ask for one more deferred render, and the page would be built some thirty times over.
  const firstLoad = useDeferredValue(table.tableQuery.isLoading && available === NO_FILTERS);
  // Spec §4: changing a filter starts again from the first page.
  const apply = (values: FilterValues) => {
    table.setFilters(crudFiltersFromValues(values, available), 'replace');
    table.setCurrentPage(1);
    onChange?.();
  };
  return {
    available,
    extras: last.current,
    applied,
    filtered: Object.keys(applied).length > 0,
    firstLoad,
    apply,
    reset: () => apply({}),
  };
}
