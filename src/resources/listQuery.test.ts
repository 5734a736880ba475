import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { ACCOUNT_PAGE_SIZES, filtersFromAddress, listStateKey, listSyncStep, pageChoice, pageSizeChoice, sortersFromAddress, toListQuery, withoutPermanent } from './listQuery';

describe('toListQuery', () => {
  it('turns page 1 of 24 into limit 24, offset 0 with no sort', () => {
    expect(toListQuery({ pagination: { currentPage: 1, pageSize: 24 } })).toEqual({ limit: 24, offset: 0 });
  });

  it('computes the offset of later pages', () => {
    expect(toListQuery({ pagination: { currentPage: 3, pageSize: 24 } })).toMatchObject({ limit: 24, offset: 48 });
  });

  it('defaults to 24 rows and treats page numbers below 1 as the first page', () => {
    expect(toListQuery({ pagination: { currentPage: 0 } })).toEqual({ limit: 24, offset: 0 });
  });

  it('sends the first sorter as orderBy/orderDirection in upper case', () => {
    expect(
      toListQuery({ sorters: [{ field: 'grandTotal', order: 'asc' }, { field: 'createdAt', order: 'desc' }] }),
    ).toMatchObject({ orderBy: 'grandTotal', orderDirection: 'ASC' });
  });

  it('maps eq and in filters to value lists and drops empty ones', () => {
    expect(
      toListQuery({
        filters: [
          { field: 'status', operator: 'in', value: ['shipped', 'delivered'] },
          { field: 'costCenter', operator: 'eq', value: 7 },
          { field: 'number', operator: 'eq', value: '' },
          { field: 'createdAt', operator: 'gte', value: '2026-01-01' },
        ],
      }).filters,
    ).toEqual({ status: ['shipped', 'delivered'], costCenter: ['7'] });
  });
});

describe('pageSizeChoice', () => {
  it('takes a size the list offers, from a number or from the address text', () => {
    expect(pageSizeChoice(48, ACCOUNT_PAGE_SIZES, 24)).toBe(48);
    expect(pageSizeChoice('96', ACCOUNT_PAGE_SIZES, 24)).toBe(96);
  });

  it('falls back to the default for a size the list does not offer, or none', () => {
    expect(pageSizeChoice('50', ACCOUNT_PAGE_SIZES, 24)).toBe(24);
    expect(pageSizeChoice(10_000, ACCOUNT_PAGE_SIZES, 24)).toBe(24);
    expect(pageSizeChoice(undefined, ACCOUNT_PAGE_SIZES, 24)).toBe(24);
    expect(pageSizeChoice('48abc', ACCOUNT_PAGE_SIZES, 24)).toBe(24);
  });

  it('offers 24 first (the default), then 48 and 96', () => {
    expect(ACCOUNT_PAGE_SIZES).toEqual([24, 48, 96]);
  });
});

describe('pageChoice', () => {
  it('reads a whole page number from 1, else the first page', () => {
    expect(pageChoice('3')).toBe(3);
    expect(pageChoice(2)).toBe(2);
    expect(pageChoice('0')).toBe(1);
    expect(pageChoice('-2')).toBe(1);
    expect(pageChoice('x')).toBe(1);
    expect(pageChoice(undefined)).toBe(1);
  });
});

describe('listStateKey', () => {
  const state = {
    currentPage: 2,
    pageSize: 48,
    sorters: [{ field: 'createdAt', order: 'desc' as const }],
    filters: [{ field: 'status', operator: 'in' as const, value: [3, 4] }],
  };

  it('is the same for the list state and the same state read back from the address (numbers as text)', () => {
    const fromAddress = { currentPage: 2, pageSize: 48, sorters: [{ field: 'createdAt', order: 'desc' as const }], filters: [{ field: 'status', operator: 'in' as const, value: ['3', '4'] }] };
    expect(listStateKey(state)).toBe(listStateKey(fromAddress));
  });

  it('differs when the page, the size, the sort or a filter differs', () => {
    expect(listStateKey({ ...state, currentPage: 3 })).not.toBe(listStateKey(state));
    expect(listStateKey({ ...state, pageSize: 96 })).not.toBe(listStateKey(state));
    expect(listStateKey({ ...state, sorters: [{ field: 'createdAt', order: 'asc' }] })).not.toBe(listStateKey(state));
    expect(listStateKey({ ...state, filters: [] })).not.toBe(listStateKey(state));
  });
});

describe('withoutPermanent', () => {
  it('leaves a list’s fixed filters out, whatever the type of their values', () => {
    const fixed: CrudFilter = { field: 'type', operator: 'eq', value: 1 };
    const chosen: CrudFilter = { field: 'status', operator: 'eq', value: 'open' };
    expect(withoutPermanent([chosen, { ...fixed, value: '1' }], [fixed])).toEqual([chosen]);
    expect(withoutPermanent([chosen], [])).toEqual([chosen]);
  });
});

describe('sortersFromAddress and filtersFromAddress', () => {
  it('keep only well-formed entries, and say nothing when the address has none', () => {
    expect(sortersFromAddress([{ field: 'number', order: 'asc' }, { field: 'x', order: 'sideways' }, null])).toEqual([{ field: 'number', order: 'asc' }]);
    expect(sortersFromAddress(undefined)).toBeUndefined();
    expect(filtersFromAddress([{ field: 'status', operator: 'in', value: ['1'] }, { field: 'y' }])).toEqual([{ field: 'status', operator: 'in', value: ['1'] }]);
    expect(filtersFromAddress('status')).toBeUndefined();
  });
});

describe('listSyncStep', () => {
  it('pushes a history entry when the user changed the list', () => {
    expect(listSyncStep({ address: 'page1', table: 'page1' }, 'page1', 'page2')).toBe('pushEntry');
  });

  it('makes the list follow the address after Back, Forward or a link', () => {
    expect(listSyncStep({ address: 'page2', table: 'page2' }, 'page1', 'page2')).toBe('followAddress');
    // Both moved at once (a link to the list with other parameters): the address wins.
    expect(listSyncStep({ address: 'page1', table: 'page1' }, 'page3', 'page2')).toBe('followAddress');
  });

  it('does nothing when both agree, or while a pushed address is still on its way', () => {
    expect(listSyncStep({ address: 'page1', table: 'page1' }, 'page2', 'page2')).toBe('none');
    expect(listSyncStep({ address: 'page1', table: 'page2' }, 'page1', 'page2')).toBe('none');
  });
});
