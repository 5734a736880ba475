/**
 * The demo payment operator: an online-payment order gets a payment with a token; the demo payment
 * page (`/demo/platnosc/<token>`) shows it and reports paid or failed; a failed payment may be retried
 * from the order (paySalesOrder), which opens a new payment. An unpaid invoice is paid the same way
 * (paySalesInvoice): its payment carries the invoice id, and paying it marks the invoice and its orders paid.
 * Several unpaid invoices are paid at once the same way (paySalesInvoices): one payment of the sum of
 * their amounts due, naming every invoice; paying it marks each of them and their orders paid.
 */
import type { Payment } from '../../generated/model';
import { ROUTES } from '../../routing/routePaths';
import { allOrders, getSeed, getState, updateState } from '../db/store';
import type { DemoPayment } from '../db/orderRecords';
import type { SeedInvoice, SeedOrder } from '../db/types';
import type { Session } from '../http/auth';
import type { DemoLocale } from '../http/locale';
import { moneyFromNetGross, round2 } from '../../domain/money';
import { ONLINE_PREPAYMENT } from '../../domain/orderPayment';
import { DemoHttpError, notFound } from '../http/errors';
import { amountDue, invoiceTotals } from '../presenters/invoice';
import { orderTotals } from '../presenters/order';
import { canSeeOrder, orderForSession } from './orderAccess';

export const ONLINE_PAYMENT = ONLINE_PREPAYMENT;

/** The shop path of the demo payment page for a token. */
export const paymentPagePath = (token: string): string => `/demo/platnosc/${token}`;
/** Where the operator sends the buyer back: the order confirmation. */
export const confirmationPath = (orderId: number): string => `/proces-zamowienia/${orderId}`;
/** Where the operator sends the buyer back after paying several invoices: the account's invoices. */
export const invoicesPagePath = (): string => ROUTES['dashboard-invoices'].pl;
/** Where the operator sends the buyer back after paying an invoice: the invoice in the account. */
export const invoicePagePath = (invoiceId: number): string => ROUTES['dashboard-invoices-slug'].pl.replace(':slug', String(invoiceId));

const newToken = (): string => crypto.randomUUID().replace(/-/g, '');

const conflict = (message: string) => new DemoHttpError(409, 'CONFLICT', message);

/** Opens a pending payment for the order (at placing, or again after a failed one), or for invoices (the first one's order). */
export function createPayment(orderId: number, invoiceId?: number, invoiceIds?: number[]): DemoPayment {
  const payment: DemoPayment = {
    token: newToken(), orderId, ...(invoiceId === undefined ? {} : { invoiceId }), ...(invoiceIds && invoiceIds.length > 1 ? { invoiceIds } : {}),
    status: 'pending', createdAt: new Date().toISOString(), decidedAt: null,
  };
  updateState((state) => {
    state.payments[payment.token] = payment;
  });
  return payment;
}

const invoiceOf = (payment: DemoPayment): SeedInvoice | undefined =>
  payment.invoiceId === undefined ? undefined : getSeed().invoices.find((invoice) => invoice.id === payment.invoiceId);

/** Every invoice a payment is for (one, several, or none for an order's payment). */
const invoicesOf = (payment: DemoPayment): SeedInvoice[] => {
  const ids = payment.invoiceIds ?? (payment.invoiceId === undefined ? [] : [payment.invoiceId]);
  return ids.flatMap((id) => getSeed().invoices.filter((invoice) => invoice.id === id));
};

/** Sum of what is due on the invoices, or of their totals once nothing is due (a paid payment shows what it paid). */
function invoicesAmount(invoices: SeedInvoice[]) {
  const amounts = invoices.map((invoice) => (amountDue(invoice).gross > 0 ? amountDue(invoice) : invoiceTotals(invoice).total));
  return moneyFromNetGross(round2(amounts.reduce((sum, amount) => sum + amount.net, 0)), round2(amounts.reduce((sum, amount) => sum + amount.gross, 0)));
}

function presentPayment(payment: DemoPayment, order: SeedOrder): Payment {
  const invoice = invoiceOf(payment);
  if (invoice && payment.invoiceIds) {
    // Several invoices: their numbers, the sum, back to the invoices list.
    const invoices = invoicesOf(payment);
    return {
      token: payment.token, orderId: order.id, orderNumber: order.number, status: payment.status, returnUrl: invoicesPagePath(),
      amount: invoicesAmount(invoices), invoiceId: invoice.id, invoiceNumber: invoice.number,
      invoices: invoices.map(({ id, number }) => ({ id, number })),
    };
  }
  if (invoice) {
    // What is due; once paid nothing is, so the payment then shows the invoice's total.
    const due = amountDue(invoice).gross > 0 ? amountDue(invoice) : invoiceTotals(invoice).total;
    return {
      token: payment.token, orderId: order.id, orderNumber: order.number, status: payment.status, returnUrl: invoicePagePath(invoice.id),
      amount: moneyFromNetGross(due.net, due.gross), invoiceId: invoice.id, invoiceNumber: invoice.number,
      invoices: [{ id: invoice.id, number: invoice.number }],
    };
  }
  return {
    token: payment.token,
    orderId: order.id,
    orderNumber: order.number,
    amount: orderTotals(order).grandTotal,
    status: payment.status,
    returnUrl: confirmationPath(order.id),
    invoiceId: null,
    invoiceNumber: null,
    invoices: [],
  };
}

