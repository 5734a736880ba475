// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailableFilter } from '../../generated/model';
import { FilterBar, type FilterBarTexts } from './FilterBar';
import type { FilterValues } from './listFilters';
import type { ListFilters } from './useListFilters';

const AVAILABLE: AvailableFilter[] = [
  { key: 'status', name: 'Status', type: 'select', options: [{ value: 'shipped', label: 'Wysłane' }, { value: 'delivered', label: 'Dostarczone' }] },
  { key: 'number', name: 'Numer', type: 'text', options: [] },
  { key: 'dateFrom', name: 'Data od', type: 'date', options: [] },
  { key: 'dateTo', name: 'Data do', type: 'date', options: [] },
];
const TEXTS: FilterBarTexts = { label: 'Filtry', apply: 'Filtruj', reset: 'Wyczyść filtry', endBeforeStart: 'Koniec przed początkiem', all: 'Wszystkie' };

function listFilters(applied: FilterValues = {}): ListFilters {
  return { available: AVAILABLE, extras: undefined, applied, filtered: Object.keys(applied).length > 0, firstLoad: false, apply: vi.fn(), reset: vi.fn() };
}

function chooseStatus(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  const listbox = screen.getByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: label }));
  fireEvent.keyDown(listbox, { key: 'Escape' });
}

/** Types a day into a date field's day, month and year sections, one key at a time as a keyboard does (once the pickers have loaded). */
async function typeDate(label: string, digits: string) {
  const [day] = within(await screen.findByRole('group', { name: new RegExp(label) })).getAllByRole('spinbutton');
  fireEvent.click(day);
  fireEvent.focus(day);
  for (const key of digits) fireEvent.input(document.activeElement ?? day, { target: { textContent: key } });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FilterBar applied on submit', () => {
  it('collects changes and applies them together with the submit button', () => {
    const filters = listFilters();
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="submit" />);
    chooseStatus('Wysłane');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Numer' }), { target: { value: 'ZS/1' } });
    expect(filters.apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(filters.apply).toHaveBeenCalledWith({ status: ['shipped'], number: ['ZS/1'] });
  });

  it('refuses a date range that ends before it starts', async () => {
    const filters = listFilters({ dateFrom: ['2026-02-01'] });
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="submit" />);
    await typeDate('Data do', '01012026');
    expect(screen.getByText('Koniec przed początkiem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtruj' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('FilterBar applied on change', () => {
  it('applies a select at once and a text search once typing pauses', () => {
    vi.useFakeTimers();
    const filters = listFilters({ dateFrom: ['2026-01-01'] });
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="change" />);
    expect(screen.queryByRole('button', { name: 'Filtruj' })).toBeNull();
    chooseStatus('Dostarczone');
    expect(filters.apply).toHaveBeenLastCalledWith({ dateFrom: ['2026-01-01'], status: ['delivered'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Numer' }), { target: { value: 'FV' } });
    expect(filters.apply).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(400));
    expect(filters.apply).toHaveBeenLastCalledWith({ dateFrom: ['2026-01-01'], number: ['FV'] });
  });

  it('applies a date once day, month and year are typed', async () => {
    const filters = listFilters({ status: ['shipped'] });
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="change" />);
    await typeDate('Data od', '0102');
    expect(filters.apply).not.toHaveBeenCalled();
    await typeDate('Data od', '01022026');
    expect(filters.apply).toHaveBeenLastCalledWith({ status: ['shipped'], dateFrom: ['2026-02-01'] });
  });

  it('keeps a date range that ends before it starts unapplied and says why', async () => {
    const filters = listFilters({ dateFrom: ['2026-02-01'] });
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="change" />);
    await typeDate('Data do', '01012026');
    expect(filters.apply).not.toHaveBeenCalled();
    expect(screen.getByText('Koniec przed początkiem')).toBeTruthy();
  });

  it('shows "all" in an empty select and offers clearing only when a filter is set', () => {
    render(<FilterBar filters={listFilters()} texts={TEXTS} applyOn="change" />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Wszystkie');
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
    cleanup();
    const filters = listFilters({ status: ['shipped'] });
    render(<FilterBar filters={filters} texts={TEXTS} applyOn="change" />);
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(filters.reset).toHaveBeenCalled();
  });
});

describe('FilterBar folded (phones)', () => {
  it('builds its fields when first unfolded and keeps a draft across folding', () => {
    const filters = listFilters();
    render(<FilterBar filters={filters} texts={{ ...TEXTS, toggle: 'Pokaż filtry' }} applyOn="submit" collapsible />);
    const toggle = screen.getByRole('button', { name: 'Pokaż filtry' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded, the bar has no fields at all yet (not merely hidden ones).
    expect(document.querySelector('input')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Numer' }), { target: { value: 'ZS/1' } });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(filters.apply).toHaveBeenCalledWith({ number: ['ZS/1'] });
  });
});
