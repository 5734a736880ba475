import type { ShoppingCartResponse } from '../../generated/model';
import { addToCurrentCartBody, deleteFromCurrentCartBody, getCurrentCartQueryParams, updateCurrentCartItemBody } from '../../generated/zod/cart/cart.zod';
import { cartOwner, requireSession } from '../http/auth';
import { json } from '../http/errors';
import { api, operation } from '../http/operation';
import { parseJsonBody, parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { addToCart, cartLines, clearCart, presentCart, removeFromCart, setCartQuantity } from '../services/cart';
import type { Session } from '../http/auth';

const CART = api('/shopping-carts/current');

function respond(session: Session, message: string | null, deliveryMethod?: string): Response {
  const body: ShoppingCartResponse = { shoppingCart: presentCart(cartLines(cartOwner(session)), viewContext(session), deliveryMethod), message };
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
    if (body) removeFromCart(cartOwner(session), body.productId);
    else clearCart(cartOwner(session));
    return respond(session, null);
  }),
};
