import { useCallback, useRef, useState } from 'react';
import { useDataProvider, type BaseRecord, type useTableReturnType } from '@refinedev/core';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { Row } from 'write-excel-file/universal';
import { csvText, exportedColumns, exportFileName, exportTable, xlsxRows, xlsxWidths } from './gridExport';
import { EXPORT_ROW_LIMIT, fetchAllRows, TooManyRowsError } from './exportRows';
import type { ExportFormat, ExportStatus } from './GridToolbar';
import { saveFile } from './saveFile';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface GridExportOptions<T extends BaseRecord & GridValidRowModel> {
  resource: string;
  table: useTableReturnType<T>;
  columns: GridColDef<T>[];
  visibility: GridColumnVisibilityModel;
  /** The list's title: the file's name and the sheet's. */
  title: string;
  locale: 'pl' | 'en';
}

/** A sheet's name: Excel takes at most 31 characters and none of []:*?/\. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Lista';

/**
 * The export of a grid: every row the list's filters match, asked for page after page through the
 * list's own API call in the list's order, written as CSV or XLSX with the columns the user sees.
 */
export function useGridExport<T extends BaseRecord & GridValidRowModel>({ resource, table, columns, visibility, title, locale }: GridExportOptions<T>) {
  const dataProvider = useDataProvider();
  const [status, setStatus] = useState<ExportStatus>({ state: 'idle' });
  const running = useRef(false);
  const { sorters, filters } = table;
  const run = useCallback(
    async (format: ExportFormat) => {
      if (running.current) return;
      running.current = true;
      setStatus({ state: 'busy' });
      try {
        const provider = dataProvider();
        const rows = await fetchAllRows<T>(async (currentPage, pageSize) => {
          const answer = await provider.getList<T>({ resource, pagination: { currentPage, pageSize, mode: 'server' }, sorters, filters });
          return { data: answer.data, total: answer.total };
        });
        const fileColumns = exportedColumns(columns, visibility);
        const sheet = exportTable(fileColumns, rows);
        const fileName = exportFileName(title, new Date(), format);
        if (format === 'csv') {
          saveFile(new Blob([csvText(sheet, locale)], { type: 'text/csv;charset=utf-8' }), fileName, 'text/csv');
        } else {
          const { default: writeXlsxFile } = await import('write-excel-file/universal');
          const blob = await writeXlsxFile(
            [{ sheet: sheetName(title), data: xlsxRows(sheet, locale) as Row[], columns: xlsxWidths(sheet).map((width) => ({ width })), stickyRowsCount: 1 }],
            { fontFamily: 'Calibri', fontSize: 11 },
          ).toBlob();
          saveFile(blob, fileName, XLSX_TYPE);
        }
        setStatus({ state: 'done', fileName, count: rows.length });
      } catch (error) {
        setStatus(error instanceof TooManyRowsError ? { state: 'tooMany', limit: EXPORT_ROW_LIMIT } : { state: 'failed' });
      } finally {
        running.current = false;
      }
    },
    [dataProvider, resource, sorters, filters, columns, visibility, title, locale],
  );
  return { status, run };
}
