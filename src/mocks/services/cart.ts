/** The cart: totals (deposit, delivery fee, free-delivery threshold) and changes with the shop's rules. */
import { formatPln, money, multiplyMoney, sumMoney, ZERO_MONEY } from '../../domain/money';
import type { Cart, CartItem } from '../../generated/model';
import { DELIVERY_FEE_NET, DELIVERY_VAT, FREE_DELIVERY_FROM_NET, FREE_DELIVERY_METHODS } from '../db/reference';
import { getState, updateState, type CartLine } from '../db/store';
import type { SeedProduct } from '../db/types';
import { badRequest, DemoHttpError } from '../http/errors';
import { categoryAllowed, type ViewContext } from '../presenters/context';
import { productImage } from '../presenters/images';
import { availabilityOf } from '../presenters/product';

export const MAX_LINE_QUANTITY = 100_000;

function toCartItem(line: CartLine, product: SeedProduct, ctx: ViewContext): CartItem {
  const category = ctx.seed.categoryById.get(product.categoryId);
  return {
    id: line.id,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    pictureUrl: productImage(product.slug, 150),
    quantity: line.quantity,
    uom: product.uom,
    hasDeposit: product.deposit !== null,
    depositValue: product.deposit === null ? null : money(product.deposit, 0),
    priceObject: money(product.priceNet, product.vat),
    valueObject: money(product.priceNet * line.quantity, product.vat),
    orderQuantityMultiple: product.orderMultiple,
    orderQuantityMultipleSuggestedOnly: product.orderMultipleSuggestedOnly,
    category: { forAdults: category?.forAdults ?? false },
  };
}

/** The Cart object for cart lines. */
export function presentCart(lines: CartLine[], ctx: ViewContext, deliveryMethod?: string): Cart {
  const entries = lines.flatMap((line) => {
    const product = ctx.seed.productById.get(line.productId);
    return product ? [{ line, product }] : [];
  });
  const items = entries.map(({ line, product }) => toCartItem(line, product, ctx));
  const total = sumMoney(items.map((item) => item.valueObject));
  const depositValue = sumMoney(entries.map(({ line, product }) => (product.deposit === null ? ZERO_MONEY : multiplyMoney(money(product.deposit, 0), line.quantity))));
  const fee = money(DELIVERY_FEE_NET, DELIVERY_VAT);
  const charged = items.length > 0 && total.net < FREE_DELIVERY_FROM_NET && !FREE_DELIVERY_METHODS.has(deliveryMethod ?? '');
  const deliveryFee = charged ? fee : ZERO_MONEY;
  const missingNet = Math.max(0, FREE_DELIVERY_FROM_NET - total.net);
  const grandTotal = sumMoney([total, depositValue, deliveryFee]);
  return {
    items,
    totalQuantity: items.length,
    total,
    grandTotal,
    depositValue,
    deliveryFee,
    minimalDeliveryFee: fee,
    giftsValue: ZERO_MONEY,
    missingAmountForFreeDelivery: missingNet > 0 ? money(missingNet, DELIVERY_VAT) : ZERO_MONEY,
    dueAmount: { value: grandTotal.gross, valueFormatted: formatPln(grandTotal.gross) },
    promoCode: null,
  };
}

export const cartLines = (owner: string): CartLine[] => getState().carts[owner] ?? [];

/** Checks that a product may be put in the cart in that quantity; returns an informational message or null. */
function checkQuantity(product: SeedProduct, quantity: number, ctx: ViewContext): string | null {
  if (product.discontinued) throw badRequest(`Produkt „${product.name}” nie jest już dostępny.`, 'PRODUCT-UNAVAILABLE');
  if (!categoryAllowed(ctx, product.categoryId)) {
    const category = ctx.seed.categoryById.get(product.categoryId);
    throw badRequest(`Twoja firma nie może zamawiać produktów z kategorii „${category?.name ?? ''}”.`, 'CATEGORY-BLOCKED');
  }
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(`Maksymalna ilość jednego produktu w koszyku to ${MAX_LINE_QUANTITY}.`);
  const multiple = product.orderMultiple;
  if (multiple > 1 && quantity % multiple !== 0) {
    if (!product.orderMultipleSuggestedOnly) {
      const nearest = Math.max(multiple, Math.round(quantity / multiple) * multiple);
      throw badRequest(`Produkt „${product.name}” można zamówić tylko w wielokrotności ${multiple} ${product.uom}. Najbliższa dozwolona ilość to ${nearest} ${product.uom}.`, 'ORDER-MULTIPLE');
    }
    return `Produkt „${product.name}” jest pakowany po ${multiple} ${product.uom} – warto zamówić pełne opakowanie.`;
  }
  if (quantity > product.stock) {
    const { when } = availabilityOf(product, ctx.seed.today);
    return product.stock > 0
      ? `Od ręki dostępne: ${product.stock} ${product.uom}, brakujące ${quantity - product.stock} ${product.uom} – ${when}.`
      : `Produkt „${product.name}” jest chwilowo niedostępny – ${when}.`;
  }
  return null;
}

function requireProduct(ctx: ViewContext, productId: number): SeedProduct {
  const product = ctx.seed.productById.get(productId);
  if (!product) throw new DemoHttpError(404, 'NOT-FOUND', `Nie znaleziono produktu o identyfikatorze ${productId}.`);
  return product;
}

/** Adds to the quantity already in the cart. */
export function addToCart(owner: string, productId: number, quantity: number, ctx: ViewContext): string | null {
  const product = requireProduct(ctx, productId);
  if (quantity < 1) throw badRequest('Ilość musi być większa od zera.');
  const existing = cartLines(owner).find((line) => line.productId === productId);
  const message = checkQuantity(product, quantity, ctx) ?? (existing ? checkQuantity(product, existing.quantity + quantity, ctx) : null);
  updateState((state) => {
    const lines = (state.carts[owner] ??= []);
    const line = lines.find((candidate) => candidate.productId === productId);
    if (line) line.quantity += quantity;
    else lines.push({ id: state.counters.cartLine++, productId, quantity });
  });
  return message;
}

/** Sets the quantity (0 removes the product). */
export function setCartQuantity(owner: string, productId: number, quantity: number, ctx: ViewContext): string | null {
  const product = requireProduct(ctx, productId);
  if (quantity === 0) {
    removeFromCart(owner, productId);
    return null;
  }
  const message = checkQuantity(product, quantity, ctx);
  updateState((state) => {
    const lines = (state.carts[owner] ??= []);
    const line = lines.find((candidate) => candidate.productId === productId);
    if (line) line.quantity = quantity;
    else lines.push({ id: state.counters.cartLine++, productId, quantity });
  });
  return message;
}

export function removeFromCart(owner: string, productId: number): void {
  updateState((state) => {
    state.carts[owner] = (state.carts[owner] ?? []).filter((line) => line.productId !== productId);
  });
}

export function clearCart(owner: string): void {
  updateState((state) => {
    delete state.carts[owner];
  });
}

/** Moves a guest's cart into a user's cart (quantities of the same product are added up). */
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
}
