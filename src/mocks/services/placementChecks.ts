/**
 * The checks every order placement makes again before anything changes, so an error leaves the cart
 * as it was: a cart to order (the one the buyer confirmed), the delivery method, pickup point and
 * payment method, and the stock decision for lines short of stock (the lines it leaves are priced again).
 */
import { isConfirmedCart } from '../../domain/confirmedCart';
import type { AnonymousCheckoutForm, CheckoutForm, ConfirmedCartLines } from '../../generated/model';
import type { CartLine } from '../db/orderRecords';
import type { PlacedOrderDetails, StockDecision } from '../db/types';
import { DemoHttpError } from '../http/errors';
import type { ViewContext } from '../presenters/context';
import { cartLines } from './cart';
import { checkoutCart, deliveryOption, paymentMethods, paymentRefusal, shortLines, type Buyer, type CheckoutCart, type PricedLine } from './checkout';
import { fieldError } from './checkoutValidation';
import { findPickupPoint } from './pickupPoints';
import { CHECKOUT_MESSAGES } from './placeOrderMessages';

/** A refusal of the order as it stands (409), with the field it is about when there is one. */
export const conflict = (code: string, message: string, field?: string) => new DemoHttpError(409, code, message, field ? { field } : undefined);

/**
 * 409 when there is nothing to order, or when the cart is not the one the buyer confirmed (`confirmed`,
 * the lines the order page showed: changed in another tab meanwhile). Checked before the form: the
 * cart is the first thing to say.
 */
export function requireCart(owner: string, confirmed?: ConfirmedCartLines): void {
  const lines = cartLines(owner);
  if (!lines.length) throw conflict('CART-EMPTY', CHECKOUT_MESSAGES.emptyCart);
  if (confirmed && !isConfirmedCart(lines, confirmed)) throw conflict('CART-CHANGED', CHECKOUT_MESSAGES.cartChanged);
}

/** The delivery method, pickup point and payment method of a form, checked. */
export function checkDeliveryAndPayment(form: CheckoutForm | AnonymousCheckoutForm, buyer: Buyer, priced: CheckoutCart) {
  const option = deliveryOption(form.deliveryMethod);
  if (!option) throw fieldError('deliveryMethod', CHECKOUT_MESSAGES.deliveryMethod);
  let deliveryPoint: PlacedOrderDetails['deliveryPoint'] = null;
  if (option.provider) {
    const pni = form.deliveryPointPni?.trim();
    if (!pni) throw fieldError('deliveryPointPni', CHECKOUT_MESSAGES.pickupPoint);
    const point = findPickupPoint(option.provider, pni);
    if (!point) throw fieldError('deliveryPointPni', CHECKOUT_MESSAGES.unknownPickupPoint(pni));
    deliveryPoint = { name: point.name, pni: point.pni, provider: option.provider };
  }
  const method = paymentMethods(buyer, priced.cart).find((candidate) => candidate.id === form.paymentMethod);
  const refusal = paymentRefusal(method, option.id);
  if (refusal) throw fieldError('paymentMethod', refusal);
  return { option, deliveryPoint };
}

/** The lines to order after the stock decision, and a note for a split shipment. */
function applyStockDecision(lines: PricedLine[], decision: StockDecision | undefined): { lines: CartLine[]; note: string | null } {
  const short = shortLines(lines);
  const asCartLines = lines.map((line, index) => ({ id: index + 1, productId: line.productId, quantity: line.quantity }));
  if (!short.length) return { lines: asCartLines, note: null };
  if (!decision) throw fieldError('insufficientStockDecision', CHECKOUT_MESSAGES.stockDecision);
  if (decision === 'removeUnavailable') {
    const kept = asCartLines.flatMap((cartLine, index) => {
      const { product } = lines[index];
      const shortage = short.find((entry) => entry.line.productId === cartLine.productId);
      if (!shortage) return [cartLine];
      // What is left keeps to an enforced order multiple.
      const step = product.orderMultipleSuggestedOnly ? 1 : product.orderMultiple;
      const quantity = Math.floor(shortage.available / step) * step;
      return quantity > 0 ? [{ ...cartLine, quantity }] : [];
    });
    if (!kept.length) throw fieldError('insufficientStockDecision', CHECKOUT_MESSAGES.nothingAvailable);
    return { lines: kept, note: null };
  }
  if (decision === 'sendAvailable') {
    const missing = short.map(({ line, available }) => `${line.product.name} – ${line.quantity - available} ${line.product.uom}`).join('; ');
    return { lines: asCartLines, note: `Wysyłka częściowa: dostępne produkty wysyłamy od razu, brakujące (${missing}) doślemy po dostawie do magazynu.` };
  }
  return { lines: asCartLines, note: null };
}

/** The lines after the stock decision, priced again (the promo code and delivery fee follow them). */
export function pricedOrderLines(owner: string, ctx: ViewContext, deliveryMethod: string, decision: StockDecision | undefined) {
  const current = checkoutCart(owner, ctx, deliveryMethod);
  const { lines, note } = applyStockDecision(current.lines, decision);
  const changed = lines.length !== current.lines.length || lines.some((line, index) => line.quantity !== current.lines[index].quantity);
  return { priced: changed ? checkoutCart(owner, ctx, deliveryMethod, lines) : current, note };
}
