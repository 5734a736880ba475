import { describe, expect, it } from 'vitest';
import { toListQuery } from './listQuery';

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
