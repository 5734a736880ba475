import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, moneyAmount, showsLowestPrice30Days } from './price';

const money = { net: 100, gross: 123, netFormatted: '100,00', grossFormatted: '123,00', currencyPrefix: '', currencyPostfix: 'zł' };

describe('discountPercent', () => {
  it('is the rounded saving against the old price', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(30, 20)).toBe(33);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(null, 10)).toBe(0);
    expect(discountPercent(undefined, 10)).toBe(0);
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 12)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('money display', () => {
  it('picks net or gross', () => {
    expect(moneyAmount(money, true)).toBe(100);
    expect(moneyAmount(money, false)).toBe(123);
  });
  it('formats with a non-breaking space before the currency', () => {
    expect(formatMoney(money, true)).toBe('100,00\u00a0zł');
    expect(formatMoney(money, false)).toBe('123,00\u00a0zł');
  });
});

describe('showsLowestPrice30Days', () => {
  it('needs an old price and no outlet', () => {
    expect(showsLowestPrice30Days({ priceBeforeDiscountObject: money, outletType: null })).toBe(true);
    expect(showsLowestPrice30Days({ priceBeforeDiscountObject: money, outletType: 'outlet' })).toBe(false);
    expect(showsLowestPrice30Days({ priceBeforeDiscountObject: null, outletType: null })).toBe(false);
  });
});
