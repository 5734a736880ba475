/**
 * Edit-order mode: an order awaiting acceptance or accepted, seen as a cart and changed line by line.
 * Who may edit is what the order list says (`canEdit` of toSalesOrderSummary: the creator or an
 * approver, never a data-only user). Changed lines are kept in `state.orderLines`, which `allOrders()`
 * applies, so the order list, the order page and the totals all show the edited order.
 * Lines already in the order keep the order's prices; a product added while editing gets today's price.
 */
import type { OrderCart } from '../../generated/model';
import { ORDER_STATUSES } from '../db/reference';
import { orderPromoEffect } from '../db/seed/promoCodes';
import { allOrders, updateState } from '../db/store';
import type { SeedOrder, SeedOrderLine } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import type { ViewContext } from '../presenters/context';
import { toSalesOrderSummary } from '../presenters/order';
import { toProductSummary } from '../presenters/product';
import { goodsNet, requireProduct, requireQuantity } from './cart';
import { presentPricedCart, type PricedEntry } from './cartMoney';
import { unitPriceNet } from './companyPrices';
import { visibleOrders } from './orders';

const EDITABLE = new Set(['awaitingAcceptance', 'accepted']);

type Viewer = ViewContext & { user: NonNullable<ViewContext['user']>; company: NonNullable<ViewContext['company']> };

/** The order the viewer may edit: 404 when not theirs to see, 409 when its status is past editing, 403 when they may not edit it. */
export function editableOrder(orderId: number, ctx: Viewer): SeedOrder {
  const order = visibleOrders(ctx.user, ctx.company).find((candidate) => candidate.id === orderId);
  if (!order) throw notFound(`Nie znaleziono zamówienia o identyfikatorze ${orderId}.`);
  if (toSalesOrderSummary(order, ctx.seed, ctx.user).canEdit) return order;
  if (!EDITABLE.has(order.status)) {
    throw new DemoHttpError(409, 'ORDER-NOT-EDITABLE', `Zamówienia ${order.number} nie można już edytować – ma status „${ORDER_STATUSES[order.status]}”.`);
  }
  throw forbidden(`Nie masz uprawnień do edycji zamówienia ${order.number}.`);
}

function orderEntries(order: SeedOrder, ctx: ViewContext): PricedEntry[] {
  return order.lines.flatMap((line) => {
    const product = ctx.seed.productById.get(line.productId);
    return product ? [{ id: line.productId, product, quantity: line.quantity, unitNet: line.priceNet, vatRate: line.vat, deposit: line.deposit }] : [];
  });
}

/** The order as a cart: the cart's money with the order's own delivery fee and promo code, and each item's pack options. */
export function presentOrderCart(order: SeedOrder, ctx: ViewContext): OrderCart {
  const entries = orderEntries(order, ctx);
  const promo = orderPromoEffect(order.placed?.promoCode, goodsNet(entries));
  // The delivery fee was fixed when the order was placed, so no amount is "missing" to free delivery.
  const cart = presentPricedCart(entries, ctx, { discountNet: promo.discountNet, deliveryNet: order.deliveryNet, missingForFreeNet: 0, promoCode: promo.code });
  return {
    ...cart,
    orderId: order.id,
    orderNumber: order.number,
    itemsWithPacks: cart.items.map((item, index) => ({ ...item, multiPacks: toProductSummary(entries[index].product, ctx).multiPacks })),
  };
}

function saveLines(order: SeedOrder, lines: SeedOrderLine[]): void {
  if (lines.length === 0) throw new DemoHttpError(409, 'ORDER-EMPTY', 'Zamówienie musi zawierać co najmniej jeden produkt.');
  updateState((state) => {
    state.orderLines[order.id] = lines;
  });
}

/** The order after a change, as allOrders() now has it. */
const reloaded = (order: SeedOrder): SeedOrder => allOrders().find((candidate) => candidate.id === order.id) ?? order;

/** Adds to a product's quantity in the order (a new line at today's price); returns the order and a note. */
export function addOrderItem(orderId: number, productId: number, quantity: number, ctx: Viewer): { order: SeedOrder; note: string | null } {
  const order = editableOrder(orderId, ctx);
  const product = requireProduct(ctx, productId);
  const existing = order.lines.find((line) => line.productId === productId);
  const note = requireQuantity(product, quantity, ctx) ?? (existing ? requireQuantity(product, existing.quantity + quantity, ctx) : null);
  const lines = existing
    ? order.lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
    : [...order.lines, { productId, quantity, priceNet: unitPriceNet(ctx, product), vat: product.vat, deposit: product.deposit }];
  saveLines(order, lines);
  return { order: reloaded(order), note };
}

/** Sets a product's quantity in the order (0 removes it; a product not in the order is added). */
export function setOrderItemQuantity(orderId: number, productId: number, quantity: number, ctx: Viewer): { order: SeedOrder; note: string | null } {
  const order = editableOrder(orderId, ctx);
  if (quantity === 0) return { order: removeOrderItem(orderId, productId, ctx), note: null };
  const product = requireProduct(ctx, productId);
  const note = requireQuantity(product, quantity, ctx);
  const existing = order.lines.some((line) => line.productId === productId);
  const lines = existing
    ? order.lines.map((line) => (line.productId === productId ? { ...line, quantity } : line))
    : [...order.lines, { productId, quantity, priceNet: unitPriceNet(ctx, product), vat: product.vat, deposit: product.deposit }];
  saveLines(order, lines);
  return { order: reloaded(order), note };
}

/** Removes a product from the order; the last one cannot go (409). */
export function removeOrderItem(orderId: number, productId: number, ctx: Viewer): SeedOrder {
  const order = editableOrder(orderId, ctx);
  if (!order.lines.some((line) => line.productId === productId)) throw notFound(`Produktu o identyfikatorze ${productId} nie ma w zamówieniu ${order.number}.`);
  saveLines(order, order.lines.filter((line) => line.productId !== productId));
  return reloaded(order);
}
