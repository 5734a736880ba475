// @vitest-environment jsdom
import type { useTableReturnType } from '@refinedev/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ListCards } from './ListCards';

interface Order {
  id: number;
  number: string;
  status: { name: string };
  total: number;
  note: string | null;
  canPay: boolean;
}

const ORDERS: Order[] = [
  { id: 1, number: 'ZS/1', status: { name: 'Wysłane' }, total: 1234.5, note: null, canPay: true },
  { id: 2, number: 'ZS/2', status: { name: 'Dostarczone' }, total: 20, note: 'Pilne', canPay: false },
];

function columns(onPay: (order: Order) => void): GridColDef<Order>[] {
  return [
    { field: 'number', headerName: 'Numer', renderCell: ({ row }) => <a href={`/zamowienie/${row.id}`}>{row.number}</a> },
    { field: 'status', headerName: 'Status', sortable: false, valueGetter: (_value, row) => row.status.name },
    { field: 'total', headerName: 'Wartość', type: 'number' },
    { field: 'note', headerName: 'Uwagi', sortable: false },
    { field: 'secret', headerName: 'Ukryta' },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Akcje',
      // The grid's own action item is only the carrier of the label and the handler here.
      getActions: ({ row }) => (row.canPay ? [<span key="pay" {...({ label: `Zapłać za ${row.number}`, onClick: () => onPay(row) } as object)} />] : []),
    },
  ];
}

function table(overrides: Partial<{ rows: Order[]; pending: boolean; placeholder: boolean; page: number; pageCount: number }> = {}) {
  const { rows = ORDERS, pending = false, placeholder = false, page = 1, pageCount = 3 } = overrides;
  return {
    result: { data: pending ? undefined : rows, total: rows.length },
    tableQuery: { isPending: pending, isFetching: pending || placeholder, isPlaceholderData: placeholder },
    currentPage: page,
    setCurrentPage: vi.fn(),
    pageSize: 24,
    setPageSize: vi.fn(),
    pageCount,
    sorters: [{ field: 'total', order: 'desc' }],
    setSorters: vi.fn(),
  } as unknown as useTableReturnType<Order>;
}

function renderCards(props: Partial<Parameters<typeof ListCards<Order>>[0]> = {}, onPay = vi.fn()) {
  const list = props.table ?? table();
  render(
    <ListCards<Order>
      table={list}
      resource="orders"
      columns={columns(onPay)}
      label="Lista zamówień"
      locale="pl"
      noRowsLabel="Brak zamówień"
      columnVisibilityModel={{ secret: false }}
      {...props}
    />,
  );
  return list;
}

afterEach(cleanup);

