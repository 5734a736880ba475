/**
 * The demo payment operator: an online-payment order gets a payment with a token; the demo payment
 * page (`/demo/platnosc/<token>`) shows it and reports paid or failed; a failed payment may be retried
 * from the order (paySalesOrder), which opens a new payment.
 */
import type { Payment } from '../../generated/model';
import { allOrders, getState, updateState, type DemoPayment } from '../db/store';
import type { SeedOrder } from '../db/types';
import type { Session } from '../http/auth';
import { DemoHttpError, notFound } from '../http/errors';
import { orderTotals } from '../presenters/order';
import { canSeeOrder, orderForSession } from './orderAccess';

export const ONLINE_PAYMENT = 'online';

/** The shop path of the demo payment page for a token. */
export const paymentPagePath = (token: string): string => `/demo/platnosc/${token}`;
/** Where the operator sends the buyer back: the order confirmation. */
export const confirmationPath = (orderId: number): string => `/proces-zamowienia/${orderId}`;

const newToken = (): string => crypto.randomUUID().replace(/-/g, '');

const conflict = (message: string) => new DemoHttpError(409, 'CONFLICT', message);

/** Opens a pending payment for the order (at placing, or again after a failed one). */
export function createPayment(orderId: number): DemoPayment {
  const payment: DemoPayment = { token: newToken(), orderId, status: 'pending', createdAt: new Date().toISOString(), decidedAt: null };
  updateState((state) => {
    state.payments[payment.token] = payment;
  });
  return payment;
}

function presentPayment(payment: DemoPayment, order: SeedOrder): Payment {
  return {
    token: payment.token,
    orderId: order.id,
    orderNumber: order.number,
    amount: orderTotals(order).grandTotal,
    status: payment.status,
    returnUrl: confirmationPath(order.id),
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
  if (order.isPaid) throw conflict(`Zamówienie ${order.number} jest już opłacone.`);
  updateState((state) => {
    const stored = state.payments[token];
    stored.status = status;
    stored.decidedAt = new Date().toISOString();
    if (status === 'paid') {
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

/** Whether the order may still be paid online (SalesOrder.canPay). */
export const canPayOnline = (order: SeedOrder): boolean =>
  order.paymentMethodId === ONLINE_PAYMENT && !order.isPaid && order.status !== 'cancelled' && order.status !== 'rejected';

