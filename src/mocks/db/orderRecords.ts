/**
 * The demo API's stored records of carts and orders beyond the seed: cart lines, online payments,
 * changes of an order's fields, approvers' decisions and the dated entries of an order's history.
 */
import type { OrderStatusId } from '../../generated/model';

export interface CartLine {
  id: number;
  productId: number;
  quantity: number;
}

/** An online payment at the demo payment operator (the id is its token). */
export interface DemoPayment {
  token: string;
  orderId: number;
  /** Set when the payment is for an invoice (orderId is then the invoice's first order). */
  invoiceId?: number;
  /** Set when one payment is for several invoices (invoiceId is then the first of them). */
  invoiceIds?: number[];
  status: 'pending' | 'paid' | 'failed';
  createdAt: string;
  decidedAt: string | null;
}

/** Fields of an order changed through the demo (updateSalesOrder, payments). */
export interface OrderChange {
  comment?: string | null;
  clientOrderNumber?: string | null;
  isPaid?: boolean;
}

/** An approver's decision on an order awaiting acceptance. */
export interface OrderDecision {
  decision: 'accepted' | 'rejected';
  byUserId: number;
  at: string;
  reason: string | null;
}

/**
 * A dated entry of an order's history beyond its placement (the order policy): a change of its lines
 * in edit-order mode (amounts before and after), an approver's decision, or a return to "awaiting
 * acceptance" after a change over its cost centre's limit.
 */
export interface OrderEvent {
  kind: 'edit' | 'decision' | 'reapproval';
  /** The order's status after the entry. */
  status: OrderStatusId;
  at: string;
  byUserId: number | null;
  note: string | null;
  /** An edit's grand totals (net and gross) before and after. */
  amountBefore?: { net: number; gross: number };
  amountAfter?: { net: number; gross: number };
  /** A decision's level in the order's chain of approval rules (1 for the first). */
  level?: number | null;
}
