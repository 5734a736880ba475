/**
 * A report as a real XLSX workbook: the report's table (header row, Polish column names, numbers as
 * numbers, days and moments as dates, amounts in the "#,##0.00" format, a totals row, the header frozen)
 * and an "Informacje" sheet with the report's type, company, period and what the figures mean. A file
 * asked for in English has its words in English (reportEnglish.ts) and its dates as 31/10/2026.
 *
 * Written with write-excel-file 4.1 (its `universal` build runs in the browser and in Node with the same
 * calls; it zips with fflate). It is imported only when the first report file is asked for, so neither the
 * storefront nor the in-browser demo API loads it at start.
 */
import type { Cell, CellObject, Row, Sheet } from 'write-excel-file/universal';
import type { SeedCompany, SeedUser } from '../db/types';
import type { DemoLocale } from '../http/locale';
import { foldDiacritics } from '../db/text';
import { personName } from '../presenters/order';
import type { ReportPeriod, ReportTypeDefinition } from './reportData';
import { type ReportCell, type ReportColumn, type ReportColumnKind, type ReportTable, warsawWallClock } from './reportTables';
import { reportTableIn, reportWord } from './reportEnglish';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type WriteXlsxFile = typeof import('write-excel-file/universal').default;

let loading: Promise<WriteXlsxFile> | undefined;
const loadWriter = (): Promise<WriteXlsxFile> => (loading ??= import('write-excel-file/universal').then((module) => module.default));

/** Display formats of the column kinds (Excel shows them with the reader's separators: "1 234,50" in Polish). */
const FORMATS: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
  money: '#,##0.00',
  count: '#,##0',
  quantity: '#,##0',
  share: '0.0%',
};

const HEADER_STYLE = { fontWeight: 'bold', backgroundColor: '#E8EEF7', wrap: true, alignVertical: 'center', bottomBorderStyle: 'thin', bottomBorderColor: '#8FA3C0' } as const;
const TOTALS_STYLE = { fontWeight: 'bold', topBorderStyle: 'thin', topBorderColor: '#1D3F72' } as const;

const numeric = (kind: ReportColumnKind): boolean => kind === 'money' || kind === 'count' || kind === 'quantity' || kind === 'share';

/** Text a spreadsheet could take for a formula when it is copied, edited or saved as CSV (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text of a cell as the file stores it: text starting like a formula (=, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so that names and comments typed by users (a cost
 * centre "=HYPERLINK(…)") stay text in every spreadsheet and every export of it.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A date format in the language: "dd.mm.yyyy" in Polish, "dd/mm/yyyy" in English. */
const dateFormat = (format: string, locale: DemoLocale): string => (locale === 'en' ? format.replace(/\./g, '/') : format);

function cell(value: ReportCell, kind: ReportColumnKind, style: Partial<CellObject> = {}, locale: DemoLocale = 'pl'): Cell {
  if (value === null || value === '') return Object.keys(style).length ? { ...style } : null;
  if (value instanceof Date) return { value, type: Date, format: dateFormat(FORMATS[kind] ?? FORMATS.date!, locale), ...style };
  if (typeof value === 'number') return { value, type: Number, format: FORMATS[kind], ...style };
  return { value: spreadsheetText(value), type: String, ...style };
}

const headerRow = (columns: ReportColumn[]): Row => columns.map((column) => ({ value: column.header, type: String, align: numeric(column.kind) ? 'right' : 'left', ...HEADER_STYLE }));

/** The rows of the report's sheet: header, data, totals. */
export function tableRows(table: ReportTable, locale: DemoLocale = 'pl'): Row[] {
  return [
    headerRow(table.columns),
    ...table.rows.map((row) => row.map((value, index) => cell(value, table.columns[index].kind, {}, locale))),
    table.totals.map((value, index) => cell(value, index === 0 ? 'text' : table.columns[index].kind, TOTALS_STYLE, locale)),
  ];
}

export interface ReportFileFacts {
  type: ReportTypeDefinition;
  company: SeedCompany;
  orderedBy: SeedUser | undefined;
  period: ReportPeriod;
  /** When the report was made (its ready time). */
  generatedAt: string;
}

/** The information sheet: what the report is and how to read it. */
export function infoRows(table: ReportTable, facts: ReportFileFacts, locale: DemoLocale = 'pl'): Row[] {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const entries: [string, ReportCell, ReportColumnKind][] = [
    ['Raport', facts.type.name[locale], 'text'],
    ['Firma', facts.company.name, 'text'],
    ['NIP', facts.company.taxId ?? '', 'text'],
    ['Okres od', day(facts.period.from), 'date'],
    ['Okres do', day(facts.period.to), 'date'],
    ['Zamówił(a)', facts.orderedBy ? `${personName(facts.orderedBy)} (${facts.orderedBy.login})` : '', 'text'],
    ['Wygenerowano', warsawWallClock(facts.generatedAt), 'dateTime'],
    ['Liczba wierszy', table.rows.length, 'count'],
    ['Kwoty', reportWord('w złotych (PLN)', locale), 'text'],
    ...table.notes.map((note, index): [string, ReportCell, ReportColumnKind] => [index === 0 ? 'Uwagi' : '', note, 'text']),
  ];
  return [
    headerRow([{ header: reportWord('Pole', locale), kind: 'text', width: 16 }, { header: reportWord('Wartość', locale), kind: 'text', width: 90 }]),
    ...entries.map(([label, value, kind]) => [
      { value: reportWord(label, locale), type: String, fontWeight: 'bold' } as Cell,
      cell(value, kind, kind === 'text' ? { wrap: true } : { align: 'left' }, locale),
    ]),
  ];
}

/** The workbook's sheets (data for tests; the file is made by `renderReportXlsx`). */
export function reportSheets(polishTable: ReportTable, facts: ReportFileFacts, locale: DemoLocale = 'pl'): Sheet<never>[] {
  const table = reportTableIn(polishTable, locale);
  return [
    { sheet: table.sheetName, data: tableRows(table, locale), columns: table.columns.map((column) => ({ width: column.width })), stickyRowsCount: 1 },
    { sheet: reportWord('Informacje', locale), data: infoRows(table, facts, locale), columns: [{ width: 16 }, { width: 90 }] },
  ];
}

/** The XLSX file's bytes. */
export async function renderReportXlsx(table: ReportTable, facts: ReportFileFacts, locale: DemoLocale = 'pl'): Promise<Uint8Array> {
  const writeXlsxFile = await loadWriter();
  const blob = await writeXlsxFile(reportSheets(table, facts, locale), { fontFamily: 'Calibri', fontSize: 11 }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The file name: "Raport_Wydatki_wedlug_kategorii_2026-10-01_2026-10-31.xlsx", in English
 * "Report_Spending_by_category_2026-10-01_2026-10-31.xlsx" (ASCII, so every browser keeps it in
 * Content-Disposition as it is).
 */
export function reportFileName(type: ReportTypeDefinition, period: ReportPeriod, locale: DemoLocale = 'pl'): string {
  const name = foldDiacritics(type.name[locale]).replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${locale === 'en' ? 'Report' : 'Raport'}_${name}_${period.from}_${period.to}.xlsx`;
}
