import { describe, expect, it } from 'vitest';
import type { AvailableFilter } from '../../generated/model';
import { toListQuery } from '../listQuery';
import { activeFilterCount, crudFiltersFromValues, filterType, filterValuesFromCrud, splitScope } from './listFilters';

const AVAILABLE: AvailableFilter[] = [
  { key: 'status', name: 'Status', type: 'select', options: [{ value: 'shipped', label: 'Wysłane' }, { value: 'delivered', label: 'Dostarczone' }] },
  { key: 'costCenter', name: 'Centrum kosztowe', options: [{ value: '11', label: 'Biuro' }] },
  { key: 'number', name: 'Numer zamówienia', type: 'text', options: [] },
  { key: 'dateFrom', name: 'Data od', type: 'date', options: [] },
  { key: 'scope', name: 'Zamówienia', type: 'scope', options: [{ value: 'company', label: 'Cała firma' }, { value: 'mine', label: 'Tylko moje' }] },
];

describe('crudFiltersFromValues', () => {
  it('gives selects (also those without a type) as `in` lists and the other kinds as one `eq` value', () => {
    expect(
      crudFiltersFromValues(
        { status: ['shipped', 'delivered'], costCenter: ['11'], number: [' ZS/2026 '], dateFrom: ['2026-01-01'], scope: ['mine'] },
        AVAILABLE,
      ),
    ).toEqual([
      { field: 'status', operator: 'in', value: ['shipped', 'delivered'] },
      { field: 'costCenter', operator: 'in', value: ['11'] },
      { field: 'number', operator: 'eq', value: 'ZS/2026' },
      { field: 'dateFrom', operator: 'eq', value: '2026-01-01' },
      { field: 'scope', operator: 'eq', value: 'mine' },
    ]);
  });

  it('leaves out filters with nothing chosen, so "all" is no filter', () => {
    expect(crudFiltersFromValues({ status: [], number: ['  '] }, AVAILABLE)).toEqual([]);
  });
});

describe('filterValuesFromCrud', () => {
  it('reads back what crudFiltersFromValues wrote (the URL round trip)', () => {
    const values = { status: ['shipped'], dateFrom: ['2026-01-01'], scope: ['mine'] };
    expect(filterValuesFromCrud(crudFiltersFromValues(values, AVAILABLE))).toEqual(values);
  });

  it('ignores operators the bar does not set and empty values', () => {
    expect(
      filterValuesFromCrud([
        { field: 'createdAt', operator: 'gte', value: '2026-01-01' },
        { field: 'status', operator: 'in', value: [] },
        { field: 'costCenter', operator: 'eq', value: 11 },
      ]),
    ).toEqual({ costCenter: ['11'] });
  });

  it('counts the filters set', () => {
    expect(activeFilterCount({ status: ['shipped'], costCenter: [], scope: ['mine'] })).toBe(2);
  });
});

describe('splitScope', () => {
  it('sends the scope filter as the list call’s own `scope` parameter and keeps the rest as filters', () => {
    const query = toListQuery({
      pagination: { currentPage: 2, pageSize: 24 },
      filters: crudFiltersFromValues({ status: ['shipped'], scope: ['mine'] }, AVAILABLE),
    });
    expect(splitScope(query)).toEqual({ limit: 24, offset: 24, scope: 'mine', filters: { status: ['shipped'] } });
  });

  it('drops the filters object when the scope was the only filter, and ignores an unknown scope', () => {
    expect(splitScope({ limit: 24, offset: 0, filters: { scope: ['everyone'] } })).toEqual({ limit: 24, offset: 0 });
  });

  it('leaves a query without scope as it is', () => {
    const query = { limit: 24, offset: 0, filters: { status: ['shipped'] } };
    expect(splitScope(query)).toBe(query);
  });
});

describe('filterType', () => {
  it('treats a filter without a type as select, as the contract says', () => {
    expect(filterType({})).toBe('select');
    expect(filterType({ type: 'date' })).toBe('date');
  });
});

describe('from the bar to the list call', () => {
  it('turns every kind of filter into the parameters the API takes, page and scope included', () => {
    const filters = crudFiltersFromValues(
      { status: ['shipped', 'delivered'], costCenter: ['11'], number: ['  ZS/2026 '], dateFrom: ['2026-01-01'], scope: ['mine'] },
      AVAILABLE,
    );
    expect(splitScope(toListQuery({ pagination: { currentPage: 2, pageSize: 24 }, filters }))).toEqual({
      limit: 24,
      offset: 24,
      scope: 'mine',
      filters: { status: ['shipped', 'delivered'], costCenter: ['11'], number: ['ZS/2026'], dateFrom: ['2026-01-01'] },
    });
  });

  it('sends nothing for cleared filters', () => {
    expect(splitScope(toListQuery({ filters: crudFiltersFromValues({ status: [], number: ['  '], scope: [] }, AVAILABLE) }))).toEqual({ limit: 24, offset: 0 });
  });
});
