import { describe, expect, it } from 'vitest';
import { money } from '../../domain/money';
import { buildSeed } from '../db/seed';
import type { ViewContext } from '../presenters/context';
import { presentCart } from './cart';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });
const ctx: ViewContext = { seed, user: null, company: null, netPrices: false };
const product = (predicate: (p: (typeof seed.products)[number]) => boolean) => seed.products.find((p) => p.packKind === 'single' && !p.discontinued && predicate(p))!;

describe('presentCart', () => {
  it('is empty and free of charges without items', () => {
    const cart = presentCart([], ctx);
    expect(cart.items).toEqual([]);
    expect(cart.grandTotal.gross).toBe(0);
    expect(cart.deliveryFee.gross).toBe(0);
    expect(cart.missingAmountForFreeDelivery).toEqual(money(250, 23));
    expect(cart.minimalDeliveryFee).toEqual(money(14.99, 23));
  });

  it('computes line values with VAT per line and totals with deposit and delivery', () => {
    const food = product((p) => p.vat === 5 && p.priceNet < 30);
    const water = product((p) => p.deposit !== null && p.priceNet < 30);
    const cart = presentCart([{ id: 1, productId: food.id, quantity: 3 }, { id: 2, productId: water.id, quantity: 2 }], ctx);
    const foodValue = money(food.priceNet * 3, 5);
    const waterValue = money(water.priceNet * 2, water.vat);
    expect(cart.items.map((i) => i.valueObject)).toEqual([foodValue, waterValue]);
    expect(cart.total.net).toBeCloseTo(foodValue.net + waterValue.net, 2);
    expect(cart.total.gross).toBeCloseTo(foodValue.gross + waterValue.gross, 2);
    expect(cart.depositValue.gross).toBeCloseTo(water.deposit! * 2, 2);
    expect(cart.deliveryFee).toEqual(money(14.99, 23));
    expect(cart.grandTotal.gross).toBeCloseTo(cart.total.gross + cart.depositValue.gross + 18.44, 2);
    expect(cart.dueAmount.value).toBe(cart.grandTotal.gross);
    expect(cart.totalQuantity).toBe(2);
  });

  it('drops the delivery fee at 250 zł net', () => {
    const item = product((p) => p.priceNet > 50 && p.priceNet < 125);
    const quantity = Math.ceil(250 / item.priceNet);
    const cart = presentCart([{ id: 1, productId: item.id, quantity }], ctx);
    expect(cart.total.net).toBeGreaterThanOrEqual(250);
    expect(cart.deliveryFee.net).toBe(0);
    expect(cart.missingAmountForFreeDelivery.net).toBe(0);
  });
});
