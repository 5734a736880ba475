import { describe, expect, it } from 'vitest';
import { toListQuery } from '../listQuery';
import { filterType, filterValues, toApiListParams, toCrudFilter } from './invoiceFilters';

describe('invoice filters', () => {
  it('turns each kind of available filter into a refine filter the list query understands', () => {
    const filters = [
      toCrudFilter({ key: 'status', type: 'select' }, ['overdue', 'unpaid']),
      toCrudFilter({ key: 'type' }, ['invoice']),
      toCrudFilter({ key: 'number', type: 'text' }, ['  FV/2025 ']),
      toCrudFilter({ key: 'dateFrom', type: 'date' }, ['2025-01-01']),
      toCrudFilter({ key: 'scope', type: 'scope' }, ['mine']),
    ];
    const query = toApiListParams(toListQuery({ pagination: { currentPage: 2, pageSize: 24 }, filters }));
    expect(query).toEqual({
      limit: 24,
      offset: 24,
      scope: 'mine',
      filters: { status: ['overdue', 'unpaid'], type: ['invoice'], number: ['FV/2025'], dateFrom: ['2025-01-01'] },
    });
  });

  it('drops a cleared filter', () => {
    const filters = [toCrudFilter({ key: 'status', type: 'select' }, []), toCrudFilter({ key: 'number', type: 'text' }, ['  '])];
    expect(filters.map((filter) => filter.value)).toEqual([undefined, undefined]);
    expect(toApiListParams(toListQuery({ filters }))).toEqual({ limit: 24, offset: 0 });
  });

  it('reads the values a filter holds back for its control', () => {
    const filters = [toCrudFilter({ key: 'status', type: 'select' }, ['paid']), toCrudFilter({ key: 'dateTo', type: 'date' }, ['2025-02-01'])];
    expect(filterValues(filters, 'status')).toEqual(['paid']);
    expect(filterValues(filters, 'dateTo')).toEqual(['2025-02-01']);
    expect(filterValues(filters, 'type')).toEqual([]);
  });

  it('treats a filter without a type as select, as the contract says', () => {
    expect(filterType({})).toBe('select');
    expect(filterType({ type: 'date' })).toBe('date');
  });
});