describe('ListCards', () => {
  it('draws a card per row: the first column as its title, the other shown columns as label and value', () => {
    renderCards();
    const cards = within(screen.getByRole('list', { name: 'Lista zamówień' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'ZS/1' }).getAttribute('href')).toBe('/zamowienie/1');
    const terms = first.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Status', 'Wartość', 'Uwagi']);
    const values = first.getAllByRole('definition').map((value) => value.textContent);
    // A number in Polish notation, an empty value as a dash; the hidden column is not there.
    expect(values).toEqual(['Wysłane', '1234,5', '—']);
    expect(within(cards[1]).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Dostarczone', '20', 'Pilne']);
  });

  it("turns a row's actions into buttons that do what the grid's would", () => {
    const onPay = vi.fn();
    renderCards({}, onPay);
    const cards = within(screen.getByRole('list', { name: 'Lista zamówień' })).getAllByRole('listitem');
    const pay = within(cards[0]).getByRole('button', { name: 'Zapłać za ZS/1' });
    // The card's title names the order: the button does not say it again.
    expect(pay.textContent).toBe('Zapłać za');
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledWith(ORDERS[0]);
    expect(within(cards[1]).queryByRole('button')).toBeNull();
  });

  it("puts a column of buttons drawn by its own cell (named 'actions') with the card's actions, not as a field", () => {
    const onDelete = vi.fn();
    const withCellActions: GridColDef<Order>[] = [
      { field: 'number', headerName: 'Numer' },
      { field: 'total', headerName: 'Wartość', type: 'number' },
      { field: 'actions', headerName: 'Akcje', sortable: false, renderCell: ({ row }) => <button onClick={() => onDelete(row)}>Usuń {row.number}</button> },
    ];
    renderCards({ columns: withCellActions, columnVisibilityModel: {} });
    const [first] = within(screen.getByRole('list', { name: 'Lista zamówień' })).getAllByRole('listitem');
    expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual(['Wartość']);
    fireEvent.click(within(first).getByRole('button', { name: 'Usuń ZS/1' }));
    expect(onDelete).toHaveBeenCalledWith(ORDERS[0]);
  });

  it('sorts on the server by any sortable column, either way, from the first page, and shows the sort in force', () => {
    const list = renderCards({ table: table({ page: 2, pageCount: 3 }) });
    const sort = screen.getByRole('combobox', { name: 'Sortuj' }) as HTMLSelectElement;
    expect(sort.selectedOptions[0].textContent).toBe('Wartość: malejąco');
    expect(Array.from(sort.options).map((option) => option.textContent)).toEqual([
      'Numer: malejąco', 'Numer: rosnąco', 'Wartość: malejąco', 'Wartość: rosnąco', 'Ukryta: malejąco', 'Ukryta: rosnąco',
    ]);
    fireEvent.change(sort, { target: { value: 'number:asc' } });
    expect(list.setSorters).toHaveBeenCalledWith([{ field: 'number', order: 'asc' }]);
    expect(list.setCurrentPage).toHaveBeenCalledWith(1);
  });

  it('pages through the list', () => {
    const list = renderCards({ table: table({ page: 2, pageCount: 3 }) });
    const pages = screen.getByRole('navigation', { name: 'Lista zamówień – strony' });
    window.scrollTo = vi.fn();
    fireEvent.click(within(pages).getByRole('button', { name: 'Strona 3' }));
    expect(list.setCurrentPage).toHaveBeenCalledWith(3);
  });

  it('ticks rows one by one or the whole page, leaving out rows that cannot be chosen', () => {
    const onChange = vi.fn();
    const model: GridRowSelectionModel = { type: 'include', ids: new Set([1]) };
    renderCards({ selection: { model, onChange, isRowSelectable: (row) => row.canPay } });
    const [first, second] = within(screen.getByRole('list', { name: 'Lista zamówień' })).getAllByRole('listitem');
    const tick = within(first).getByRole('checkbox', { name: 'Zaznacz ZS/1' }) as HTMLInputElement;
    expect(tick.checked).toBe(true);
    expect((within(second).getByRole('checkbox', { name: 'Zaznacz ZS/2' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(tick);
    expect(onChange).toHaveBeenLastCalledWith({ type: 'include', ids: new Set() });
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith({ type: 'include', ids: new Set() });
  });

  it('says when there are no rows, and shows skeletons while the first page loads', () => {
    renderCards({ table: table({ rows: [] }) });
    expect(screen.getByText('Brak zamówień')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Lista zamówień' })).toBeNull();
    cleanup();
    renderCards({ table: table({ pending: true }) });
    expect(screen.getByRole('status', { name: 'Lista zamówień' }).getAttribute('aria-busy')).toBe('true');
  });

  it('keeps the last page on screen, marked busy, while another one loads', () => {
    renderCards({ table: table({ placeholder: true }) });
    const list = screen.getByRole('list', { name: 'Lista zamówień' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has the grid\'s tools on a phone: the columns a card shows (not its title, not what the list hides) and the rows a page', () => {
    const list = renderCards();
    const tools = screen.getByRole('toolbar', { name: 'Narzędzia listy' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Kolumny' }));
    const choices = screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent);
    expect(choices).toEqual(['Status', 'Wartość', 'Uwagi']);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Uwagi' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Uwagi' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    const first = within(within(screen.getByRole('list', { name: 'Lista zamówień' })).getAllByRole('listitem')[0]);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Status', 'Wartość']);

    fireEvent.change(within(tools).getByRole('combobox', { name: 'Wierszy na stronie' }), { target: { value: '48' } });
    expect(list.setPageSize).toHaveBeenCalledWith(48);
    expect(list.setCurrentPage).toHaveBeenCalledWith(1);
    expect(within(tools).getByRole('button', { name: 'Eksportuj' })).toBeTruthy();
  });
});
