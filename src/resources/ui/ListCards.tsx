import { useDeferredValue, useId, useMemo } from 'react';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridRowClassNameParams, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import hidden from '../../ui/visuallyHidden.module.css';
import { actionText, cellContent, cellValue, lazyNumberFormat, rowActions } from './cellContent';
import { ACCOUNT_PAGE_SIZES } from '../listQuery';
import { CardColumnsMenu } from './CardColumnsMenu';
import { ExportButton, ExportStatusText } from './ExportMenu';
import { visibleColumnsModel } from './gridPreferences';
import { ListPagination } from './ListPagination';
import { PageSizeSelect } from './PageSizeSelect';
import { useGridExport } from './useGridExport';
import { useListPreferences } from './useListPreferences';
import { ListSkeleton } from './ListSkeleton';
import { listLoading } from './listLoading';
import { isRowSelected, withPageSelected, withRowSelected } from './rowSelection';
import type { ServerDataGridProps } from './ServerDataGrid';
import styles from './ListCards.module.css';

const sortKey = (field: string, order: 'asc' | 'desc') => `${field}:${order}`;

const NO_ROWS: never[] = [];

/** A row's actions: a grid `actions` column, or a column of buttons drawn by its own cell (named `actions`). */
const isActionsColumn = (column: { type?: string; field: string }) => column.type === 'actions' || column.field === 'actions';

/**
 * An account list on a phone: the same columns, rows, paging, sorting and selection as the grid on a
 * wider screen, drawn as one card per row (the first column as the card's title, the others as
 * label and value, the row's actions as buttons), so nothing is cut short or scrolls sideways.
 */
