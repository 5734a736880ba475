import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const SALES_INVOICES_RESOURCE = 'sales-invoices';

/** The account's invoices (acl invoices): the list with its totals, one invoice, paying it online. */
export const salesInvoices = {
  name: SALES_INVOICES_RESOURCE,
  routes: { list: 'dashboard-invoices', show: 'dashboard-invoices-slug' },
  screens: { 'dashboard-invoices': 'invoices/InvoicesList', 'dashboard-invoices-slug': 'invoices/InvoiceShow' },
  binding: 'invoices/invoicesResource#salesInvoicesBinding',
  access: { flag: 'invoices' },
  menu: ['dashboard-invoices'],
} as const satisfies ResourceDescriptor;
