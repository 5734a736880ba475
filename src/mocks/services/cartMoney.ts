/**
 * The Cart shape of priced lines: items with their values and stock, and the money of the whole
 * (goods, discount, deposits, delivery, VAT summary, grand total) from `cartTotals` in src/domain.
 * Used by the current cart (current prices) and by an order being edited (the order's own prices).
 */
import { cartTotals, type NetGross } from '../../domain/cartTotals';
import { minimalDeliveryFeeNet } from '../../domain/deliveryFee';
import { formatPln, money, moneyFromNetGross } from '../../domain/money';
import type { Cart, CartItem } from '../../generated/model';
import { DELIVERY_OPTIONS, DELIVERY_VAT, type DeliveryOption } from '../db/reference';
import type { SeedProduct } from '../db/types';
import type { ViewContext } from '../presenters/context';
import { productImage } from '../presenters/images';

const DAY = 86_400_000;

/** A line with its price: the product's current one in a cart, the order's own in an order. */
export interface PricedEntry {
  id: number;
  product: SeedProduct;
  quantity: number;
  unitNet: number;
  vatRate: number;
  /** Deposit per unit, outside VAT. */
  deposit: number | null;
}

/** What is charged besides the goods. */
export interface CartCharges {
  /** Net taken off the goods by the promo code. */
  discountNet: number;
  deliveryNet: number;
  /** Net still missing to free delivery. */
  missingForFreeNet: number;
  promoCode: string | null;
}

/** The cheapest paid delivery method's fee (net). */
export const MINIMAL_DELIVERY_FEE_NET = minimalDeliveryFeeNet(DELIVERY_OPTIONS);

const COURIER = DELIVERY_OPTIONS.find((option) => option.id === 'courier') ?? DELIVERY_OPTIONS[0];

/** The delivery method by id; the courier when none (or an unknown one) is given, as the cart page shows it. */
export const deliveryOption = (method?: string | null): DeliveryOption => DELIVERY_OPTIONS.find((option) => option.id === method) ?? COURIER;

const asMoney = (amount: NetGross) => moneyFromNetGross(amount.net, amount.gross);

/** The expected date of the missing quantity: known only when more is asked than is in stock and a delivery is planned. */
function availableFrom(product: SeedProduct, quantity: number, today: Date): string | null {
  if (product.discontinued || quantity <= product.stock || product.restockInDays === null) return null;
  return new Date(today.getTime() + product.restockInDays * DAY).toISOString().slice(0, 10);
}

export function toCartItem(entry: PricedEntry, value: NetGross, ctx: ViewContext): CartItem {
  const { product, quantity } = entry;
  const category = ctx.seed.categoryById.get(product.categoryId);
  return {
    id: entry.id,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    code: product.code,
    vatRate: entry.vatRate,
    availableQuantity: product.discontinued ? 0 : Math.max(0, product.stock),
    availableFrom: availableFrom(product, quantity, ctx.seed.today),
    pictureUrl: productImage(product.slug, 150),
    quantity,
    uom: product.uom,
    hasDeposit: entry.deposit !== null,
    depositValue: entry.deposit === null ? null : money(entry.deposit, 0),
    priceObject: money(entry.unitNet, entry.vatRate),
    valueObject: asMoney(value),
    orderQuantityMultiple: product.orderMultiple,
    orderQuantityMultipleSuggestedOnly: product.orderMultipleSuggestedOnly,
    category: { forAdults: category?.forAdults ?? false, ...(category ? { id: category.id, name: category.name } : {}) },
  };
}

/** The Cart of priced lines with the given charges. */
export function presentPricedCart(entries: readonly PricedEntry[], ctx: ViewContext, charges: CartCharges): Cart {
  const totals = cartTotals(entries, { discountNet: charges.discountNet, deliveryNet: charges.deliveryNet, deliveryVat: DELIVERY_VAT });
  const grandTotal = asMoney(totals.grandTotal);
  return {
    items: entries.map((entry, index) => toCartItem(entry, totals.lines[index], ctx)),
    totalQuantity: entries.length,
    total: asMoney(totals.goods),
    grandTotal,
    depositValue: asMoney(totals.deposits),
    deliveryFee: asMoney(totals.delivery),
    minimalDeliveryFee: money(MINIMAL_DELIVERY_FEE_NET, DELIVERY_VAT),
    // No gift rule in the demo shop: gifts are worth nothing.
    giftsValue: money(0, 0),
    missingAmountForFreeDelivery: money(charges.missingForFreeNet, DELIVERY_VAT),
    dueAmount: { value: grandTotal.gross, valueFormatted: formatPln(grandTotal.gross) },
    promoCode: charges.promoCode,
    discountValue: asMoney(totals.discount),
    vatSummary: totals.vatSummary,
  };
}
