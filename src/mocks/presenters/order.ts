import { cartTotals, type NetGross } from '../../domain/cartTotals';
import { moneyFromNetGross } from '../../domain/money';
import type { Money, SalesOrderSummary, VatSummaryLine } from '../../generated/model';
import { DELIVERY_METHODS, DELIVERY_VAT, ORDER_STATUSES, PAYMENT_METHODS } from '../db/reference';
import { orderPromoEffect } from '../db/seed/promoCodes';
import { findCostCenter } from '../db/budgetRecords';
import { allUsers } from '../db/store';
import { orderApproval } from '../services/orderApproval';
import { orderRevision } from '../services/orderHistory';
import type { Seed, SeedOrder, SeedUser } from '../db/types';

export interface OrderTotals {
  /** Goods before the discount. */
  total: Money;
  /** What the order's promo code takes off the goods (zero without one). */
  discount: Money;
  deposit: Money;
  delivery: Money;
  /** total − discount + deposit + delivery. */
  grandTotal: Money;
  vatSummary: VatSummaryLine[];
}

const totalsCache = new WeakMap<SeedOrder, OrderTotals>();

const asMoney = (amount: NetGross): Money => moneyFromNetGross(amount.net, amount.gross);

/** Totals of an order, computed as its cart's are (src/domain/cartTotals): lines, promo code, deposits, delivery. */
export function orderTotals(order: SeedOrder): OrderTotals {
  const cached = totalsCache.get(order);
  if (cached) return cached;
  const lines = order.lines.map((line) => ({ unitNet: line.priceNet, quantity: line.quantity, vatRate: line.vat, deposit: line.deposit }));
  const goodsNet = cartTotals(lines).goods.net;
  const { discountNet } = orderPromoEffect(order.placed?.promoCode, goodsNet);
  const totals = cartTotals(lines, { discountNet, deliveryNet: order.deliveryNet, deliveryVat: DELIVERY_VAT });
  const result = {
    total: asMoney(totals.goods),
    discount: asMoney(totals.discount),
    deposit: asMoney(totals.deposits),
    delivery: asMoney(totals.delivery),
    grandTotal: asMoney(totals.grandTotal),
    vatSummary: totals.vatSummary,
  };
  totalsCache.set(order, result);
  return result;
}

export const personName = (user: SeedUser | undefined): string => (user ? `${user.firstName} ${user.lastName}` : 'Użytkownik usunięty');

/** An order row of the account's order list, as seen by `viewer`. */
export function toSalesOrderSummary(order: SeedOrder, _seed: Seed, viewer: SeedUser): SalesOrderSummary {
  const { total, grandTotal } = orderTotals(order);
  const costCenter = order.costCenterId === null ? null : findCostCenter(order.costCenterId) ?? null;
  // Accounts created at checkout are users too; a guest's order names the buyer of the form.
  const creator = allUsers().find((user) => user.id === order.userId);
  const editable = order.status === 'awaitingAcceptance' || order.status === 'accepted';
  return {
    id: order.id,
    number: order.number,
    revision: orderRevision(order.id),
    createdAt: order.createdAt,
    status: { id: order.status, name: ORDER_STATUSES[order.status] },
    total,
    grandTotal,
    itemsCount: order.lines.length,
    clientOrderNumber: order.clientOrderNumber,
    comment: order.comment,
    costCenter: costCenter ? { id: costCenter.id, name: costCenter.name } : null,
    createdBy: { id: order.userId, name: creator || !order.placed ? personName(creator) : order.placed.buyer.name },
    paymentMethod: { id: order.paymentMethodId, name: PAYMENT_METHODS[order.paymentMethodId] ?? order.paymentMethodId },
    deliveryMethod: { id: order.deliveryMethodId, name: DELIVERY_METHODS[order.deliveryMethodId] ?? order.deliveryMethodId },
    isPaid: order.isPaid,
    canCopy: viewer.roleName !== 'onlyData',
    canEdit: editable && viewer.roleName !== 'onlyData' && (viewer.canApprove || viewer.id === order.userId),
    approval: orderApproval(order),
  };
}
