import { describe, expect, it } from 'vitest';
import { holdsCode, normalizePromoCode, promoCartStamp, promoCodeOutcome, type PromoCodeRule } from './promoCode';

const rule = (overrides: Partial<PromoCodeRule>): PromoCodeRule => ({
  code: 'X', kind: 'percent', value: 10, minimumNet: 0, validFrom: null, validTo: null, ...overrides,
});

describe('promoCodeOutcome', () => {
  it('takes a percentage of the goods, rounded to grosze', () => {
    expect(promoCodeOutcome(rule({ value: 10 }), 123.45, '2026-06-15')).toEqual({ status: 'applied', discountNet: 12.35, freeDelivery: false });
    expect(promoCodeOutcome(rule({ value: 15 }), 0, '2026-06-15')).toEqual({ status: 'applied', discountNet: 0, freeDelivery: false });
  });

  it('takes an amount from its minimum on, never more than the goods', () => {
    const amount = rule({ kind: 'amount', value: 50, minimumNet: 300 });
    expect(promoCodeOutcome(amount, 299.99, null)).toEqual({ status: 'belowMinimum', missingNet: 0.01 });
    expect(promoCodeOutcome(amount, 300, null)).toEqual({ status: 'applied', discountNet: 50, freeDelivery: false });
    expect(promoCodeOutcome(rule({ kind: 'amount', value: 50 }), 20, null)).toMatchObject({ discountNet: 20 });
  });

  it('gives free delivery without a discount', () => {
    expect(promoCodeOutcome(rule({ kind: 'freeDelivery', value: 0 }), 10, null)).toEqual({ status: 'applied', discountNet: 0, freeDelivery: true });
  });

  it('holds between its first and last day, both included; without a day the dates are skipped', () => {
    const autumn = rule({ validFrom: '2025-09-01', validTo: '2025-11-30' });
    expect(promoCodeOutcome(autumn, 100, '2025-08-31')).toEqual({ status: 'notYetValid', validFrom: '2025-09-01' });
    expect(promoCodeOutcome(autumn, 100, '2025-09-01').status).toBe('applied');
    expect(promoCodeOutcome(autumn, 100, '2025-11-30').status).toBe('applied');
    expect(promoCodeOutcome(autumn, 100, '2025-12-01')).toEqual({ status: 'expired', validTo: '2025-11-30' });
    expect(promoCodeOutcome(autumn, 100, null).status).toBe('applied');
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(normalizePromoCode('  spinacz10 ')).toBe('SPINACZ10');
  });
});

describe('promo code state of a cart', () => {
  const cart = { items: [{ productId: 1, quantity: 10 }, { productId: 2, quantity: 1 }], promoCode: 'BIURO50', promoCodeOnHold: null };
  it('a cart with the same lines and code has the same stamp, in any order', () => {
    expect(promoCartStamp({ ...cart, items: [...cart.items].reverse() })).toBe(promoCartStamp(cart));
  });
  it('a changed quantity, line or code changes the stamp', () => {
    const stamp = promoCartStamp(cart);
    expect(promoCartStamp({ ...cart, items: [{ productId: 1, quantity: 7 }, { productId: 2, quantity: 1 }] })).not.toBe(stamp);
    expect(promoCartStamp({ ...cart, items: [{ productId: 1, quantity: 10 }] })).not.toBe(stamp);
    expect(promoCartStamp({ ...cart, promoCode: null, promoCodeOnHold: { code: 'BIURO50' } })).not.toBe(stamp);
  });
  it('holds a code only below its minimum', () => {
    expect(holdsCode({ status: 'belowMinimum', missingNet: 5 })).toBe(true);
    expect(holdsCode({ status: 'expired', validTo: '2025-11-30' })).toBe(false);
    expect(holdsCode({ status: 'notYetValid', validFrom: '2025-11-30' })).toBe(false);
    expect(holdsCode({ status: 'applied', discountNet: 5, freeDelivery: false })).toBe(false);
  });
});
