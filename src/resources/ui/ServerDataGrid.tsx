import { useDeferredValue, useMemo, useRef } from 'react';
import type { BaseRecord, useTableReturnType } from '@refinedev/core';
import {
  DataGrid, type DataGridProps, type GridColDef, type GridColumnVisibilityModel, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { listLoading } from './listLoading';

export interface ServerDataGridProps<T extends BaseRecord & GridValidRowModel> {
  table: useTableReturnType<T>;
  columns: GridColDef<T>[];
  label: string;
  locale: 'pl' | 'en';
  noRowsLabel: string;
  columnVisibilityModel?: GridColumnVisibilityModel;
  /** Rows the user may tick for a bulk action (a controlled selection; leave out for none). */
  selection?: {
    model: GridRowSelectionModel;
    onChange: (model: GridRowSelectionModel) => void;
    isRowSelectable?: (row: T) => boolean;
  };
  /** A class per row, e.g. to mark overdue invoices (styled through `sx`). */
  getRowClassName?: DataGridProps<T>['getRowClassName'];
  /** Rows taller than one line (e.g. `() => 'auto'` for cells that wrap). */
  getRowHeight?: DataGridProps<T>['getRowHeight'];
  sx?: DataGridProps<T>['sx'];
}

const NO_ROWS: never[] = [];

/** An MUI DataGrid driven by refine's useTable: server paging (24 rows), server sorting. */
export function ServerDataGrid<T extends BaseRecord & GridValidRowModel>({ table, columns, label, locale, noRowsLabel, columnVisibilityModel, selection, getRowClassName, getRowHeight, sx }: ServerDataGridProps<T>) {
  const { result, tableQuery, currentPage, setCurrentPage, pageSize, sorters, setSorters } = table;
  // While the next page loads the total is unknown; keeping the last one stops the grid from
  // clamping the page back to the first (MUI's recommended pattern for server paging).
  const rowCountRef = useRef(result.total ?? 0);
  if (result.total !== undefined) rowCountRef.current = result.total;
  // The rows (most of the grid's elements) come in a deferred render of their own, after the grid's
  // frame: React builds them in short slices and the work is split in two commits, so the page
  // stays responsive; meanwhile the grid shows it is loading. Until the first rows are in, the
  // footer (the pager) waits too, so it does not jump down when they come.
  const rows = useDeferredValue(result.data, NO_ROWS);
  const firstRowsPending = rows === NO_ROWS;
  const sortModel = useMemo<GridSortModel>(() => sorters.map((s) => ({ field: s.field, sort: s.order })), [sorters]);
  const localeText = useMemo(
    () => ({ ...(locale === 'pl' ? plPL : enUS).components.MuiDataGrid.defaultProps.localeText, noRowsLabel }),
    [locale, noRowsLabel],
  );
  return (
    <DataGrid<T>
      aria-label={label}
      rows={rows}
      rowCount={rowCountRef.current}
      columns={columns}
      columnVisibilityModel={columnVisibilityModel}
      loading={listLoading(tableQuery) || rows !== result.data}
      // Skeleton rows while a page loads (the first load and every page/sort/filter change).
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      paginationMode="server"
      sortingMode="server"
      // The grid's own filtering would try eval, which the shop's Content-Security-Policy forbids.
      disableEval
      filterMode="server"
      paginationModel={{ page: currentPage - 1, pageSize }}
      onPaginationModelChange={(model) => setCurrentPage(model.page + 1)}
      pageSizeOptions={[ACCOUNT_PAGE_SIZE]}
      sortModel={sortModel}
      onSortModelChange={(model) =>
        setSorters(model.filter((item) => item.sort).map((item) => ({ field: item.field, order: item.sort === 'asc' ? 'asc' : 'desc' })))
      }
      sortingOrder={['desc', 'asc']}
      disableColumnFilter
      disableRowSelectionOnClick
      checkboxSelection={Boolean(selection)}
      rowSelectionModel={selection?.model}
      onRowSelectionModelChange={selection?.onChange}
      isRowSelectable={selection?.isRowSelectable ? ({ row }) => selection.isRowSelectable!(row) : undefined}
      disableColumnMenu
      hideFooter={firstRowsPending}
      density="compact"
      localeText={localeText}
      getRowClassName={getRowClassName}
      getRowHeight={getRowHeight}
      sx={[{ bgcolor: 'background.paper', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
