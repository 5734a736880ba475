/**
 * The tables of a report file, one per report type, for a company and a period (data as it is now):
 * the columns with their kind and width, the rows, the totals row and what the figures mean. The XLSX
 * file is drawn from them (reportFile.ts).
 */
import { shopWallClock } from '../../domain/format/shopTime';
import type { BudgetPeriod } from '../../domain/budget';
import { round2 } from '../../domain/money';
import { ORDER_STATUSES } from '../db/reference';
import { findCostCenter } from '../db/budgetRecords';
import { allOrders, allUsers, getSeed } from '../db/store';
import type { SeedCompany } from '../db/types';
import { amountDue, invoicePaidAt, invoiceStatus, invoiceTotals, paymentMethodName } from '../presenters/invoice';
import { orderTotals, personName } from '../presenters/order';
import { companyInvoices, companyOrders, isSpending, type ReportPeriod } from './reportData';
import { groupSpending, OTHER_CATEGORY, seedWithCurrentCentres, spendingSummary, type SpendingShare } from './reportSpending';

/** How a column's values are written: text, a day, a moment, an amount in zł, a count, a quantity, a share. */
export type ReportColumnKind = 'text' | 'date' | 'dateTime' | 'money' | 'count' | 'quantity' | 'share';
export type ReportCell = string | number | Date | null;

export interface ReportColumn {
  header: string;
  kind: ReportColumnKind;
  /** Column width in characters. */
  width: number;
}

export interface ReportTable {
  /** The worksheet's name (at most 31 characters). */
  sheetName: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The totals row (its first cell names it). */
  totals: ReportCell[];
  /** What the figures mean, for the report's information sheet. */
  notes: string[];
}

const column = (header: string, kind: ReportColumnKind, width?: number): ReportColumn => ({
  header, kind, width: width ?? (kind === 'money' ? 16 : kind === 'date' ? 12 : kind === 'dateTime' ? 17 : kind === 'text' ? 24 : 12),
});

const day = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * A moment as the wall clock in Warsaw shows it. A spreadsheet's dates have no time zone: the cell
 * must hold the local time the buyer knows, not UTC.
 */
export function warsawWallClock(iso: string): Date {
  const clock = shopWallClock(new Date(iso));
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
}

const cents = (value: number): number => Math.round(value * 100);
const sum = (values: number[]): number => values.reduce((total, value) => total + cents(value), 0) / 100;
const userName = (userId: number): string => personName(allUsers().find((user) => user.id === userId));
const userEmail = (userId: number): string => allUsers().find((user) => user.id === userId)?.login ?? '';

const SPENDING_NOTE = 'Wydatki: wartość towarów z zamówień złożonych w okresie, bez anulowanych i odrzuconych; ceny z dnia zamówienia, VAT liczony od każdej pozycji; bez kosztów dostawy i rabatów z kodów promocyjnych.';

/** Groups with their share as the spreadsheet rows of a spending table. */
function spendingRows(groups: SpendingShare[], lead: (group: SpendingShare) => ReportCell[]): ReportCell[][] {
  return groups.map((group) => [...lead(group), group.orders, group.net, group.gross, group.share]);
}

function ordersTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const orders = companyOrders(company, period);
  const rows = orders.map((order): ReportCell[] => {
    const { grandTotal } = orderTotals(order);
    const centre = findCostCenter(order.costCenterId);
    return [
      order.number, warsawWallClock(order.createdAt), ORDER_STATUSES[order.status], userName(order.userId), centre?.name ?? '',
      order.clientOrderNumber ?? '', order.lines.length, grandTotal.net, round2(grandTotal.gross - grandTotal.net), grandTotal.gross,
    ];
  });
  const counted = orders.filter(isSpending).map(orderTotals);
  return {
    sheetName: 'Zamówienia',
    columns: [
      column('Numer zamówienia', 'text', 20), column('Data złożenia', 'dateTime'), column('Status', 'text', 22), column('Zamawiający', 'text', 24),
      column('Centrum kosztowe', 'text', 22), column('Numer zamówienia klienta', 'text', 22), column('Liczba pozycji', 'count'),
      column('Wartość netto', 'money'), column('VAT', 'money', 14), column('Wartość brutto', 'money'),
    ],
    rows,
    totals: [
      'Razem (bez anulowanych i odrzuconych)', null, null, null, null, null, counted.length,
      sum(counted.map((totals) => totals.grandTotal.net)),
      sum(counted.map((totals) => totals.grandTotal.gross - totals.grandTotal.net)),
      sum(counted.map((totals) => totals.grandTotal.gross)),
    ],
    notes: ['Wszystkie zamówienia firmy złożone w okresie, z dostawą i rabatami. W wierszu „Razem” liczba to liczba zamówień bez anulowanych i odrzuconych.'],
  };
}