/** The payment and its order, if the session may see the order (404 otherwise). */
function paymentOf(session: Session, token: string): { payment: DemoPayment; order: SeedOrder } {
  const payment = getState().payments[token];
  const order = payment && allOrders().find((candidate) => candidate.id === payment.orderId);
  if (!payment || !order || !canSeeOrder(session, order)) throw notFound('Nie znaleziono płatności.');
  return { payment, order };
}

export function getPayment(session: Session, token: string): Payment {
  const { payment, order } = paymentOf(session, token);
  return presentPayment(payment, order);
}

/** The operator's result: paid marks the order paid; failed leaves it unpaid. A decided payment stays decided (409). */
export function completePayment(session: Session, token: string, status: 'paid' | 'failed'): Payment {
  const { payment, order } = paymentOf(session, token);
  if (payment.status !== 'pending') throw conflict(payment.status === 'paid' ? 'Ta płatność została już opłacona.' : 'Ta płatność została już zakończona niepowodzeniem – rozpocznij nową płatność z poziomu zamówienia.');
  const invoices = invoicesOf(payment);
  const invoice = invoices[0];
  const paidAlready = invoices.find((candidate) => getState().invoicePayments[candidate.id]);
  if (paidAlready) throw conflict(`Faktura ${paidAlready.number} jest już opłacona.`);
  if (!invoice && order.isPaid) throw conflict(`Zamówienie ${order.number} jest już opłacone.`);
  updateState((state) => {
    const stored = state.payments[token];
    stored.status = status;
    stored.decidedAt = new Date().toISOString();
    if (status === 'paid' && invoice) {
      for (const paid of invoices) {
        state.invoicePayments[paid.id] = stored.decidedAt;
        for (const orderId of paid.orderIds) (state.orderChanges[orderId] ??= {}).isPaid = true;
      }
    } else if (status === 'paid') {
      const placed = state.placedOrders.find((candidate) => candidate.id === order.id);
      if (placed) placed.isPaid = true;
    }
  });
  return getPayment(session, token);
}

/** POST sales-orders/{id}/payment: a new payment for the buyer's unpaid online-payment order; returns its page path. */
export function startOrderPayment(session: Session, orderId: number): string {
  const order = orderForSession(session, orderId);
  if (order.paymentMethodId !== ONLINE_PAYMENT) throw conflict(`Zamówienie ${order.number} nie jest opłacane online.`);
  if (order.isPaid) throw conflict(`Zamówienie ${order.number} jest już opłacone.`);
  if (order.status === 'cancelled' || order.status === 'rejected') throw conflict(`Zamówienie ${order.number} zostało ${order.status === 'cancelled' ? 'anulowane' : 'odrzucone'} – nie można go opłacić.`);
  return paymentPagePath(createPayment(order.id).token);
}

/** POST sales-invoices/{id}/payment: a new payment for an unpaid invoice the caller has found (see services/invoices.ts); returns its page path. */
export function startInvoicePayment(invoice: SeedInvoice): string {
  if (invoice.type !== 'invoice') throw conflict(`Faktura korygująca ${invoice.number} nie podlega zapłacie.`);
  if (amountDue(invoice).gross <= 0) throw conflict(`Faktura ${invoice.number} jest już opłacona.`);
  return paymentPagePath(createPayment(invoice.orderIds[0], invoice.id).token);
}

/**
 * POST sales-invoices/payments: one payment for several of the company's invoices the caller has found
 * (services/invoices.ts), in the order given; each must be an invoice with something due (409 NOT-PAYABLE
 * naming the first that is not). Returns its page path.
 */
export function startInvoicesPayment(invoices: SeedInvoice[], locale: DemoLocale = 'pl'): string {
  const index = invoices.findIndex((invoice) => invoice.type !== 'invoice' || amountDue(invoice).gross <= 0);
  if (index >= 0) {
    const { number, type } = invoices[index];
    const message = locale === 'en'
      ? (type !== 'invoice' ? `Correction invoice ${number} cannot be paid – untick it.` : `Invoice ${number} has been paid already – untick it.`)
      : (type !== 'invoice' ? `Faktura korygująca ${number} nie podlega zapłacie – odznacz ją.` : `Faktura ${number} jest już opłacona – odznacz ją.`);
    throw new DemoHttpError(409, 'NOT-PAYABLE', message, { field: `invoiceIds.${index}` });
  }
  const [first] = invoices;
  return paymentPagePath(createPayment(first.orderIds[0], first.id, invoices.map((invoice) => invoice.id)).token);
}

/** Whether the order may still be paid online (SalesOrder.canPay). */
export const canPayOnline = (order: SeedOrder): boolean =>
  order.paymentMethodId === ONLINE_PAYMENT && !order.isPaid && order.status !== 'cancelled' && order.status !== 'rejected';

