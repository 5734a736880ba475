/**
 * The current cart: its money and the changes the shop's rules allow.
 *
 * For checkout (placing an order) and other services:
 * - `cartFor(owner, ctx, deliveryMethod?)` → `Cart`: the owner's cart with the promo code applied
 *   (checked again; a code that no longer applies is dropped) and the fee of `deliveryMethod`
 *   (an id of DELIVERY_OPTIONS; none or unknown → the courier's fee).
 * - `ownerCart(owner, ctx, deliveryMethod?)` → `{ cart, notice }`: the same with the notice of a dropped code.
 * - `pricedLines(owner, ctx, deliveryMethod?)` → `OrderDraft`: what an order copies from the cart — its
 *   lines as `SeedOrderLine`s (productId, quantity, priceNet, vat, deposit), `promoCode`, `discount`
 *   ({net, gross}), `deliveryNet` and the `cart` they come from. `orderTotals` (presenters/order.ts)
 *   gives the same totals for an order holding these lines, this `deliveryNet` and `placed.promoCode`.
 * - `checkQuantity(product, quantity, ctx)` → `QuantityCheck`: the one quantity rule (offered,
 *   category allowed, maximum, order multiple, stock note); `requireQuantity` throws its 400.
 * - `clearCart(owner)`: empties the cart and drops its promo code (after an order is placed).
 * - `mergeCarts(from, to)`: a guest's cart (and code) to the user at login.
 */
import { endSentence } from '../../domain/sentence';
import { MAX_LINE_QUANTITY, quantityMaximumMessage } from '../../domain/orderPolicy';
import { lineValue, type NetGross } from '../../domain/cartTotals';
import { deliveryFeeNet, missingForFreeDelivery } from '../../domain/deliveryFee';
import { isValidOrderMultiple } from '../../domain/quantity';
import type { Cart } from '../../generated/model';
import { FREE_DELIVERY_FROM_NET } from '../db/reference';
import { getState, updateState } from '../db/store';
import type { CartLine } from '../db/orderRecords';
import type { SeedOrderLine, SeedProduct } from '../db/types';
import { badRequest, DemoHttpError, notFound } from '../http/errors';
import { categoryAllowed, type ViewContext } from '../presenters/context';
import { availabilityOf } from '../presenters/product';
import { deliveryOption, presentPricedCart, type PricedEntry } from './cartMoney';
import { unitPriceNet } from './companyPrices';
import { dropPromoCode, mergePromoCodes, NO_PROMO, promoEffectFor, type PromoEffect } from './promoCodes';

/** The largest quantity of one product (the order policy's quantity rule). */
export { MAX_LINE_QUANTITY };

/** Cart lines priced at the products' current prices for the viewer (its company's offer, see companyPrices.ts; lines of products no longer in the catalogue are left out). */
export function cartEntries(lines: readonly CartLine[], ctx: ViewContext): PricedEntry[] {
  return lines.flatMap((line) => {
    const product = ctx.seed.productById.get(line.productId);
    return product ? [{ id: line.id, product, quantity: line.quantity, unitNet: unitPriceNet(ctx, product), vatRate: product.vat, deposit: product.deposit }] : [];
  });
}

/** Net value of the goods (sum of line nets, before any discount). */
export const goodsNet = (entries: readonly PricedEntry[]): number =>
  entries.reduce((cents, entry) => cents + Math.round(lineValue(entry.unitNet, entry.quantity, entry.vatRate).net * 100), 0) / 100;

/** The Cart for lines with a promo effect and a delivery method (none: the courier's fee). */
export function presentCart(lines: readonly CartLine[], ctx: ViewContext, deliveryMethod?: string, promo: PromoEffect = NO_PROMO): Cart {
  const entries = cartEntries(lines, ctx);
  const option = deliveryOption(deliveryMethod);
  const fee = { goodsNet: goodsNet(entries) - promo.discountNet, freeFromNet: FREE_DELIVERY_FROM_NET, freeDelivery: promo.freeDelivery, empty: entries.length === 0 };
  return presentPricedCart(entries, ctx, {
    discountNet: promo.discountNet,
    deliveryNet: deliveryFeeNet(option, fee),
    missingForFreeNet: missingForFreeDelivery(option, fee),
    promoCode: promo.code,
  });
}

export const cartLines = (owner: string): CartLine[] => getState().carts[owner] ?? [];

