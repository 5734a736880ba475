import { describe, expect, it, vi } from 'vitest';
import type { ListFilters } from '../filters/useListFilters';
import { withoutFilter } from './listFilters';

const filters = (applied: ListFilters['applied']): ListFilters => ({
  available: [
    { key: 'type', name: 'Rodzaj zgłoszenia', type: 'select', options: [] },
    { key: 'status', name: 'Status', type: 'select', options: [] },
  ],
  extras: undefined,
  applied,
  filtered: Object.keys(applied).length > 0,
  firstLoad: false,
  apply: vi.fn(),
  reset: vi.fn(),
});

describe('withoutFilter', () => {
  it('neither offers nor counts the fixed filter', () => {
    const fixed = withoutFilter(filters({ type: ['RZ'] }), 'type');
    expect(fixed.available.map((filter) => filter.key)).toEqual(['status']);
    expect(fixed.applied).toEqual({});
    expect(fixed.filtered).toBe(false);
    expect(withoutFilter(filters({ type: ['RZ'], status: ['registered'] }), 'type').filtered).toBe(true);
  });

  it('applies and clears the other filters only', () => {
    const source = filters({ type: ['RZ'], status: ['registered'] });
    const fixed = withoutFilter(source, 'type');
    fixed.apply({ type: ['R-nt'], status: ['accepted'] });
    expect(source.apply).toHaveBeenLastCalledWith({ status: ['accepted'] });
    fixed.reset();
    expect(source.apply).toHaveBeenLastCalledWith({});
  });
});
