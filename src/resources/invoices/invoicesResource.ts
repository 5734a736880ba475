import type { BaseKey } from '@refinedev/core';
import { getSalesInvoice, getSalesInvoices, paySalesInvoice, paySalesInvoices } from '../../generated/api/lists/lists';
import type { GetSalesInvoicesParams, SalesInvoicesPayment } from '../../generated/model';
import type { ListQuery } from '../listQuery';
import { splitScope } from '../filters/listFilters';
import type { ResourceBinding } from '../resourceDescriptor';

/** The invoices list (spec §7 "Lists": GET sales-invoices) with the unpaid and overdue totals beside the rows. */
export async function listSalesInvoices(query: ListQuery, signal?: AbortSignal) {
  const response = await getSalesInvoices(splitScope(query) as GetSalesInvoicesParams, undefined, signal);
  return {
    data: response.salesInvoices,
    total: response.countTotal,
    availableFilters: response.availableFilters,
    unpaidTotal: response.unpaidTotal,
    overdueTotal: response.overdueTotal,
  };
}

/** One invoice with its lines, VAT summary, orders and corrections (GET sales-invoices/{id}). */
export async function getSalesInvoiceRecord(id: BaseKey, signal?: AbortSignal) {
  const response = await getSalesInvoice(Number(id), undefined, signal);
  return { data: response.salesInvoice };
}

/** Operations on one invoice through refine's custom (useCustomMutation with meta { resource, action, id }). */
export const salesInvoiceActions = {
  /** Starts an online payment; the answer carries the payment page's address. */
  pay: async (id: BaseKey) => ({ data: await paySalesInvoice(Number(id)) }),
};

/** Operations on several invoices (useCustomMutation with meta { resource, action } and the body as values). */
export const salesInvoicesCollectionActions = {
  /** Starts one online payment for the ticked invoices; the answer carries the payment page's address. */
  payMany: async ({ invoiceIds }: SalesInvoicesPayment) => ({ data: await paySalesInvoices({ invoiceIds }) }),
};

export const salesInvoicesBinding = {
  list: listSalesInvoices, one: getSalesInvoiceRecord, actions: salesInvoiceActions, collectionActions: salesInvoicesCollectionActions,
} satisfies ResourceBinding;
