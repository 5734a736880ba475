import { money, multiplyMoney, sumMoney, ZERO_MONEY } from '../../domain/money';
import type { Money, SalesOrderSummary } from '../../generated/model';
import { DELIVERY_METHODS, DELIVERY_VAT, ORDER_STATUSES, PAYMENT_METHODS } from '../db/reference';
import type { Seed, SeedOrder, SeedUser } from '../db/types';

export interface OrderTotals {
  total: Money;
  deposit: Money;
  delivery: Money;
  grandTotal: Money;
}

const totalsCache = new WeakMap<SeedOrder, OrderTotals>();

/** Totals of an order: lines (VAT per line), deposits, delivery. */
export function orderTotals(order: SeedOrder): OrderTotals {
  const cached = totalsCache.get(order);
  if (cached) return cached;
  const total = sumMoney(order.lines.map((line) => money(line.priceNet * line.quantity, line.vat)));
  const deposit = sumMoney(order.lines.map((line) => (line.deposit === null ? ZERO_MONEY : multiplyMoney(money(line.deposit, 0), line.quantity))));
  const delivery = order.deliveryNet > 0 ? money(order.deliveryNet, DELIVERY_VAT) : ZERO_MONEY;
  const totals = { total, deposit, delivery, grandTotal: sumMoney([total, deposit, delivery]) };
  totalsCache.set(order, totals);
  return totals;
}

export const personName = (user: SeedUser | undefined): string => (user ? `${user.firstName} ${user.lastName}` : 'Użytkownik usunięty');

/** An order row of the account's order list, as seen by `viewer`. */
export function toSalesOrderSummary(order: SeedOrder, seed: Seed, viewer: SeedUser): SalesOrderSummary {
  const { total, grandTotal } = orderTotals(order);
  const costCenter = order.costCenterId === null ? null : seed.costCenters.find((cc) => cc.id === order.costCenterId) ?? null;
  const creator = seed.users.find((user) => user.id === order.userId);
  const editable = order.status === 'awaitingAcceptance' || order.status === 'accepted';
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    status: { id: order.status, name: ORDER_STATUSES[order.status] },
    total,
    grandTotal,
    itemsCount: order.lines.length,
    clientOrderNumber: order.clientOrderNumber,
    comment: order.comment,
    costCenter: costCenter ? { id: costCenter.id, name: costCenter.name } : null,
    createdBy: { id: order.userId, name: personName(creator) },
    paymentMethod: { id: order.paymentMethodId, name: PAYMENT_METHODS[order.paymentMethodId] ?? order.paymentMethodId },
    deliveryMethod: { id: order.deliveryMethodId, name: DELIVERY_METHODS[order.deliveryMethodId] ?? order.deliveryMethodId },
    isPaid: order.isPaid,
    canCopy: viewer.roleName !== 'onlyData',
    canEdit: editable && viewer.roleName !== 'onlyData' && (viewer.canApprove || viewer.id === order.userId),
  };
}
