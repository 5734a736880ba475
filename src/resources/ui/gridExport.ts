/**
 * An account list as a file (the grid toolbar's "Eksportuj"): the columns the user sees, every row the
 * list's filters match, headers and values in the user's language. Amounts and counts are numbers and
 * dates are dates in the spreadsheet; the CSV writes them as the language writes them.
 */
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { readMoment, shopWallClock } from '../../domain/format/shopTime';
import { cellValue } from './cellContent';

/** What a column holds, as a spreadsheet tells it: an amount has two decimals, a count none. */
export type ExportKind = 'text' | 'count' | 'money' | 'date' | 'dateTime';

export type ExportValue = string | number | Date | null;

export interface ExportTable {
  headers: string[];
  kinds: ExportKind[];
  rows: ExportValue[][];
}

/** Columns that are not data: a row's actions and the tick boxes of a selection. */
const isDataColumn = (column: GridColDef<GridValidRowModel>): boolean =>
  column.type !== 'actions' && column.field !== 'actions' && column.field !== '__check__' && Boolean(column.headerName);

/** The columns a file has: those of the grid the user has not hidden, without the actions. */
export function exportedColumns<T extends GridValidRowModel>(columns: GridColDef<T>[], visibility: GridColumnVisibilityModel = {}): GridColDef<T>[] {
  return columns.filter((column) => visibility[column.field] !== false && isDataColumn(column as GridColDef<GridValidRowModel>));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A moment (an ISO date-time) as the date a spreadsheet shows: the wall clock in Warsaw, where the
 * shop's dates are told, written as that day and time (a spreadsheet's dates have no time zone).
 */
export function shopDate(iso: string): Date | null {
  const day = DAY.exec(iso);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  if (!MOMENT.test(iso)) return null;
  const moment = readMoment(iso);
  if (!moment) return null;
  const clock = shopWallClock(moment);
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}

/**
 * A cell of the file: the column's value for the row (its getter's value) when that is a number or a
 * date, else the text the grid shows (its formatter's). A number the grid formats is an amount; a
 * date the grid shows with a time is a moment.
 */
export function exportCell<T extends GridValidRowModel>(column: GridColDef<T>, row: T): { value: ExportValue; kind: ExportKind } {
  const { value, formatted } = cellValue(column, row);
  if (typeof value === 'number' && Number.isFinite(value)) return { value, kind: column.valueFormatter ? 'money' : 'count' };
  if (typeof value === 'string') {
    const date = shopDate(value);
    if (date) return { value: date, kind: typeof formatted === 'string' && /\d:\d\d/.test(formatted) ? 'dateTime' : 'date' };
  }
  if (formatted === null || formatted === undefined || formatted === '' || formatted === '—') return { value: null, kind: 'text' };
  if (typeof formatted === 'number') return { value: formatted, kind: 'count' };
  if (typeof formatted === 'string') return { value: formatted, kind: 'text' };
  if (Array.isArray(formatted)) return { value: formatted.map(nameOf).filter(Boolean).join(', ') || null, kind: 'text' };
  return { value: nameOf(formatted) || null, kind: 'text' };
}

/** A value the grid draws by its own cell (a status `{ id, name }`, a list of them): its name. */
function nameOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  }
  return String(value);
}

/** The rows as a table of headers and cells; a column's kind is that of its first cell with a value. */
export function exportTable<T extends GridValidRowModel>(columns: GridColDef<T>[], rows: T[]): ExportTable {
  const cells = rows.map((row) => columns.map((column) => exportCell(column, row)));
  const kinds = columns.map((_column, index) => cells.find((cellsOfRow) => cellsOfRow[index].value !== null)?.[index].kind ?? 'text');
  return {
    headers: columns.map((column) => column.headerName ?? column.field),
    kinds,
    rows: cells.map((cellsOfRow) => cellsOfRow.map((cell, index) => (cell.kind === kinds[index] || cell.value === null ? cell.value : textOf(cell.value)))),
  };
}

const textOf = (value: Exclude<ExportValue, null>): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Text a spreadsheet could take for a formula when it opens the file (CSV injection): kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const two = (value: number) => String(value).padStart(2, '0');

