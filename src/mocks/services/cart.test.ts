import { describe, expect, it } from 'vitest';
import { grossFromNet, money } from '../../domain/money';
import { promoCodeOutcome } from '../../domain/promoCode';
import { DELIVERY_OPTIONS, FREE_DELIVERY_FROM_NET } from '../db/reference';
import { createRng } from '../db/random';
import { buildSeed } from '../db/seed';
import { PROMO_CODES } from '../db/seed/promoCodes';
import type { ViewContext } from '../presenters/context';
import { checkQuantity, presentCart } from './cart';
import { NO_PROMO, type PromoEffect } from './promoCodes';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });
const ctx: ViewContext = { seed, user: null, company: null, netPrices: false };
const product = (predicate: (p: (typeof seed.products)[number]) => boolean) => seed.products.find((p) => p.packKind === 'single' && !p.discontinued && predicate(p))!;
const cents = (amount: number) => Math.round(amount * 100);

describe('presentCart', () => {
  it('is empty and free of charges without items', () => {
    const cart = presentCart([], ctx);
    expect(cart.items).toEqual([]);
    expect(cart.grandTotal.gross).toBe(0);
    expect(cart.deliveryFee.gross).toBe(0);
    expect(cart.missingAmountForFreeDelivery).toEqual(money(250, 23));
    expect(cart.minimalDeliveryFee).toEqual(money(9.49, 23));
    expect(cart.vatSummary).toEqual([]);
    expect(cart.discountValue.net).toBe(0);
  });

  it('computes line values with VAT per line and totals with deposit and delivery', () => {
    const food = product((p) => p.vat === 5 && p.priceNet < 30);
    const water = product((p) => p.deposit !== null && p.priceNet < 30);
    const cart = presentCart([{ id: 1, productId: food.id, quantity: 3 }, { id: 2, productId: water.id, quantity: 2 }], ctx);
    const foodValue = money(food.priceNet * 3, 5);
    const waterValue = money(water.priceNet * 2, water.vat);
    expect(cart.items.map((i) => i.valueObject)).toEqual([foodValue, waterValue]);
    expect(cart.items[0]).toMatchObject({ code: food.code, vatRate: 5, availableQuantity: food.stock });
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

  it('charges the chosen method, nothing for personal pickup, the courier when none is chosen', () => {
    const lines = [{ id: 1, productId: product((p) => p.priceNet < 20).id, quantity: 1 }];
    expect(presentCart(lines, ctx, 'parcelLocker').deliveryFee).toEqual(money(11.99, 23));
    expect(presentCart(lines, ctx, 'pickup').deliveryFee.net).toBe(0);
    expect(presentCart(lines, ctx, 'pickup').missingAmountForFreeDelivery.net).toBe(0);
    expect(presentCart(lines, ctx).deliveryFee).toEqual(money(14.99, 23));
  });

  it('measures the free-delivery threshold after the discount', () => {
    const item = product((p) => p.priceNet > 100 && p.priceNet < 125 && p.orderMultiple === 1);
    const lines = [{ id: 1, productId: item.id, quantity: 3 }];
    expect(presentCart(lines, ctx).deliveryFee.net).toBe(0);
    const discounted = presentCart(lines, ctx, undefined, { code: 'BIURO50', discountNet: 200, freeDelivery: false, notice: null });
    expect(discounted.deliveryFee.net).toBe(14.99);
    expect(discounted.missingAmountForFreeDelivery.net).toBeCloseTo(250 - (discounted.total.net - 200), 2);
  });

  it('tells the stock and when the missing quantity comes', () => {
    const short = seed.products.find((p) => !p.discontinued && p.stock === 0 && p.restockInDays !== null)!;
    const [item] = presentCart([{ id: 1, productId: short.id, quantity: Math.max(1, short.orderMultiple) }], ctx).items;
    expect(item.availableQuantity).toBe(0);
    expect(item.availableFrom).toBe(new Date(seed.today.getTime() + short.restockInDays! * 86_400_000).toISOString().slice(0, 10));
    const plenty = product((p) => p.stock > 50 && p.restockInDays !== null) ?? product((p) => p.stock > 50);
    expect(presentCart([{ id: 1, productId: plenty.id, quantity: 1 }], ctx).items[0].availableFrom).toBeNull();
  });

  /** 200 random carts: the money adds up to the grosz, recomputed here independently in whole grosze. */
  it('adds up exactly for random carts, with and without a promo code, for every delivery method', () => {
    const rng = createRng(20_261_125);
    const offered = seed.products.filter((p) => !p.discontinued);
    for (let run = 0; run < 200; run += 1) {
      const picked = rng.sample(offered, rng.int(1, 9));
      const lines = picked.map((p, index) => ({ id: index + 1, productId: p.id, quantity: rng.int(1, 40) * Math.max(1, p.orderMultiple) }));
      const method = rng.pick([undefined, ...DELIVERY_OPTIONS.map((option) => option.id)]);
      const goodsCents = lines.reduce((sum, line, index) => sum + cents(picked[index].priceNet) * line.quantity, 0);
      const rule = rng.pick([null, ...PROMO_CODES.filter((code) => code.validTo === null)]);
      const outcome = rule ? promoCodeOutcome(rule, goodsCents / 100, null) : null;
      const promo: PromoEffect = outcome?.status === 'applied' ? { code: rule!.code, discountNet: outcome.discountNet, freeDelivery: outcome.freeDelivery, notice: null } : NO_PROMO;
      const cart = presentCart(lines, ctx, method, promo);

      let netSum = 0;
      let grossSum = 0;
      let depositSum = 0;
      cart.items.forEach((item, index) => {
        const p = picked[index];
        expect(cents(item.valueObject.net)).toBe(cents(p.priceNet) * item.quantity);
        expect(cents(item.valueObject.gross)).toBe(cents(grossFromNet(p.priceNet, p.vat)) * item.quantity);
        expect(cents(item.valueObject.gross)).toBe(cents(item.priceObject.gross) * item.quantity);
        netSum += cents(item.valueObject.net);
        grossSum += cents(item.valueObject.gross);
        depositSum += p.deposit === null ? 0 : cents(p.deposit) * item.quantity;
      });
      expect(cents(cart.total.net)).toBe(netSum);
      expect(cents(cart.total.gross)).toBe(grossSum);
      expect(cents(cart.depositValue.gross)).toBe(depositSum);
      expect(cents(cart.discountValue.net)).toBe(cents(promo.discountNet));

      const option = DELIVERY_OPTIONS.find((candidate) => candidate.id === method) ?? DELIVERY_OPTIONS[0];
      const afterDiscount = netSum - cents(promo.discountNet);
      const free = promo.freeDelivery || option.feeNet === 0 || (option.freeFromThreshold && afterDiscount >= FREE_DELIVERY_FROM_NET * 100);
      expect(cart.deliveryFee.net).toBe(free ? 0 : option.feeNet);
      expect(cart.deliveryFee.gross).toBe(free ? 0 : grossFromNet(option.feeNet, 23));

      const net = netSum - cents(cart.discountValue.net) + depositSum + cents(cart.deliveryFee.net);
      const gross = grossSum - cents(cart.discountValue.gross) + depositSum + cents(cart.deliveryFee.gross);
      expect(cents(cart.grandTotal.net)).toBe(net);
      expect(cents(cart.grandTotal.gross)).toBe(gross);
      expect(cart.dueAmount.value).toBe(cart.grandTotal.gross);

      const summary = cart.vatSummary;
      expect(summary.reduce((sum, row) => sum + cents(row.net), 0)).toBe(net - depositSum);
      expect(summary.reduce((sum, row) => sum + cents(row.gross), 0)).toBe(gross - depositSum);
      for (const row of summary) expect(cents(row.vat)).toBe(cents(row.gross) - cents(row.net));
      expect(summary.map((row) => row.vatRate)).toEqual([...new Set([...picked.map((p) => p.vat), ...(cart.deliveryFee.net > 0 ? [23] : [])])].sort((a, b) => b - a));
    }
  });
});

describe('checkQuantity', () => {
  it('refuses a broken enforced multiple, notes a suggested one and short stock', () => {
    const boxes = product((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly);
    expect(checkQuantity(boxes, boxes.orderMultiple + 1, ctx)).toMatchObject({ ok: false, code: 'ORDER-MULTIPLE' });
    expect(checkQuantity(boxes, boxes.orderMultiple * 2, ctx).ok).toBe(true);
    const paper = product((p) => p.orderMultiple > 1 && p.orderMultipleSuggestedOnly);
    expect(checkQuantity(paper, 1, ctx)).toEqual({ ok: true, note: expect.stringContaining('pakowany po') });
    const few = product((p) => p.stock > 0 && p.stock < 10 && p.orderMultiple === 1);
    expect(checkQuantity(few, few.stock + 1, ctx)).toEqual({ ok: true, note: expect.stringContaining(`Od ręki dostępne: ${few.stock}`) });
    expect(checkQuantity(few, 0, ctx)).toMatchObject({ ok: false, code: 'QUANTITY' });
    expect(checkQuantity(seed.products.find((p) => p.discontinued)!, 1, ctx)).toMatchObject({ ok: false, code: 'PRODUCT-UNAVAILABLE' });
  });
});
