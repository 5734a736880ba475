/**
 * The account's invoices (acl invoices): the company's (a private customer's own; scope=mine: those of
 * the user's orders), with filters status (paid, unpaid, overdue), type (invoice, correctionInvoice),
 * number and issue dates, sorting, paging, and the unpaid and overdue totals of everything visible.
 */
import { round2, moneyFromNetGross } from '../../domain/money';
import type { AvailableFilter, GetSalesInvoicesParams, SalesInvoiceListResponse } from '../../generated/model';
import { getSeed } from '../db/store';
import type { SeedCompany, SeedInvoice, SeedUser } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { amountDue, invoiceStatus, invoiceTotals, toSalesInvoiceSummary } from '../presenters/invoice';
import { aclOf } from './users';
import { DATE_FILTERS, scopeFilter } from './orders';
import {
  type ListFilters, requireDateFilters, requireFilterKeys, requireFilterValues, requireOrderBy, sortAndPage, withinDates,
} from './listQuery';

const ORDER_BY = ['number', 'issuedAt', 'dueDate', 'grandTotal', 'amountDue'] as const;
const FILTER_KEYS = ['status', 'type', 'number', 'dateFrom', 'dateTo'];
/** The payment-status filter's options, in the words of the grid's status chips (account.json invoices.status). */
const STATUSES = [['paid', 'Zapłacona'], ['unpaid', 'Do zapłaty'], ['overdue', 'Po terminie']] as const;
const TYPES = [['invoice', 'Faktura VAT'], ['correctionInvoice', 'Faktura korygująca']] as const;

/** 403 unless the user's access settings include invoices. */
export function requireInvoiceAccess(user: SeedUser, company: SeedCompany): void {
  if (!aclOf(user, company).invoices) throw forbidden('Nie masz dostępu do faktur.');
}

/** Invoices the user may see. */
export function visibleInvoices(user: SeedUser, company: SeedCompany, scope?: 'mine' | 'company'): SeedInvoice[] {
  const invoices = getSeed().invoices.filter((invoice) => invoice.companyId === company.id);
  return company.isPrivateCustomer || scope === 'mine' ? invoices.filter((invoice) => invoice.userId === user.id) : invoices;
}

/** The invoice with that id if the user may see it (404 otherwise). */
export function invoiceFor(user: SeedUser, company: SeedCompany, id: number): SeedInvoice {
  requireInvoiceAccess(user, company);
  const invoice = visibleInvoices(user, company).find((candidate) => candidate.id === id);
  if (!invoice) throw notFound(`Nie znaleziono faktury o identyfikatorze ${id}.`);
  return invoice;
}

function matches(invoice: SeedInvoice, filters: ListFilters): boolean {
  const has = (key: string) => (filters[key] ?? []).length > 0;
  const status = invoiceStatus(invoice);
  // Unpaid includes overdue: both still have to be paid.
  if (has('status') && !filters.status.some((wanted) => wanted === status || (wanted === 'unpaid' && status === 'overdue'))) return false;
  if (has('type') && !filters.type.includes(invoice.type)) return false;
  if (has('number') && !filters.number.some((part) => invoice.number.toLowerCase().includes(part.toLowerCase()))) return false;
  return withinDates(invoice.issuedAt, filters);
}

function availableFilters(company: SeedCompany): AvailableFilter[] {
  return [
    { key: 'status', name: 'Status płatności', type: 'select', options: STATUSES.map(([value, label]) => ({ value, label })) },
    { key: 'type', name: 'Rodzaj dokumentu', type: 'select', options: TYPES.map(([value, label]) => ({ value, label })) },
    { key: 'number', name: 'Numer faktury', type: 'text', options: [] },
    ...DATE_FILTERS,
    ...scopeFilter(company, 'Faktury'),
  ];
}

/** Sum of what is due on the invoices (gross and net). */
function dueTotal(invoices: SeedInvoice[]) {
  const due = invoices.map(amountDue);
  return moneyFromNetGross(round2(due.reduce((sum, amount) => sum + amount.net, 0)), round2(due.reduce((sum, amount) => sum + amount.gross, 0)));
}

export function listInvoices(user: SeedUser, company: SeedCompany, params: GetSalesInvoicesParams): SalesInvoiceListResponse {
  requireInvoiceAccess(user, company);
  const orderBy = requireOrderBy(params.orderBy, ORDER_BY, 'issuedAt');
  const filters = params.filters ?? {};
  requireFilterKeys(filters, FILTER_KEYS);
  requireFilterValues(filters, 'status', STATUSES.map(([value]) => value), 'status faktury');
  requireFilterValues(filters, 'type', TYPES.map(([value]) => value), 'rodzaj faktury');
  requireDateFilters(filters, ['dateFrom', 'dateTo']);
  const visible = visibleInvoices(user, company, params.scope);
  const filtered = visible.filter((invoice) => matches(invoice, filters));
  const key = (invoice: SeedInvoice): string | number => {
    switch (orderBy) {
      case 'number': return invoice.id;
      case 'dueDate': return invoice.dueDate;
      case 'grandTotal': return invoiceTotals(invoice).total.gross;
      case 'amountDue': return amountDue(invoice).gross;
      default: return invoice.issuedAt;
    }
  };
  return {
    salesInvoices: sortAndPage(filtered, key, (invoice) => invoice.id, params).map((invoice) => toSalesInvoiceSummary(invoice, user)),
    countTotal: filtered.length,
    availableFilters: availableFilters(company),
    unpaidTotal: dueTotal(visible),
    overdueTotal: dueTotal(visible.filter((invoice) => invoiceStatus(invoice) === 'overdue')),
  };
}
