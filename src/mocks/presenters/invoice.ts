/**
 * Seed invoices → the contract's SalesInvoiceSummary / SalesInvoice, and the facts of the printed
 * invoice (seller, buyer, lines with their values, VAT summary by rate, amount in words) that the PDF
 * is drawn from. Money is computed as the cart's (src/domain/cartTotals): VAT per line in grosze.
 */
import { amountInWords } from '../../domain/amountInWords';
import { cartTotals, type NetGross } from '../../domain/cartTotals';
import { moneyFromNetGross, money, round2 } from '../../domain/money';
import type { Money, NamedRef, SalesInvoice, SalesInvoiceItem, SalesInvoiceSummary, VatSummaryLine } from '../../generated/model';
import { PAYMENT_METHODS } from '../db/reference';
import { nip } from '../db/seed/accounts';
import { allOrders, getSeed, getState } from '../db/store';
import type { AddressRecord, SeedInvoice, SeedUser } from '../db/types';
import { seededCompanyAddress } from '../services/checkout';

/** The shop as the seller on its invoices. */
export const SELLER = {
  name: 'Spinacz sp. z o.o.',
  street: 'ul. Głogowska 218',
  zip: '60-104',
  city: 'Poznań',
  taxId: nip('779203118'),
  bankName: 'mBank S.A.',
  bankAccount: 'PL11 1140 2004 0000 3002 1234 5678',
} as const;

const STATUS_NAMES = { paid: 'Zapłacona', settled: 'Rozliczona', unpaid: 'Do zapłaty', overdue: 'Przeterminowana' } as const;

export interface InvoiceTotals {
  lines: NetGross[];
  total: NetGross;
  vatSummary: VatSummaryLine[];
}

const totalsCache = new WeakMap<SeedInvoice, InvoiceTotals>();

/** Line values, the total and the VAT summary by rate (highest rate first). */
export function invoiceTotals(invoice: SeedInvoice): InvoiceTotals {
  const cached = totalsCache.get(invoice);
  if (cached) return cached;
  const totals = cartTotals(invoice.lines.map((line) => ({ unitNet: line.priceNet, quantity: line.quantity, vatRate: line.vat, deposit: null })));
  const result = { lines: totals.lines, total: totals.goods, vatSummary: totals.vatSummary };
  totalsCache.set(invoice, result);
  return result;
}

const asMoney = (amount: NetGross): Money => moneyFromNetGross(amount.net, amount.gross);

/** When the invoice was paid (seeded, or through the demo's payment operator); corrections are settled when issued. */
export function invoicePaidAt(invoice: SeedInvoice): string | null {
  return invoice.paidAt ?? getState().invoicePayments[invoice.id]?.slice(0, 10) ?? null;
}

export const correctionsOf = (invoice: SeedInvoice): SeedInvoice[] => getSeed().invoices.filter((candidate) => candidate.correctionOfId === invoice.id);

/** What is still to be paid: an unpaid invoice's gross less its corrections (never below zero); 0 once paid or for a correction. */
export function amountDue(invoice: SeedInvoice): NetGross {
  if (invoice.type !== 'invoice' || invoicePaidAt(invoice)) return { net: 0, gross: 0 };
  const own = invoiceTotals(invoice).total;
  const corrected = correctionsOf(invoice).map((correction) => invoiceTotals(correction).total);
  const net = round2(own.net + corrected.reduce((sum, amount) => sum + amount.net, 0));
  const gross = round2(own.gross + corrected.reduce((sum, amount) => sum + amount.gross, 0));
  return { net: Math.max(0, net), gross: Math.max(0, gross) };
}

export type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';

export function invoiceStatus(invoice: SeedInvoice): InvoiceStatus {
  if (invoice.type !== 'invoice' || invoicePaidAt(invoice)) return 'paid';
  return invoice.dueDate < getSeed().today.toISOString().slice(0, 10) ? 'overdue' : 'unpaid';
}

