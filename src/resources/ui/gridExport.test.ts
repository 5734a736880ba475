import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { csvText, exportCell, exportedColumns, exportFileName, exportTable, shopDate, spreadsheetText, xlsxRows } from './gridExport';

interface Order {
  id: number;
  number: string;
  createdAt: string;
  status: { id: number; name: string };
  total: { gross: number; grossFormatted: string };
  buyer: string | null;
  items: number;
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Numer' },
  { field: 'createdAt', headerName: 'Data', valueFormatter: (value: string) => value.slice(0, 10) },
  { field: 'status', headerName: 'Status' },
  { field: 'total', headerName: 'Wartość brutto', valueGetter: (_value, row) => row.total.gross, valueFormatter: (_value, row) => `${row.total.grossFormatted} zł` },
  { field: 'buyer', headerName: 'Zamawiający', valueGetter: (value: string | null) => value ?? '—' },
  { field: 'items', headerName: 'Pozycje', type: 'number' },
  { field: 'actions', type: 'actions', headerName: 'Akcje', getActions: () => [] },
];

const ORDER: Order = {
  id: 1,
  number: 'ZM/2026/11/0001',
  createdAt: '2026-11-29T23:30:00Z',
  status: { id: 3, name: 'W realizacji' },
  total: { gross: 1234.5, grossFormatted: '1 234,50' },
  buyer: '=HYPERLINK("x")',
  items: 3,
};

describe('exportedColumns', () => {
  it('keeps the columns the user sees, without the actions', () => {
    expect(exportedColumns(columns, { buyer: false }).map((column) => column.field)).toEqual(['number', 'createdAt', 'status', 'total', 'items']);
  });
});

describe('shopDate', () => {
  it('writes a moment as its day and time in Warsaw (23:30 UTC on 29 November is 30 November there)', () => {
    expect(shopDate('2026-11-29T23:30:00Z')?.toISOString()).toBe('2026-11-30T00:30:00.000Z');
  });

  it('keeps a calendar date as it is, and is nothing for other text', () => {
    expect(shopDate('2026-11-30')?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(shopDate('ZM/2026/11/0001')).toBeNull();
    expect(shopDate('2026-11-30 later')).toBeNull();
  });
});

describe('exportCell', () => {
  it('gives an amount as a number, a date as a date, a status by its name, a dash as nothing', () => {
    const [number, createdAt, status, total, buyer, items] = columns.map((column) => exportCell(column, { ...ORDER, buyer: null }));
    expect(number).toEqual({ value: 'ZM/2026/11/0001', kind: 'text' });
    expect(createdAt.kind).toBe('date');
    expect(createdAt.value).toBeInstanceOf(Date);
    expect(status).toEqual({ value: 'W realizacji', kind: 'text' });
    expect(total).toEqual({ value: 1234.5, kind: 'money' });
    expect(buyer).toEqual({ value: null, kind: 'text' });
    expect(items).toEqual({ value: 3, kind: 'count' });
  });

  it('tells a moment shown with its time from a day', () => {
    const column: GridColDef<Order> = { field: 'createdAt', headerName: 'Zamówiono', valueFormatter: () => '30.11.2026, 00:30' };
    expect(exportCell(column, ORDER).kind).toBe('dateTime');
  });
});

describe('exportTable, csvText and xlsxRows', () => {
  const table = exportTable(exportedColumns(columns), [ORDER, { ...ORDER, id: 2, number: 'ZM/2026/11/0002', total: { gross: 10, grossFormatted: '10,00' }, buyer: 'Anna; Nowak' }]);

  it('has the headers and one row a record', () => {
    expect(table.headers).toEqual(['Numer', 'Data', 'Status', 'Wartość brutto', 'Zamawiający', 'Pozycje']);
    expect(table.kinds).toEqual(['text', 'date', 'text', 'money', 'text', 'count']);
    expect(table.rows).toHaveLength(2);
  });

  it('writes a Polish CSV: semicolons, decimal commas, dates as 30.11.2026, formulas kept as text, a byte-order mark', () => {
    const text = csvText(table, 'pl');
    expect(text.startsWith('\uFEFFNumer;Data;Status;Wartość brutto;Zamawiający;Pozycje\r\n')).toBe(true);
    expect(text).toContain('ZM/2026/11/0001;30.11.2026;W realizacji;1234,50;"\'=HYPERLINK(""x"")";3\r\n');
    expect(text).toContain('"Anna; Nowak"');
  });

  it('writes an English CSV with commas, decimal points and 30/11/2026', () => {
    expect(csvText(table, 'en')).toContain('ZM/2026/11/0001,30/11/2026,W realizacji,1234.50,');
  });

  it('gives the sheet a bold header, numbers as numbers with two decimals for amounts, dates as dates', () => {
    const [header, first] = xlsxRows(table, 'pl');
    expect(header[0]).toMatchObject({ value: 'Numer', fontWeight: 'bold' });
    expect(first[3]).toEqual({ value: 1234.5, type: Number, format: '#,##0.00' });
    expect(first[1]).toMatchObject({ type: Date, format: 'dd.mm.yyyy' });
    expect(first[5]).toEqual({ value: 3, type: Number, format: '#,##0' });
    expect(first[4]).toEqual({ value: '\'=HYPERLINK("x")', type: String });
    expect(xlsxRows(table, 'en')[1][1]).toMatchObject({ format: 'dd/mm/yyyy' });
  });
});

describe('spreadsheetText', () => {
  it('keeps text that would start a formula as text', () => {
    expect(spreadsheetText('=1+1')).toBe("'=1+1");
    expect(spreadsheetText('-5')).toBe("'-5");
    expect(spreadsheetText('Biuro')).toBe('Biuro');
  });
});

describe('exportFileName', () => {
  const day = new Date('2026-11-30T10:00:00Z');

  it('names the file after the list and the day, in plain letters', () => {
    expect(exportFileName('Zamówienia', day, 'xlsx')).toBe('zamowienia-2026-11-30.xlsx');
    expect(exportFileName('Orders', day, 'csv')).toBe('orders-2026-11-30.csv');
    expect(exportFileName('Zamówienia oczekujące na akceptację', day, 'xlsx')).toBe('zamowienia-oczekujace-na-akceptacje-2026-11-30.xlsx');
    expect(exportFileName('Użytkownicy firmy', day, 'csv')).toBe('uzytkownicy-firmy-2026-11-30.csv');
    expect(exportFileName('Złożone raporty', day, 'csv')).toBe('zlozone-raporty-2026-11-30.csv');
  });

  it('takes the day in Warsaw (late evening UTC is already the next day there)', () => {
    expect(exportFileName('Faktury', new Date('2026-11-29T23:30:00Z'), 'xlsx')).toBe('faktury-2026-11-30.xlsx');
  });
});
