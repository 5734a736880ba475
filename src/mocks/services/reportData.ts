/**
 * What a report is about: the report types (spec §3: they come from the server) and, for a company and
 * a period, its real orders (seeded and placed) and invoices, and why a type cannot be made for them.
 * The figures are reportSpending.ts (spending grouped, for the chart) and reportTables.ts (the tables of
 * the XLSX file, drawn by reportFile.ts).
 *
 * Periods are inclusive days (YYYY-MM-DD) of the order's or invoice's date, as the account's list
 * filters read them. "Spending" counts the goods of orders that were not cancelled or rejected, at their
 * line values (net × quantity, VAT per line; before promo codes, without delivery), so the breakdowns by
 * category, cost centre, product and user all add up to the same total.
 */
import { allOrders, getSeed } from '../db/store';
import type { SeedCompany, SeedInvoice, SeedOrder } from '../db/types';
import type { DemoLocale } from '../http/locale';
import { withinDates } from './listQuery';

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportTypeDefinition {
  id: number;
  name: Record<DemoLocale, string>;
  /** What the report is drawn from: a period without any of it gives no report. */
  source: 'orders' | 'spending' | 'invoices';
}

/** The report types every user with acl `reports` may order. */
export const REPORT_TYPES: readonly ReportTypeDefinition[] = [
  { id: 1, name: { pl: 'Zamówienia w okresie', en: 'Orders in the period' }, source: 'orders' },
  { id: 2, name: { pl: 'Wydatki według centrów kosztowych', en: 'Spending by cost centre' }, source: 'spending' },
  { id: 3, name: { pl: 'Wydatki według kategorii', en: 'Spending by category' }, source: 'spending' },
  { id: 4, name: { pl: 'Faktury i płatności', en: 'Invoices and payments' }, source: 'invoices' },
  { id: 5, name: { pl: 'Kupione produkty', en: 'Products bought' }, source: 'spending' },
  { id: 6, name: { pl: 'Zamówienia według użytkowników', en: 'Orders by user' }, source: 'spending' },
];

export const reportType = (typeId: number): ReportTypeDefinition | undefined => REPORT_TYPES.find((type) => type.id === typeId);

/** Orders that are not spending: they were never bought. */
const NOT_BOUGHT = new Set<SeedOrder['status']>(['cancelled', 'rejected']);
export const isSpending = (order: SeedOrder): boolean => !NOT_BOUGHT.has(order.status);

/** Whether a day (or a moment, by its day) falls in the period. */
export const inPeriod = (day: string, period: ReportPeriod): boolean => withinDates(day, { dateFrom: [period.from], dateTo: [period.to] });

/** "2026-10-01" → "01.10.2026". */
export const polishDay = (day: string): string => day.split('-').reverse().join('.');

// ---- the data of a company ----------------------------------------------------------------------

/** The company's orders (seeded and placed through the demo) made in the period, oldest first. */
export function companyOrders(company: SeedCompany, period: ReportPeriod): SeedOrder[] {
  return allOrders()
    .filter((order) => order.companyId === company.id && inPeriod(order.createdAt, period))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** The company's invoices and corrections issued in the period, oldest first. */
export function companyInvoices(company: SeedCompany, period: ReportPeriod): SeedInvoice[] {
  return getSeed().invoices
    .filter((invoice) => invoice.companyId === company.id && inPeriod(invoice.issuedAt, period))
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id - b.id);
}

/**
 * Why a report of this type cannot be made for the period (nothing to report), or null. This is the
 * rule that makes a report end as `failed`: the reason is kept with the report and is what the user
 * reads in the e-mail and when asking for its file.
 */
export function reportFailure(type: ReportTypeDefinition, company: SeedCompany, period: ReportPeriod): string | null {
  const range = `${polishDay(period.from)}–${polishDay(period.to)}`;
  if (type.source === 'invoices') {
    return companyInvoices(company, period).length ? null : `W okresie ${range} nie wystawiliśmy faktur firmie ${company.name}, więc raportu nie można przygotować. Wybierz inny okres.`;
  }
  const orders = companyOrders(company, period);
  const found = type.source === 'orders' ? orders.length : orders.filter(isSpending).length;
  return found ? null : `W okresie ${range} nie ma zamówień firmy ${company.name}, z których można przygotować ten raport. Wybierz inny okres.`;
}
