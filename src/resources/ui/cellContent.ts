import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type {
  GridActionsCellItemProps, GridColDef, GridRenderCellParams, GridRowId, GridRowParams, GridValidRowModel,
} from '@mui/x-data-grid';
import { formatNumber } from '../../domain/format/number';

/** The columns' functions get no grid API outside the grid; the shop's columns never use it. */
const NO_GRID_API = { current: null } as never;

/**
 * What a grid column shows for a row when it is drawn outside the grid (the list's cards on a phone):
 * the column's own cell when it has one, else its value through its getter and formatter; nothing
 * to show is a dash, as in the grid's columns.
 */
export function cellContent<T extends GridValidRowModel>(column: GridColDef<T>, row: T, id: GridRowId, numbers: NumberFormat): ReactNode {
  const { value, formatted } = cellValue(column, row);
  if (column.renderCell) {
    return column.renderCell({ id, row, value, formattedValue: formatted, field: column.field, colDef: column } as unknown as GridRenderCellParams<T>);
  }
  if (formatted === null || formatted === undefined || formatted === '') return '—';
  if (typeof formatted === 'number') return numbers.format(formatted);
  return String(formatted);
}

/** What formats a plain number. */
export interface NumberFormat {
  format: (value: number) => string;
}

/** The shop's number format of a language (made on its first use: most lists show no plain number). */
export function lazyNumberFormat(locale: 'pl' | 'en'): NumberFormat {
  return { format: (value) => formatNumber(value, locale, 3) };
}

/** A column's value for a row through its getter, and that value through its formatter. */
export function cellValue<T extends GridValidRowModel>(column: GridColDef<T>, row: T): { value: unknown; formatted: unknown } {
  const raw = row[column.field as keyof T];
  const value = column.valueGetter ? column.valueGetter(raw as never, row, column, NO_GRID_API) : raw;
  const formatted = column.valueFormatter ? column.valueFormatter(value as never, row, column, NO_GRID_API) : value;
  return { value, formatted };
}

/**
 * What an action's button says on a card whose title is `title`: a name that repeats the title
 * ("Zapłać fakturę FV/1") is said without it ("Zapłać fakturę"), the whole name staying the button's
 * accessible name; any other name as it is.
 */
export function actionText(label: ReactNode, title: string): { text: ReactNode; name?: string } {
  if (typeof label !== 'string' || !title || !label.includes(title)) return { text: label };
  const text = label.replace(title, ' ').replace(/\s+/g, ' ').trim();
  return text ? { text, name: label } : { text: label };
}

/** One of a row's actions (an `actions` column's items), as plain data for a button of one's own. */
export interface RowAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The actions an `actions` column offers for a row (none for any other column). */
export function rowActions<T extends GridValidRowModel>(column: GridColDef<T>, row: T, id: GridRowId): RowAction[] {
  if (column.type !== 'actions' || !('getActions' in column)) return [];
  const items: readonly ReactElement<GridActionsCellItemProps>[] = column.getActions({ id, row, columns: [] } as unknown as GridRowParams<T>);
  return items.map((item, index) => {
    const props = item.props as GridActionsCellItemProps & { onClick?: RowAction['onClick']; disabled?: boolean; icon?: ReactNode };
    return { key: String(item.key ?? index), label: props.label, icon: props.icon, disabled: Boolean(props.disabled), onClick: props.onClick };
  });
}
