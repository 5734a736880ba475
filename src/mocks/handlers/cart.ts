import type { QuickOrderResponse, SalesOrderCartResponse, ShoppingCartResponse } from '../../generated/model';
import {
  addItemsToCurrentCartBody, addQuickOrderToCurrentCartBody, addSalesOrderItemBody, addSalesOrderItemParams, addToCurrentCartBody, applyPromoCodeBody,
  deleteFromCurrentCartBody, deleteItemsFromCurrentCartBody, deleteSalesOrderItemBody, deleteSalesOrderItemParams, getCurrentCartQueryParams,
  getSalesOrderAsCartParams, updateCurrentCartItemBody, updateSalesOrderItemBody, updateSalesOrderItemParams,
} from '../../generated/zod/cart/cart.zod';
import type { SeedOrder } from '../db/types';
import { cartOwner, requireSession, requireUser, type Session } from '../http/auth';
import { json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { requireIntegers } from '../http/schemaParse';
import { parseFormDataBody, parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { addItemsToCart, addToCart, cartEntries, cartLines, clearCart, goodsNet, ownerCart, removeFromCart, setCartQuantity } from '../services/cart';
import { addOrderItem, editableOrder, presentOrderCart, removeOrderItem, setOrderItemQuantity } from '../services/orderEdit';
import { applyPromoCode, dropPromoCode } from '../services/promoCodes';
import { addQuickOrder } from '../services/quickOrder';

const CART = api('/shopping-carts/current');
const ORDER_ITEM = api('/sales-orders/:id/item');

/** Joins the operation's message with the notice of a promo code the change made inapplicable. */
const joined = (...parts: (string | null)[]): string | null => parts.filter(Boolean).join(' ') || null;

function respond(session: Session, message: string | null, deliveryMethod?: string): Response {
  const { cart, notice } = ownerCart(cartOwner(session), viewContext(session), deliveryMethod);
  const body: ShoppingCartResponse = { shoppingCart: cart, message: joined(message, notice) };
  return json(body);
}

function userContext(request: Request) {
  const session = requireUser(request);
  // The language of the request: the e-mails an order change sends (a re-approval) are written in it.
  return { ...viewContext(session), user: session.user, company: session.company, locale: requestLocale(request) };
}

function respondOrder(order: SeedOrder, ctx: ReturnType<typeof userContext>, message: string | null): Response {
  const body: SalesOrderCartResponse = { order: presentOrderCart(order, ctx), message };
  return json(body);
}

export const cartOperations = {
  getCurrentCart: operation('getCurrentCart', 'get', CART, ({ request }) => {
    const { deliveryMethod } = parseQuery(getCurrentCartQueryParams, request);
    return respond(requireSession(request), null, deliveryMethod);
  }),

  addToCurrentCart: operation('addToCurrentCart', 'post', CART, async ({ request }) => {
    const session = requireSession(request);
    const body = (await parseJsonBody(addToCurrentCartBody, request, { integers: ['productId', 'quantity'] }))!;
    const message = addToCart(cartOwner(session), body.productId, body.quantity, viewContext(session));
    return respond(session, message);
  }),

  updateCurrentCartItem: operation('updateCurrentCartItem', 'patch', CART, async ({ request }) => {
    const session = requireSession(request);
    const body = (await parseJsonBody(updateCurrentCartItemBody, request, { integers: ['productId', 'quantity'] }))!;
    const message = setCartQuantity(cartOwner(session), body.productId, body.quantity, viewContext(session));
    return respond(session, message);
  }),

  deleteFromCurrentCart: operation('deleteFromCurrentCart', 'delete', CART, async ({ request }) => {
    const session = requireSession(request);
    const body = await parseJsonBody(deleteFromCurrentCartBody, request, { optional: true, integers: ['productId'] });
    if (body) removeFromCart(cartOwner(session), [body.productId]);
    else clearCart(cartOwner(session));
    return respond(session, null);
  }),

  addItemsToCurrentCart: operation('addItemsToCurrentCart', 'post', api('/shopping-carts/current/items'), async ({ request }) => {
    const session = requireSession(request);
    const body = (await parseJsonBody(addItemsToCurrentCartBody, request))!;
    body.items.forEach((item) => requireIntegers(item, ['productId', 'quantity']));
    const message = addItemsToCart(cartOwner(session), body.items, viewContext(session));
    return respond(session, message);
  }),

  deleteItemsFromCurrentCart: operation('deleteItemsFromCurrentCart', 'delete', api('/shopping-carts/current/items'), async ({ request }) => {
    const session = requireSession(request);
    const body = (await parseJsonBody(deleteItemsFromCurrentCartBody, request, { integers: ['productIds'] }))!;
    removeFromCart(cartOwner(session), body.productIds);
    return respond(session, null);
  }),

  applyPromoCode: operation('applyPromoCode', 'post', api('/shopping-carts/promo-codes'), async ({ request }) => {
    const session = requireSession(request);
    const { promoCode } = await parseFormDataBody(applyPromoCodeBody, request);
    const owner = cartOwner(session);
    const ctx = viewContext(session);
    const message = applyPromoCode(owner, promoCode, goodsNet(cartEntries(cartLines(owner), ctx)), ctx);
    return respond(session, message);
  }),

  removePromoCode: operation('removePromoCode', 'delete', api('/shopping-carts/promo-codes'), ({ request }) => {
    const session = requireSession(request);
    dropPromoCode(cartOwner(session));
    return respond(session, 'Kod rabatowy został usunięty.');
  }),

  addQuickOrderToCurrentCart: operation('addQuickOrderToCurrentCart', 'post', api('/shopping-carts/current/quick-order'), async ({ request }) => {
    const session = requireSession(request);
    const body = (await parseJsonBody(addQuickOrderToCurrentCartBody, request, { integers: ['lines.line', 'lines.quantity'] }))!;
    body.lines.forEach((line) => requireIntegers(line, ['line']));
    const ctx = viewContext(session);
    const { results, message } = addQuickOrder(cartOwner(session), body.lines, ctx);
    const { cart, notice } = ownerCart(cartOwner(session), ctx);
    const response: QuickOrderResponse = { shoppingCart: cart, results, message: joined(message, notice) };
    return json(response);
  }),

  getSalesOrderAsCart: operation('getSalesOrderAsCart', 'get', api('/sales-orders/:id/as-shopping-cart'), ({ request, params }) => {
    const ctx = userContext(request);
    const { id } = parseParams(getSalesOrderAsCartParams, params);
    requireIntegers({ id }, ['id']);
    return respondOrder(editableOrder(id, ctx), ctx, null);
  }),

  addSalesOrderItem: operation('addSalesOrderItem', 'post', ORDER_ITEM, async ({ request, params }) => {
    const ctx = userContext(request);
    const { id } = parseParams(addSalesOrderItemParams, params);
    requireIntegers({ id }, ['id']);
    const body = (await parseJsonBody(addSalesOrderItemBody, request, { integers: ['productId', 'quantity'] }))!;
    const { order, note } = addOrderItem(id, body.productId, body.quantity, ctx);
    return respondOrder(order, ctx, note);
  }),

  updateSalesOrderItem: operation('updateSalesOrderItem', 'patch', ORDER_ITEM, async ({ request, params }) => {
    const ctx = userContext(request);
    const { id } = parseParams(updateSalesOrderItemParams, params);
    requireIntegers({ id }, ['id']);
    const body = (await parseJsonBody(updateSalesOrderItemBody, request, { integers: ['productId', 'quantity'] }))!;
    const { order, note } = setOrderItemQuantity(id, body.productId, body.quantity, ctx);
    return respondOrder(order, ctx, note);
  }),

  deleteSalesOrderItem: operation('deleteSalesOrderItem', 'delete', ORDER_ITEM, async ({ request, params }) => {
    const ctx = userContext(request);
    const { id } = parseParams(deleteSalesOrderItemParams, params);
    requireIntegers({ id }, ['id']);
    const body = (await parseJsonBody(deleteSalesOrderItemBody, request, { integers: ['productId'] }))!;
    return respondOrder(removeOrderItem(id, body.productId, ctx), ctx, null);
  }),
};
