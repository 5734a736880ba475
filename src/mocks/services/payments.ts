/**
 * The demo payment operator: an online-payment order gets a payment with a token; the demo payment
 * page (`/demo/platnosc/<token>`) shows it and reports paid or failed; a failed payment may be retried
 * from the order (paySalesOrder), which opens a new payment. An unpaid invoice is paid the same way
 * (paySalesInvoice): its payment carries the invoice id, and paying it marks the invoice and its orders paid.
 */
import type { Payment } from '../../generated/model';
import { ROUTES } from '../../routing/routePaths';
import { allOrders, getSeed, getState, updateState } from '../db/store';
import type { DemoPayment } from '../db/orderRecords';
import type { SeedInvoice, SeedOrder } from '../db/types';
import type { Session } from '../http/auth';
import { moneyFromNetGross } from '../../domain/money';
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
/** Where the operator sends the buyer back after paying an invoice: the invoice in the account. */
export const invoicePagePath = (invoiceId: number): string => ROUTES['dashboard-invoices-slug'].pl.replace(':slug', String(invoiceId));

const newToken = (): string => crypto.randomUUID().replace(/-/g, '');

const conflict = (message: string) => new DemoHttpError(409, 'CONFLICT', message);

/** Opens a pending payment for the order (at placing, or again after a failed one). */
export function createPayment(orderId: number, invoiceId?: number): DemoPayment {
  const payment: DemoPayment = { token: newToken(), orderId, ...(invoiceId === undefined ? {} : { invoiceId }), status: 'pending', createdAt: new Date().toISOString(), decidedAt: null };
  updateState((state) => {
    state.payments[payment.token] = payment;
  });
  return payment;
}

const invoiceOf = (payment: DemoPayment): SeedInvoice | undefined =>
  payment.invoiceId === undefined ? undefined : getSeed().invoices.find((invoice) => invoice.id === payment.invoiceId);

function presentPayment(payment: DemoPayment, order: SeedOrder): Payment {
  const invoice = invoiceOf(payment);
  if (invoice) {
    // What is due; once paid nothing is, so the payment then shows the invoice's total.
    const due = amountDue(invoice).gross > 0 ? amountDue(invoice) : invoiceTotals(invoice).total;
    return {
      token: payment.token, orderId: order.id, orderNumber: order.number, status: payment.status, returnUrl: invoicePagePath(invoice.id),
      amount: moneyFromNetGross(due.net, due.gross), invoiceId: invoice.id, invoiceNumber: invoice.number,
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
  const invoice = invoiceOf(payment);
  if (invoice && getState().invoicePayments[invoice.id]) throw conflict(`Faktura ${invoice.number} jest już opłacona.`);
  if (!invoice && order.isPaid) throw conflict(`Zamówienie ${order.number} jest już opłacone.`);
  updateState((state) => {
    const stored = state.payments[token];
    stored.status = status;
    stored.decidedAt = new Date().toISOString();
    if (status === 'paid' && invoice) {
      state.invoicePayments[invoice.id] = stored.decidedAt;
      for (const orderId of invoice.orderIds) (state.orderChanges[orderId] ??= {}).isPaid = true;
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

/** Whether the order may still be paid online (SalesOrder.canPay). */
export const canPayOnline = (order: SeedOrder): boolean =>
  order.paymentMethodId === ONLINE_PAYMENT && !order.isPaid && order.status !== 'cancelled' && order.status !== 'rejected';

