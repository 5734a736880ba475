// @vitest-environment jsdom
import '../../../i18n';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingState } from '../../../domain/listingQuery';
import type { SearchFilter } from '../../../generated/model';
import { FacetPanel } from './FacetPanel';

afterEach(cleanup);

const brands: SearchFilter = {
  key: 'brand',
  name: 'Marka',
  type: 'checkbox',
  options: Array.from({ length: 10 }, (_, index) => ({ value: `brand-${index}`, label: `Marka ${index}`, count: 20 - index })),
};
const stock: SearchFilter = { key: 'stock', name: 'Dostępność', type: 'checkbox', options: [{ value: 'now', label: 'Od ręki', count: 5 }] };
const state: ListingState = { filters: { brand: ['brand-8'] }, pageSize: 36 };

describe('FacetPanel', () => {
  it('shows each facet as a named group of labelled checkboxes with counts', () => {
    render(<FacetPanel idPrefix="side" filters={[brands, stock]} state={state} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Dostępność' });
    const checkbox = within(group).getByRole('checkbox', { name: 'Od ręki(5)' });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(group.querySelector('label')?.textContent).toBe('Od ręki(5)');
  });

  it('lists the first six options of a long facet plus the chosen ones, and all of them on demand', () => {
    render(<FacetPanel idPrefix="side" filters={[brands]} state={state} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Marka' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(7);
    expect((within(group).getByRole('checkbox', { name: /Marka 8/ }) as HTMLInputElement).checked).toBe(true);
    const more = within(group).getByRole('button', { expanded: false });
    expect(more.getAttribute('aria-controls')).toBe('side-facet-brand');
    expect(document.getElementById('side-facet-brand')).not.toBeNull();
    fireEvent.click(more);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    within(group).getByRole('button', { expanded: true });
  });

  it('toggles a value by a click on its checkbox or its label', () => {
    const onChange = vi.fn();
    render(<FacetPanel idPrefix="side" filters={[brands]} state={state} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Marka 0/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...state, filters: { brand: ['brand-8', 'brand-0'] } });
    fireEvent.click(screen.getByText('Marka 8'));
    expect(onChange).toHaveBeenLastCalledWith({ ...state, filters: {} });
  });

  it('disables every checkbox while the listing cannot be used', () => {
    render(<FacetPanel idPrefix="side" filters={[stock]} state={state} onChange={() => {}} disabled />);
    expect((screen.getByRole('checkbox', { name: /Od ręki/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