/** The owner's cart with its promo code checked again, and the notice when the code was dropped. */
export function ownerCart(owner: string, ctx: ViewContext, deliveryMethod?: string): { cart: Cart; notice: string | null } {
  const lines = cartLines(owner);
  const promo = promoEffectFor(owner, goodsNet(cartEntries(lines, ctx)), ctx);
  return { cart: { ...presentCart(lines, ctx, deliveryMethod, promo), promoCodeOnHold: promo.onHold ?? null }, notice: promo.notice };
}

export const cartFor = (owner: string, ctx: ViewContext, deliveryMethod?: string): Cart => ownerCart(owner, ctx, deliveryMethod).cart;

/** What an order copies from the cart. */
export interface OrderDraft {
  lines: SeedOrderLine[];
  promoCode: string | null;
  discount: NetGross;
  deliveryNet: number;
  cart: Cart;
}

export function pricedLines(owner: string, ctx: ViewContext, deliveryMethod?: string): OrderDraft {
  const cart = cartFor(owner, ctx, deliveryMethod);
  const lines = cartEntries(cartLines(owner), ctx).map((entry) => ({
    productId: entry.product.id, quantity: entry.quantity, priceNet: entry.unitNet, vat: entry.product.vat, deposit: entry.deposit,
  }));
  return {
    lines,
    promoCode: cart.promoCode ?? null,
    discount: { net: cart.discountValue.net, gross: cart.discountValue.gross },
    deliveryNet: cart.deliveryFee.net,
    cart,
  };
}

export type QuantityProblemCode = 'PRODUCT-UNAVAILABLE' | 'CATEGORY-BLOCKED' | 'QUANTITY' | 'ORDER-MULTIPLE';

export type QuantityCheck =
  | { ok: true; /** An informational note (suggested multiple, short stock) or null. */ note: string | null }
  | { ok: false; code: QuantityProblemCode; message: string };

/** Whether a product may be in the cart in that (total) quantity: the cart's one quantity rule. */
export function checkQuantity(product: SeedProduct, quantity: number, ctx: ViewContext): QuantityCheck {
  if (product.discontinued) return { ok: false, code: 'PRODUCT-UNAVAILABLE', message: `Produkt „${product.name}” nie jest już dostępny.` };
  if (!categoryAllowed(ctx, product.categoryId)) {
    const category = ctx.seed.categoryById.get(product.categoryId);
    return { ok: false, code: 'CATEGORY-BLOCKED', message: `Twoja firma nie może zamawiać produktów z kategorii „${category?.name ?? ''}”.` };
  }
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, code: 'QUANTITY', message: 'Ilość musi być większa od zera.' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, code: 'QUANTITY', message: quantityMaximumMessage() };
  const rule = { orderQuantityMultiple: product.orderMultiple, orderQuantityMultipleSuggestedOnly: product.orderMultipleSuggestedOnly };
  const multiple = product.orderMultiple;
  if (!isValidOrderMultiple(quantity, rule)) {
    const nearest = Math.max(multiple, Math.round(quantity / multiple) * multiple);
    return {
      ok: false,
      code: 'ORDER-MULTIPLE',
      message: `${endSentence(`Produkt „${product.name}” można zamówić tylko w wielokrotności ${multiple} ${product.uom}`)} ${endSentence(`Najbliższa dozwolona ilość to ${nearest} ${product.uom}`)}`,
    };
  }
  if (multiple > 1 && quantity % multiple !== 0) {
    return { ok: true, note: `Produkt „${product.name}” jest pakowany po ${multiple} ${product.uom} – warto zamówić pełne opakowanie.` };
  }
  if (quantity > product.stock) {
    const { when } = availabilityOf(product, ctx.seed.today);
    return {
      ok: true,
      note: product.stock > 0
        ? `Od ręki dostępne: ${product.stock} ${product.uom}, brakujące ${quantity - product.stock} ${product.uom} – ${when}.`
        : `Produkt „${product.name}” jest chwilowo niedostępny – ${when}.`,
    };
  }
  return { ok: true, note: null };
}

/** `checkQuantity` as a 400 with its code; returns the note. */
export function requireQuantity(product: SeedProduct, quantity: number, ctx: ViewContext): string | null {
  const check = checkQuantity(product, quantity, ctx);
  if (!check.ok) throw badRequest(check.message, check.code === 'QUANTITY' ? 'VALIDATION' : check.code);
  return check.note;
}

