/**
 * A placed order stored: numbered in the month of the seed's calendar, its cart emptied (with its
 * promo code), an online payment opened when it is paid online; and the answer to the buyer.
 */
import type { OrderStatusId, PlacedOrderResponse } from '../../generated/model';
import { allOrders, getSeed, updateState } from '../db/store';
import type { PlacedOrderDetails, SeedOrder, SeedUser } from '../db/types';
import { toSalesOrderSummaryFor } from '../presenters/salesOrder';
import { clearCart } from './cart';
import type { CheckoutCart } from './checkout';
import { createPayment, ONLINE_PAYMENT, paymentPagePath } from './payments';
import { CHECKOUT_MESSAGES } from './placeOrderMessages';

const DAY = 86_400_000;
const ORDER_NUMBER = /^ZS\/\d{4}\/\d{2}\/(\d{6})$/;

/** Placed orders are dated in the seed's calendar, so month limits and order lists agree with the seed. */
const seedNow = (): string => new Date(getSeed().today.getTime() + (Date.now() % DAY)).toISOString();

/** The next order number: the month of the order and the sequence after every number so far. */
export function nextOrderNumber(createdAt: string, orders: SeedOrder[] = allOrders()): string {
  const sequence = orders.reduce((max, order) => Math.max(max, Number(ORDER_NUMBER.exec(order.number)?.[1] ?? 0)), 0) + 1;
  return `ZS/${createdAt.slice(0, 4)}/${createdAt.slice(5, 7)}/${String(sequence).padStart(6, '0')}`;
}

/** What an order placement stores, checked (placeOrder.ts, placeAnonymousOrder.ts). */
export interface PlacementDraft {
  owner: string;
  companyId: number;
  userId: number;
  status: OrderStatusId;
  costCenterId: number | null;
  priced: CheckoutCart;
  paymentMethodId: string;
  deliveryMethodId: string;
  clientOrderNumber: string | null;
  comment: string | null;
  details: Omit<PlacedOrderDetails, 'owner' | 'discount' | 'promoCode'>;
}

/** Stores the order, empties the cart (and its promo code) and opens an online payment. */
export function storePlacedOrder(draft: PlacementDraft): { order: SeedOrder; paymentRedirectUrl: string | null } {
  const createdAt = seedNow();
  const order = updateState((state) => {
    const orders = allOrders();
    const placed: SeedOrder = {
      id: Math.max(0, ...orders.map((candidate) => candidate.id)) + 1,
      number: nextOrderNumber(createdAt, orders),
      companyId: draft.companyId,
      userId: draft.userId,
      createdAt,
      status: draft.status,
      costCenterId: draft.costCenterId,
      lines: draft.priced.lines.map(({ productId, quantity, priceNet, vat, deposit }) => ({ productId, quantity, priceNet, vat, deposit })),
      deliveryNet: draft.priced.cart.deliveryFee.net,
      paymentMethodId: draft.paymentMethodId,
      deliveryMethodId: draft.deliveryMethodId,
      clientOrderNumber: draft.clientOrderNumber,
      comment: draft.comment,
      isPaid: false,
      placed: { ...draft.details, owner: draft.owner, discount: draft.priced.discount, promoCode: draft.priced.promoCode },
    };
    state.placedOrders.push(placed);
    return placed;
  });
  clearCart(draft.owner);
  const paymentRedirectUrl = draft.paymentMethodId === ONLINE_PAYMENT ? paymentPagePath(createPayment(order.id).token) : null;
  return { order, paymentRedirectUrl };
}

/** A customer's note and the shop's note (a split shipment), one paragraph each. */
export const joinNote = (...parts: Array<string | null | undefined>): string | null => parts.map((part) => part?.trim()).filter(Boolean).join('\n\n') || null;

/** The answer to a placed order: its summary, the thanks (and the way to pay online) and what follows. */
export function placedOrderResponse(order: SeedOrder, viewer: SeedUser | null, paymentRedirectUrl: string | null, message: string, userAccountCreated: boolean): PlacedOrderResponse {
  return {
    salesOrder: toSalesOrderSummaryFor(order, viewer),
    message: paymentRedirectUrl ? `${message} ${CHECKOUT_MESSAGES.payOnline}` : message,
    requiresAcceptance: order.status === 'awaitingAcceptance',
    paymentRedirectUrl,
    userAccountCreated,
  };
}
