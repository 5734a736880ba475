import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import type { BaseRecord, useTableReturnType } from '@refinedev/core';
import { useNavigate } from 'react-router';
import {
  DataGrid, type DataGridProps, type GridColDef, type GridColumnVisibilityModel, type GridDensity, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { ACCOUNT_PAGE_SIZES } from '../listQuery';
import { gridNumberTexts } from './gridNumberTexts';
import { listLoading } from './listLoading';
import { visibleColumnsModel } from './gridPreferences';
import { GridToolbar, GridToolbarContext, type GridToolbarState } from './GridToolbar';
import { useGridExport } from './useGridExport';
import { useListPreferences } from './useListPreferences';

export interface ServerDataGridProps<T extends BaseRecord & GridValidRowModel> {
  table: useTableReturnType<T>;
  /** The list's resource: the export asks its API call for every row; the user's choices are kept under it. */
  resource: string;
  /** Under what the user's choices of columns and density are kept, when the resource has several lists (the resource's name by default). */
  listKey?: string;
  columns: GridColDef<T>[];
  label: string;
  /** The list's title, which names an exported file ("Zamówienia" → zamowienia-2026-11-30.xlsx); the label when left out. */
  fileTitle?: string;
  /** The page a row opens (Enter on a focused row goes there); leave out for rows without a page. */
  rowHref?: (row: T) => string;
  locale: 'pl' | 'en';
  noRowsLabel: string;
  /**
   * Columns hidden until the user shows them ("Kolumny"): what matters less than the number, date,
   * status, amount and actions, which then fit the screen from 1024 px without scrolling sideways.
   */
  secondaryColumns?: readonly string[];
  /** Columns the list itself hides (on a phone, or for a customer without a company); the user's choice cannot show them. */
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

/**
 * An MUI DataGrid driven by refine's useTable: server paging (24, 48 or 96 rows), server sorting, and
 * the account grids' toolbar (columns, density, page size, export) with the user's choices kept per
 * user and list. Enter on a focused row opens the row's page when it has one.
 */
export function ServerDataGrid<T extends BaseRecord & GridValidRowModel>({
  table, resource, listKey, columns, secondaryColumns, label, fileTitle, rowHref, locale, noRowsLabel, columnVisibilityModel, selection, getRowClassName, getRowHeight, sx,
}: ServerDataGridProps<T>) {
  const { result, tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, pageCount, sorters, setSorters } = table;
  const { preferences: current, choose } = useListPreferences(listKey ?? resource);
  const visibility = useMemo(
    () => visibleColumnsModel(current.columns, columnVisibilityModel, secondaryColumns),
    [current.columns, columnVisibilityModel, secondaryColumns],
  );
  // The first column (the row's number or name) always stays: a row without it says nothing.
  const gridColumns = useMemo(() => columns.map((column, index) => (index === 0 ? { ...column, hideable: false } : column)), [columns]);
  const navigate = useNavigate();
  const gridRoot = useRef<HTMLDivElement>(null);
  const exporter = useGridExport({ resource, table, columns, visibility, title: fileTitle ?? label, locale });
  const toPages = useCallback(() => {
    const pager = gridRoot.current?.querySelector<HTMLElement>('.MuiTablePagination-actions button:not([disabled])');
    pager?.focus();
  }, []);
  const toolbar: GridToolbarState = {
    pageSize,
    pageSizes: ACCOUNT_PAGE_SIZES,
    onPageSize: (size) => {
      setPageSize(size);
      setCurrentPage(1);
    },
    density: current.density,
    onDensity: (density: GridDensity) => choose({ density }),
    onExport: (format) => void exporter.run(format),
    exportStatus: exporter.status,
    onToPages: pageCount > 1 ? toPages : null,
  };
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
  // One object while the page stays the same: the grid takes a controlled model only when it is the
  // object of its latest render, and the deferred render of the rows renders the grid once more; a new
  // object each time could leave the pager showing the page before (after Back) until the next render.
  const paginationModel = useMemo(() => ({ page: currentPage - 1, pageSize }), [currentPage, pageSize]);
  const sortModel = useMemo<GridSortModel>(() => sorters.map((s) => ({ field: s.field, sort: s.order })), [sorters]);
  const localeText = useMemo(
    () => ({ ...(locale === 'pl' ? plPL : enUS).components.MuiDataGrid.defaultProps.localeText, ...gridNumberTexts(locale), noRowsLabel }),
    [locale, noRowsLabel],
  );
  return (
    <GridToolbarContext.Provider value={toolbar}>
      <DataGrid<T>
        ref={gridRoot}
        aria-label={label}
        rows={rows}
        rowCount={rowCountRef.current}
        columns={gridColumns}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => choose({ columns: model })}
        showToolbar
        slots={{ toolbar: GridToolbar }}
        loading={listLoading(tableQuery) || rows !== result.data}
        // Skeleton rows while a page loads (the first load and every page/sort/filter change).
        slotProps={{
          loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          basePagination: { onPageChange: (_event: unknown, page: number) => setCurrentPage(page + 1) },
        }}
        paginationMode="server"
        sortingMode="server"
        // The grid's own filtering would try eval, which the shop's Content-Security-Policy forbids.
        disableEval
        filterMode="server"
        // The page changes only when the user turns it (the pager below) or sorts (back to the first
        // page): the grid on its own goes to the first page whenever its sort model changes, also when
        // the list follows the address (Back to page 2 of a sort), and that would be a page the user
        // never asked for and a history entry that cuts off Forward.
        paginationModel={paginationModel}
        // The page size is chosen in the toolbar; the footer keeps the pager alone.
        pageSizeOptions={[pageSize]}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          // A new order starts at its first page: one change, one entry of the history.
          setSorters(model.filter((item) => item.sort).map((item) => ({ field: item.field, order: item.sort === 'asc' ? 'asc' : 'desc' })));
          setCurrentPage(1);
        }}
        sortingOrder={['desc', 'asc']}
        disableColumnFilter
        disableRowSelectionOnClick
        checkboxSelection={Boolean(selection)}
        rowSelectionModel={selection?.model}
        onRowSelectionModelChange={selection?.onChange}
        isRowSelectable={selection?.isRowSelectable ? ({ row }) => selection.isRowSelectable!(row) : undefined}
        disableColumnMenu
        hideFooter={firstRowsPending}
        density={current.density}
        onDensityChange={(density) => choose({ density })}
        onCellKeyDown={(params, event) => {
          // Enter on a row's cell (not on a link or button inside it) opens the row's page.
          if (!rowHref || event.key !== 'Enter' || event.target !== event.currentTarget || params.colDef.type === 'actions' || params.field === '__check__') return;
          event.defaultMuiPrevented = true;
          void navigate(rowHref(params.row));
        }}
        localeText={localeText}
        getRowClassName={getRowClassName}
        getRowHeight={getRowHeight}
        sx={[
          {
            bgcolor: 'background.paper',
            // A long header ("Data wystawienia") wraps onto a second line instead of widening its column.
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700, whiteSpace: 'normal', lineHeight: 1.2 },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </GridToolbarContext.Provider>
  );
}
