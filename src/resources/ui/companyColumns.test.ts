import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { columnsForCustomer } from './companyColumns';

const columns: GridColDef[] = ['number', 'createdAt', 'status', 'createdBy', 'costCenter', 'grandTotal'].map((field) => ({ field }));

describe('columnsForCustomer', () => {
  it('leaves "Zamawiający" and "Centrum kosztowe" out of a private customer’s list', () => {
    expect(columnsForCustomer(columns, true).map((column) => column.field)).toEqual(['number', 'createdAt', 'status', 'grandTotal']);
  });

  it('keeps every column of a company’s list', () => {
    expect(columnsForCustomer(columns, false)).toBe(columns);
  });
});
