/**
 * Whether an order placed with an online prepayment is paid, as the order confirmation tells it.
 * Such an order waits for its payment: until the order says it is paid, the shop neither thanks for
 * it as for a completed purchase nor promises a status or a delivery date.
 */

/** The payment method paid in advance through the payment operator (the order can be paid again). */
export const ONLINE_PREPAYMENT = 'online';

/** What the operator may report when it sends the buyer back without a payment. */
const UNPAID_RETURNS = ['failed', 'cancelled', 'canceled', 'rejected', 'error'];

/**
 * - settled: nothing to pay in advance online (another payment method) — the usual confirmation;
 * - paid: the order says it is paid;
 * - failed: the operator sent the buyer back with a failed or cancelled payment and the order is unpaid;
 * - awaiting: unpaid and no failure reported (the buyer left the operator, or the payment is not booked yet).
 */
export type OrderPaymentState = 'settled' | 'paid' | 'failed' | 'awaiting';

export function orderPaymentState(order: { isPaid: boolean; paymentMethod: { id: string } }, returnedStatus: string | null): OrderPaymentState {
  if (order.paymentMethod.id !== ONLINE_PREPAYMENT) return 'settled';
  if (order.isPaid) return 'paid';
  return returnedStatus !== null && UNPAID_RETURNS.includes(returnedStatus.trim().toLowerCase()) ? 'failed' : 'awaiting';
}

/** An order whose confirmation must say it is not paid yet (no thanks, no status, no delivery date). */
export const awaitsPayment = (state: OrderPaymentState): boolean => state === 'failed' || state === 'awaiting';