export function requireProduct(ctx: ViewContext, productId: number): SeedProduct {
  const product = ctx.seed.productById.get(productId);
  if (!product) throw new DemoHttpError(404, 'NOT-FOUND', `Nie znaleziono produktu o identyfikatorze ${productId}.`);
  return product;
}

/** Adds quantities (already checked) to what the cart holds, in one change. */
export function addQuantities(owner: string, additions: ReadonlyMap<number, number>): void {
  updateState((state) => {
    const lines = (state.carts[owner] ??= []);
    for (const [productId, quantity] of additions) {
      const line = lines.find((candidate) => candidate.productId === productId);
      if (line) line.quantity += quantity;
      else lines.push({ id: state.counters.cartLine++, productId, quantity });
    }
  });
}

/** Adds to the quantity already in the cart. */
export function addToCart(owner: string, productId: number, quantity: number, ctx: ViewContext): string | null {
  const product = requireProduct(ctx, productId);
  if (quantity < 1) throw badRequest('Ilość musi być większa od zera.');
  const existing = cartLines(owner).find((line) => line.productId === productId);
  const note = requireQuantity(product, quantity, ctx);
  const totalNote = existing ? requireQuantity(product, existing.quantity + quantity, ctx) : null;
  addQuantities(owner, new Map([[productId, quantity]]));
  return note ?? totalNote;
}

/**
 * Adds several products at once, all or nothing: the first product that cannot go in (unknown,
 * not offered, wrong multiple...) fails the request with a message naming it, and the cart stays as it was.
 */
export function addItemsToCart(owner: string, items: readonly { productId: number; quantity: number }[], ctx: ViewContext): string {
  const additions = new Map<number, number>();
  for (const item of items) additions.set(item.productId, (additions.get(item.productId) ?? 0) + item.quantity);
  const notes: string[] = [];
  for (const [productId, quantity] of additions) {
    const product = requireProduct(ctx, productId);
    if (quantity < 1) throw badRequest(`Ilość produktu „${product.name}” musi być większa od zera.`);
    const existing = cartLines(owner).find((line) => line.productId === productId)?.quantity ?? 0;
    const note = requireQuantity(product, quantity, ctx) ?? (existing ? requireQuantity(product, existing + quantity, ctx) : null);
    if (note) notes.push(note);
  }
  addQuantities(owner, additions);
  return ['Produkty zostały dodane do koszyka.', ...notes].join(' ');
}

/** Sets the quantity of a product in the cart (0 removes it; a product not in the cart: 404). */
export function setCartQuantity(owner: string, productId: number, quantity: number, ctx: ViewContext): string | null {
  const product = requireProduct(ctx, productId);
  if (quantity === 0) {
    removeFromCart(owner, [productId]);
    return null;
  }
  // A quantity is set on a line of the cart; a change made on an older view of the cart (another tab
  // removed the product meanwhile, or a change kept offline) does not put the product back.
  if (!cartLines(owner).some((line) => line.productId === productId)) throw notFound(PRODUCT_NOT_IN_CART);
  const note = requireQuantity(product, quantity, ctx);
  updateState((state) => {
    const line = (state.carts[owner] ?? []).find((candidate) => candidate.productId === productId);
    if (line) line.quantity = quantity;
  });
  return note;
}

const PRODUCT_NOT_IN_CART = 'Tego produktu nie ma już w koszyku.';

/** Removes products (ids not in the cart are ignored). */
export function removeFromCart(owner: string, productIds: readonly number[]): void {
  updateState((state) => {
    state.carts[owner] = (state.carts[owner] ?? []).filter((line) => !productIds.includes(line.productId));
  });
}

/** Empties the cart; its promo code goes with it. */
export function clearCart(owner: string): void {
  updateState((state) => {
    delete state.carts[owner];
  });
  dropPromoCode(owner);
}

/** Moves a guest's cart into a user's cart (quantities of the same product are added up), with its promo code. */
export function mergeCarts(from: string, to: string): void {
  updateState((state) => {
    const source = state.carts[from];
    if (!source?.length) return;
    const target = (state.carts[to] ??= []);
    for (const line of source) {
      const existing = target.find((candidate) => candidate.productId === line.productId);
      if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
      else target.push({ ...line, id: state.counters.cartLine++ });
    }
    delete state.carts[from];
  });
  mergePromoCodes(from, to);
}
