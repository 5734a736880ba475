import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** Columns that only a company's lists have: who ordered ("Zamawiający") and the cost centre. */
export const COMPANY_ONLY_FIELDS: readonly string[] = ['createdBy', 'costCenter'];

/**
 * A list's columns for the signed-in customer: a private customer orders for himself and has no cost
 * centres, so his lists leave the company-only columns out (they are not merely hidden: he cannot
 * show them from the columns panel either).
 */
export function columnsForCustomer<T extends GridValidRowModel>(columns: GridColDef<T>[], privateCustomer: boolean): GridColDef<T>[] {
  return privateCustomer ? columns.filter((column) => !COMPANY_ONLY_FIELDS.includes(column.field)) : columns;
}