/** A limit's period as the report names it. */
const LIMIT_PERIOD_NAMES: Record<BudgetPeriod, string> = { month: 'miesiąc', quarter: 'kwartał', year: 'rok' };

function costCentresTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const seed = seedWithCurrentCentres();
  const { byCostCenter, total, orderCount } = spendingSummary(companyOrders(company, period), seed, period);
  return {
    sheetName: 'Centra kosztowe',
    columns: [
      column('Centrum kosztowe', 'text', 26), column('Limit netto', 'money', 16), column('Okres limitu', 'text', 14), column('Liczba zamówień', 'count'),
      column('Wartość towarów netto', 'money', 20), column('Wartość towarów brutto', 'money', 20), column('Udział w wydatkach', 'share', 18),
    ],
    rows: spendingRows(byCostCenter, (group) => {
      const centre = findCostCenter(group.id);
      return [group.name, centre?.limit ?? null, centre && centre.limit !== null ? LIMIT_PERIOD_NAMES[centre.period] : ''];
    }),
    totals: ['Razem', null, null, orderCount, total.net, total.gross, total.net ? 1 : 0],
    notes: [SPENDING_NOTE, 'Limit netto: na okres centrum (miesiąc, kwartał lub rok); pusty, gdy centrum nie ma limitu.'],
  };
}

function categoriesTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const seed = getSeed();
  const orders = companyOrders(company, period).filter(isSpending);
  // The sheet goes one level deeper than the chart: "Papier › Papier do drukarek".
  const { groups, total } = groupSpending(orders, (_order, productId) => {
    const category = seed.categoryById.get(seed.productById.get(productId)?.categoryId ?? -1);
    const second = category && seed.categoryById.get(category.pathIds[1] ?? category.id);
    return second ? { id: second.id, name: second.name } : { id: null, name: OTHER_CATEGORY };
  });
  const parentName = (group: SpendingShare): string => {
    const category = group.id === null ? undefined : seed.categoryById.get(group.id);
    return category ? seed.categoryById.get(category.pathIds[0])?.name ?? '' : OTHER_CATEGORY;
  };
  const sorted = [...groups].sort((a, b) => parentName(a).localeCompare(parentName(b), 'pl') || b.net - a.net);
  return {
    sheetName: 'Kategorie',
    columns: [
      column('Kategoria główna', 'text', 24), column('Kategoria', 'text', 30), column('Liczba zamówień', 'count'),
      column('Wartość towarów netto', 'money', 20), column('Wartość towarów brutto', 'money', 20), column('Udział w wydatkach', 'share', 18),
    ],
    rows: spendingRows(sorted, (group) => [parentName(group), group.name]),
    totals: ['Razem', null, orders.length, round2(total.net), round2(total.gross), total.net ? 1 : 0],
    notes: [SPENDING_NOTE],
  };
}

function invoicesTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const invoices = companyInvoices(company, period);
  const STATUS = { paid: 'Zapłacona', unpaid: 'Do zapłaty', overdue: 'Przeterminowana' } as const;
  const orderNumbers = new Map(allOrders().map((order) => [order.id, order.number]));
  const rows = invoices.map((invoice): ReportCell[] => {
    const { total } = invoiceTotals(invoice);
    const paidAt = invoicePaidAt(invoice);
    const correction = invoice.type === 'correctionInvoice';
    return [
      invoice.number, correction ? 'Faktura korygująca' : 'Faktura VAT', day(invoice.issuedAt), correction ? null : day(invoice.dueDate),
      invoice.orderIds.map((id) => orderNumbers.get(id) ?? '').filter(Boolean).join(', '), paymentMethodName(invoice),
      total.net, round2(total.gross - total.net), total.gross, amountDue(invoice).gross,
      correction ? 'Rozliczona' : STATUS[invoiceStatus(invoice)], paidAt && !correction ? day(paidAt) : null,
    ];
  });
  const totals = invoices.map((invoice) => invoiceTotals(invoice).total);
  return {
    sheetName: 'Faktury',
    columns: [
      column('Numer faktury', 'text', 20), column('Rodzaj', 'text', 18), column('Data wystawienia', 'date', 16), column('Termin płatności', 'date', 16),
      column('Zamówienia', 'text', 22), column('Forma płatności', 'text', 26), column('Wartość netto', 'money'), column('VAT', 'money', 14),
      column('Wartość brutto', 'money'), column('Do zapłaty', 'money', 14), column('Status', 'text', 16), column('Data zapłaty', 'date', 14),
    ],
    rows,
    totals: [
      'Razem', null, null, null, null, null, sum(totals.map((value) => value.net)), sum(totals.map((value) => value.gross - value.net)),
      sum(totals.map((value) => value.gross)), sum(invoices.map((invoice) => amountDue(invoice).gross)), null, null,
    ],
    notes: ['Faktury i korekty wystawione w okresie; korekty mają wartości ujemne. „Do zapłaty” to kwota brutto pozostała do zapłaty z uwzględnieniem korekt.'],
  };
}

function productsTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const seed = getSeed();
  const orders = companyOrders(company, period).filter(isSpending);
  const quantities = new Map<number, number>();
  for (const order of orders) for (const line of order.lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  const { groups, total } = groupSpending(orders, (_order, productId) => ({ id: productId, name: seed.productById.get(productId)?.name ?? `Produkt ${productId}` }));
  const rows = groups.map((group): ReportCell[] => {
    const product = seed.productById.get(group.id!);
    const quantity = quantities.get(group.id!) ?? 0;
    return [
      product?.code ?? '', group.name, product ? seed.categoryById.get(product.categoryId)?.name ?? '' : '', product?.uom ?? '',
      quantity, group.orders, quantity ? round2(group.net / quantity) : 0, group.net, group.gross,
    ];
  });
  return {
    sheetName: 'Produkty',
    columns: [
      column('Kod produktu', 'text', 14), column('Nazwa produktu', 'text', 48), column('Kategoria', 'text', 26), column('J.m.', 'text', 8),
      column('Ilość', 'quantity', 10), column('Liczba zamówień', 'count'), column('Średnia cena netto', 'money', 18),
      column('Wartość towarów netto', 'money', 20), column('Wartość towarów brutto', 'money', 20),
    ],
    rows,
    totals: ['Razem', null, null, null, null, orders.length, null, round2(total.net), round2(total.gross)],
    notes: [SPENDING_NOTE, 'Produkty od największej wartości zakupów; „Liczba zamówień” w wierszu „Razem” to liczba zamówień w okresie.'],
  };
}

function usersTable(company: SeedCompany, period: ReportPeriod): ReportTable {
  const orders = companyOrders(company, period).filter(isSpending);
  const { groups, total } = groupSpending(orders, (order) => ({ id: order.userId, name: userName(order.userId) }));
  return {
    sheetName: 'Użytkownicy',
    columns: [
      column('Zamawiający', 'text', 26), column('E-mail', 'text', 28), column('Liczba zamówień', 'count'),
      column('Wartość towarów netto', 'money', 20), column('Wartość towarów brutto', 'money', 20), column('Udział w wydatkach', 'share', 18),
    ],
    rows: spendingRows(groups, (group) => [group.name, userEmail(group.id!)]),
    totals: ['Razem', null, orders.length, round2(total.net), round2(total.gross), total.net ? 1 : 0],
    notes: [SPENDING_NOTE],
  };
}

const TABLES: Record<number, (company: SeedCompany, period: ReportPeriod) => ReportTable> = {
  1: ordersTable, 2: costCentresTable, 3: categoriesTable, 4: invoicesTable, 5: productsTable, 6: usersTable,
};

/** The table of a report type for the company and period (data as it is now). */
export function reportTable(typeId: number, company: SeedCompany, period: ReportPeriod): ReportTable {
  const build = TABLES[typeId];
  if (!build) throw new Error(`Unknown report type ${typeId}.`);
  return build(company, period);
}