const statusRef = (invoice: SeedInvoice): NamedRef => {
  const status = invoiceStatus(invoice);
  return { id: status, name: status === 'paid' && invoice.type !== 'invoice' ? STATUS_NAMES.settled : STATUS_NAMES[status] };
};

const orderNumbers = (invoice: SeedInvoice) => allOrders().filter((order) => invoice.orderIds.includes(order.id)).map((order) => ({ id: order.id, number: order.number }));

export function toSalesInvoiceSummary(invoice: SeedInvoice, viewer: SeedUser): SalesInvoiceSummary {
  const { total } = invoiceTotals(invoice);
  const due = amountDue(invoice);
  const status = invoiceStatus(invoice);
  const corrected = invoice.correctionOfId === null ? null : getSeed().invoices.find((candidate) => candidate.id === invoice.correctionOfId) ?? null;
  const goods = invoiceTotals(invoice).lines.reduce((sum, value, index) => (invoice.lines[index].productId === null ? sum : { net: sum.net + value.net, gross: sum.gross + value.gross }), { net: 0, gross: 0 });
  return {
    id: invoice.id,
    number: invoice.number,
    type: invoice.type,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    status: statusRef(invoice),
    total: asMoney({ net: round2(goods.net), gross: round2(goods.gross) }),
    grandTotal: asMoney(total),
    amountDue: asMoney(due),
    isPaid: status === 'paid',
    isOverdue: status === 'overdue',
    salesOrderNumbers: orderNumbers(invoice).map((order) => order.number),
    canPay: status !== 'paid' && due.gross > 0 && viewer.roleName !== 'onlyData',
    paidAt: invoicePaidAt(invoice),
    correctionOf: corrected ? { id: corrected.id, number: corrected.number } : null,
  };
}

/**
 * The buyer on the invoice as on its day of issue: the company's name, NIP and billing address of
 * then, or the private customer's. An issued invoice never changes: a name, NIP or address changed
 * later by the company's administrator shows on new documents only. (Every invoice of the demo was
 * issued before the demo's own changes: its buyer is the seed's company.)
 */
export function invoiceBuyer(invoice: SeedInvoice): { address: AddressRecord; taxId: string | null } {
  const company = getSeed().companies.find((candidate) => candidate.id === invoice.companyId);
  if (!company) return { address: { name: '', countryCode: 'PL', streetWithNumber: '', addressLine1: null, city: '', zip: '', phone1: null }, taxId: null };
  const address = seededCompanyAddress(company);
  return {
    address: { name: company.name, countryCode: 'PL', streetWithNumber: address.street ?? '', addressLine1: null, city: address.city ?? '', zip: address.zip ?? '', phone1: null },
    taxId: company.taxId,
  };
}

export const paymentMethodName = (invoice: SeedInvoice): string => PAYMENT_METHODS[invoice.paymentMethodId] ?? invoice.paymentMethodId;

function items(invoice: SeedInvoice): SalesInvoiceItem[] {
  const values = invoiceTotals(invoice).lines;
  return invoice.lines.map((line, index) => ({
    id: invoice.id * 100 + index + 1,
    productId: line.productId,
    name: line.name,
    code: line.code,
    quantity: line.quantity,
    uom: line.uom,
    priceObject: money(line.priceNet, line.vat),
    valueObject: asMoney(values[index]),
    vatRate: line.vat,
  }));
}

export function toSalesInvoice(invoice: SeedInvoice, viewer: SeedUser): SalesInvoice {
  const totals = invoiceTotals(invoice);
  return {
    ...toSalesInvoiceSummary(invoice, viewer),
    items: items(invoice),
    billingAddress: invoiceBuyer(invoice).address,
    paymentMethod: { id: invoice.paymentMethodId, name: paymentMethodName(invoice) },
    salesOrders: orderNumbers(invoice),
    saleDate: invoice.saleDate,
    vatSummary: totals.vatSummary,
    amountInWords: amountInWords(totals.total.gross),
    corrections: correctionsOf(invoice).map((correction) => ({ id: correction.id, number: correction.number })),
    correctionReason: invoice.correctionReason,
  };
}