export function ListCards<T extends BaseRecord & GridValidRowModel>({
  table, resource, listKey, columns, label, fileTitle, locale, noRowsLabel, columnVisibilityModel, selection, getRowClassName, sx,
}: ServerDataGridProps<T>) {
  const { t } = useTranslation('account');
  const baseId = useId();
  const { result, tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, pageCount, sorters, setSorters } = table;
  // The cards come in a deferred render of their own, as the grid's rows do (ServerDataGrid): the list's
  // data arrives as an urgent update, and two dozen cards built in it were one long task on a phone;
  // deferred, React builds them in short slices while the skeleton (or the previous page) stands.
  const rows = useDeferredValue(result.data ?? NO_ROWS, NO_ROWS);
  const loading = listLoading(tableQuery) || rows !== (result.data ?? NO_ROWS);
  const numbers = useMemo(() => lazyNumberFormat(locale), [locale]);
  // The columns the user hid (here or in the grid on a wider screen) stay hidden; a card wraps, so
  // the list's secondary columns show as long as he keeps them.
  const { preferences, choose } = useListPreferences(listKey ?? resource);
  const visibility = useMemo(() => visibleColumnsModel(preferences.columns, columnVisibilityModel), [preferences.columns, columnVisibilityModel]);
  const exporter = useGridExport({ resource, table, columns, visibility, title: fileTitle ?? label, locale });

  const shown = columns.filter((column) => visibility[column.field] !== false);
  const actionColumns = shown.filter(isActionsColumn);
  const [titleColumn, ...fieldColumns] = shown.filter((column) => !isActionsColumn(column));
  const sortable = columns.filter((column) => !isActionsColumn(column) && column.sortable !== false && column.headerName);
  const current = sorters[0] ? sortKey(sorters[0].field, sorters[0].order) : '';
  const currentKnown = sortable.some((column) => current === sortKey(column.field, 'desc') || current === sortKey(column.field, 'asc'));

  const idOf = (row: T): GridRowId => row.id as GridRowId;
  const selectableIds = selection ? rows.filter((row) => !selection.isRowSelectable || selection.isRowSelectable(row)).map(idOf) : [];
  const allSelected = selection !== undefined && selectableIds.length > 0 && selectableIds.every((id) => isRowSelected(selection.model, id));

  return (
    <Box sx={sx}>
      <div className={styles.listTools} role="toolbar" aria-label={t('gridToolbar.label')}>
        <CardColumnsMenu columns={columns} visibility={visibility} fixed={columnVisibilityModel} onChange={(field, visible) => choose({ columns: { ...preferences.columns, [field]: visible } })} />
        <PageSizeSelect
          value={pageSize}
          sizes={ACCOUNT_PAGE_SIZES}
          onChange={(size) => {
            setPageSize(size);
            setCurrentPage(1);
          }}
        />
        <ExportButton status={exporter.status} onExport={(format) => void exporter.run(format)} />
        {result.total ? (
          <span className={styles.range}>
            {t('listCards.range', {
              from: numbers.format((currentPage - 1) * pageSize + 1),
              to: numbers.format(Math.min(currentPage * pageSize, result.total)),
              total: numbers.format(result.total),
            })}
          </span>
        ) : null}
        <ExportStatusText status={exporter.status} />
      </div>
      {sortable.length > 0 || (selection && selectableIds.length > 0) ? (
        <div className={styles.toolbar}>
          {selection && selectableIds.length > 0 ? (
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                className={styles.check}
                checked={allSelected}
                onChange={(event) => selection.onChange(withPageSelected(selectableIds, event.target.checked))}
              />
              {t('listCards.selectPage')}
            </label>
          ) : null}
          {sortable.length > 0 ? (
            <label className={styles.sort}>
              {t('listCards.sort')}
              <select
                value={currentKnown ? current : ''}
                onChange={(event) => {
                  const [field, order] = event.target.value.split(':');
                  // A new order starts at its first page, as on the grid.
                  setSorters(field ? [{ field, order: order === 'asc' ? 'asc' : 'desc' }] : []);
                  setCurrentPage(1);
                }}
              >
                {currentKnown ? null : <option value="">{t('listCards.defaultOrder')}</option>}
                {sortable.flatMap((column) =>
                  (['desc', 'asc'] as const).map((order) => (
                    <option key={sortKey(column.field, order)} value={sortKey(column.field, order)}>
                      {t(`listCards.${order}`, { column: column.headerName })}
                    </option>
                  )),
                )}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}

      {rows.length === 0 && loading ? (
        <ListSkeleton label={label} rows={6} height={88} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{noRowsLabel}</p>
      ) : (
        <ul aria-label={label} aria-busy={loading || undefined} className={loading ? `${styles.list} ${styles.busy}` : styles.list}>
          {rows.map((row, index) => {
            const id = idOf(row);
            const titleId = `${baseId}-${index}`;
            const rowClass = getRowClassName?.({ id, row, indexRelativeToCurrentPage: index } as GridRowClassNameParams<T>);
            const selectable = selection !== undefined && selectableIds.includes(id);
            const actions = actionColumns.flatMap((column) => rowActions(column, row, id));
            const cellActions = actionColumns.filter((column) => column.type !== 'actions');
            const titleValue = titleColumn && actions.length > 0 ? cellValue(titleColumn, row).formatted : '';
            const titleText = typeof titleValue === 'string' || typeof titleValue === 'number' ? String(titleValue) : '';
            return (
              <li key={String(id)} className={rowClass ? `${styles.card} ${rowClass}` : styles.card}>
                {selection ? (
                  <input
                    type="checkbox"
                    className={styles.check}
                    aria-labelledby={`${baseId}-select ${titleId}`}
                    checked={isRowSelected(selection.model, id)}
                    disabled={!selectable}
                    onChange={(event) => selection.onChange(withRowSelected(selection.model, selectableIds, id, event.target.checked))}
                  />
                ) : null}
                <div className={styles.body}>
                  {titleColumn ? (
                    <p className={styles.title} id={titleId}>
                      {cellContent(titleColumn, row, id, numbers)}
                    </p>
                  ) : null}
                  {fieldColumns.length > 0 ? (
                    <dl className={styles.fields}>
                      {fieldColumns.map((column: GridColDef<T>) => (
                        <div key={column.field} className={styles.field}>
                          <dt>{column.headerName}</dt>
                          <dd>{cellContent(column, row, id, numbers)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {actions.length > 0 || cellActions.length > 0 ? (
                    <div className={styles.actions}>
                      {cellActions.map((column) => (
                        <div key={column.field}>{cellContent(column, row, id, numbers)}</div>
                      ))}
                      {actions.map((action) => {
                        // The card's title says whose action it is: the button need not repeat it.
                        const { text, name } = actionText(action.label, titleText);
                        return (
                          <Button key={action.key} size="small" variant="outlined" startIcon={action.icon} disabled={action.disabled} onClick={action.onClick} aria-label={name}>
                            {text}
                          </Button>
                        );
                      })}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {selection ? (
        <span id={`${baseId}-select`} className={hidden.visuallyHidden}>
          {t('listCards.select')}
        </span>
      ) : null}
      <ListPagination page={currentPage} pageCount={pageCount} onChange={setCurrentPage} label={t('listCards.pages', { list: label })} />
    </Box>
  );
}
