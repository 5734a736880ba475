import { useEffect, useRef } from 'react';
import {
  useGo, useParsed, useTable, type BaseRecord, type CrudFilter, type CrudSort, type HttpError, type useTableProps, type useTableReturnType,
} from '@refinedev/core';
import { filtersFromAddress, listStateKey, listSyncStep, pageChoice, pageSizeChoice, sortersFromAddress, withoutPermanent, type ListState } from './listQuery';

export interface AccountTableProps<T extends BaseRecord> extends Omit<useTableProps<T, HttpError, T>, 'syncWithLocation' | 'pagination'> {
  /** Server paging: the default page size and the sizes the list offers (the default alone when left out). */
  pagination: { pageSize: number; pageSizes?: readonly number[] };
}

const NONE: never[] = [];

/**
 * Refine's useTable for an account list whose page, page size, sort and filters live in the address:
 * every change the user makes is a new entry of the browser's history (Back returns to the previous
 * page, sort or filter of the list), and the list follows the address when it changes under it (Back,
 * Forward, a link). An address without the list's parameters is the list's first page in its default
 * order, so arriving at a list adds no entry of its own.
 */
export function useAccountTable<T extends BaseRecord>({ pagination, ...props }: AccountTableProps<T>): useTableReturnType<T, HttpError> {
  const { params } = useParsed();
  const go = useGo();
  const permanentFilters: CrudFilter[] = props.filters?.permanent ?? NONE;
  const permanentSorters: CrudSort[] = props.sorters?.permanent ?? NONE;
  const fromAddress: ListState = {
    currentPage: pageChoice(params?.currentPage),
    pageSize: pageSizeChoice(params?.pageSize, pagination.pageSizes ?? [pagination.pageSize], pagination.pageSize),
    sorters: sortersFromAddress(params?.sorters) ?? props.sorters?.initial ?? NONE,
    filters: filtersFromAddress(params?.filters) ?? props.filters?.initial ?? NONE,
  };
  const table = useTable<T, HttpError, T>({
    ...props,
    syncWithLocation: false,
    pagination: { mode: 'server', currentPage: fromAddress.currentPage, pageSize: fromAddress.pageSize },
    sorters: { ...props.sorters, initial: fromAddress.sorters },
    filters: { ...props.filters, initial: fromAddress.filters },
  });
  const fromTable: ListState = {
    currentPage: table.currentPage,
    pageSize: table.pageSize,
    sorters: withoutPermanent(table.sorters, permanentSorters),
    filters: withoutPermanent(table.filters, permanentFilters),
  };
  const addressKey = listStateKey(fromAddress);
  const tableKey = listStateKey(fromTable);
  // What each side was at the last look: the side that moved since is the one the other follows.
  const seen = useRef({ address: addressKey, table: tableKey });
  useEffect(() => {
    const step = listSyncStep(seen.current, addressKey, tableKey);
    seen.current = { address: addressKey, table: tableKey };
    if (step === 'followAddress') {
      // Back, Forward or a link: the list shows what the address says.
      table.setCurrentPage(fromAddress.currentPage);
      table.setPageSize(fromAddress.pageSize);
      table.setSorters(fromAddress.sorters);
      table.setFilters(fromAddress.filters, 'replace');
    } else if (step === 'pushEntry') {
      // The user went to another page, sort or filter: a new history entry.
      go({
        type: 'push',
        options: { keepQuery: true, keepHash: true },
        query: { currentPage: fromTable.currentPage, pageSize: fromTable.pageSize, sorters: fromTable.sorters, filters: fromTable.filters },
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys say all the states say
  }, [addressKey, tableKey]);
  return table;
}