/** A date as the language writes it: "30.11.2026" / "30/11/2026", with the time for a moment. */
function dateText(date: Date, withTime: boolean, locale: 'pl' | 'en'): string {
  const day = [two(date.getUTCDate()), two(date.getUTCMonth() + 1), String(date.getUTCFullYear())].join(locale === 'pl' ? '.' : '/');
  return withTime ? `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` : day;
}

/** A number as the language writes it in a CSV: no thousands separator, a decimal comma in Polish. */
function numberText(value: number, kind: ExportKind, locale: 'pl' | 'en'): string {
  const text = kind === 'money' ? value.toFixed(2) : String(value);
  return locale === 'pl' ? text.replace('.', ',') : text;
}

/**
 * The table as CSV for a spreadsheet of the language: separated by semicolons in Polish (whose
 * decimal separator is the comma), by commas in English; every field quoted when it must be, lines
 * ending CRLF, and a byte-order mark so the spreadsheet reads the letters as UTF-8.
 */
export function csvText(table: ExportTable, locale: 'pl' | 'en'): string {
  const separator = locale === 'pl' ? ';' : ',';
  const field = (text: string) => (/["\r\n;,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const cell = (value: ExportValue, kind: ExportKind): string => {
    if (value === null) return '';
    if (value instanceof Date) return dateText(value, kind === 'dateTime', locale);
    if (typeof value === 'number') return numberText(value, kind, locale);
    return field(spreadsheetText(value));
  };
  const lines = [table.headers.map((header) => field(header)).join(separator), ...table.rows.map((row) => row.map((value, index) => cell(value, table.kinds[index])).join(separator))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Display formats of the kinds in the spreadsheet (it shows them with the reader's separators). */
const XLSX_FORMATS: Record<ExportKind, string | undefined> = {
  text: undefined,
  count: '#,##0',
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
};

/** A cell as write-excel-file takes it (its `Cell` object). */
export interface XlsxCell {
  value?: string | number | Date;
  type?: StringConstructor | NumberConstructor | DateConstructor;
  format?: string;
  fontWeight?: 'bold';
  align?: 'left' | 'right';
}

/** The sheet's rows: a bold header row, then the cells, numbers as numbers and dates as dates. */
export function xlsxRows(table: ExportTable, locale: 'pl' | 'en'): (XlsxCell | null)[][] {
  const numeric = (kind: ExportKind) => kind === 'money' || kind === 'count';
  const header = table.headers.map((text, index): XlsxCell => ({ value: text, type: String, fontWeight: 'bold', align: numeric(table.kinds[index]) ? 'right' : 'left' }));
  const cell = (value: ExportValue, kind: ExportKind): XlsxCell | null => {
    if (value === null) return null;
    if (value instanceof Date) {
      const format = XLSX_FORMATS[kind === 'dateTime' ? 'dateTime' : 'date']!;
      return { value, type: Date, format: locale === 'en' ? format.replace(/\./g, '/') : format };
    }
    if (typeof value === 'number') return { value, type: Number, format: XLSX_FORMATS[kind] };
    return { value: spreadsheetText(value), type: String };
  };
  return [header, ...table.rows.map((row) => row.map((value, index) => cell(value, table.kinds[index])))];
}

/** Column widths for the sheet (in characters): the longest text of each column, within reason. */
export function xlsxWidths(table: ExportTable): number[] {
  return table.headers.map((header, index) => {
    const longest = table.rows.reduce((most, row) => {
      const value = row[index];
      const length = value === null ? 0 : value instanceof Date ? 16 : String(value).length;
      return Math.max(most, length);
    }, header.length);
    return Math.min(60, Math.max(10, longest + 2));
  });
}

const FOLDS: Record<string, string> = { ł: 'l', Ł: 'L' };

/**
 * The file's name: the list's title in plain lower-case letters and the day, e.g.
 * "zamowienia-2026-11-30.xlsx" or "orders-2026-11-30.csv".
 */
export function exportFileName(title: string, day: Date, extension: 'csv' | 'xlsx'): string {
  const name =
    title
      .replace(/[łŁ]/g, (letter) => FOLDS[letter] ?? letter)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'lista';
  const clock = shopWallClock(day);
  return `${name}-${clock.year}-${two(clock.month)}-${two(clock.day)}.${extension}`;
}
