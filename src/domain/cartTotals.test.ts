import { describe, expect, it } from 'vitest';
import { grossFromNet, round2 } from './money';
import { cartTotals, lineValue, splitProportionally, unitPrice } from './cartTotals';

describe('unitPrice', () => {
  it('rounds the net to grosze and takes the gross from it, rounded to grosze', () => {
    expect(unitPrice(34.49, 23)).toEqual({ net: 34.49, gross: 42.42 }); // 42.4227
    expect(unitPrice(1.005, 8)).toEqual({ net: 1.01, gross: 1.09 }); // 1.01 × 1.08 = 1.0908
  });
});

describe('lineValue', () => {
  it('is the quantity times the unit price shown, net and gross each', () => {
    // 10 × 42,42 zł gross (34,49 net at 23 %) is 424,20 zł, not 344,90 × 1.23 = 424,23.
    expect(lineValue(34.49, 10, 23)).toEqual({ net: 344.9, gross: 424.2 });
    // 7 × 1,11 net at 8 %: the unit gross 1,20 × 7 = 8,40.
    expect(lineValue(1.11, 7, 8)).toEqual({ net: 7.77, gross: 8.4 });
    expect(lineValue(19.99, 100_000, 5)).toEqual({ net: 1_999_000, gross: 2_099_000 });
  });

  it('never starts from an unrounded unit price', () => {
    // 42.4249 net rounds to 42.42 before it is multiplied: 10 × 42.42 = 424.20, not 424.25.
    expect(lineValue(42.4249, 10, 0).net).toBe(424.2);
  });

  it('holds for random unit prices and quantities: value = round2(unit shown × quantity), net and gross', () => {
    // A small deterministic generator (mulberry32): the same cases on every run.
    let seed = 20_260_611;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const rates = [0, 5, 8, 23];
    for (let run = 0; run < 2000; run += 1) {
      const unitNet = Math.floor(random() * 1_000_000) / 1000; // up to three decimals: also unrounded prices
      const quantity = 1 + Math.floor(random() * 500);
      const vatRate = rates[Math.floor(random() * rates.length)];
      const shown = unitPrice(unitNet, vatRate);
      const value = lineValue(unitNet, quantity, vatRate);
      expect(shown.net).toBe(round2(unitNet));
      expect(shown.gross).toBe(grossFromNet(unitNet, vatRate));
      expect(value.net).toBe(round2(shown.net * quantity));
      expect(value.gross).toBe(round2(shown.gross * quantity));
    }
  });
});

describe('splitProportionally', () => {
  it('adds up exactly and gives the leftover grosze to the largest remainders', () => {
    expect(splitProportionally(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(splitProportionally(5000, [30000, 10000])).toEqual([3750, 1250]);
    expect(splitProportionally(7, [0, 10])).toEqual([0, 7]);
  });

  it('never takes more than there is, nor anything from nothing', () => {
    expect(splitProportionally(900, [300, 200])).toEqual([300, 200]);
    expect(splitProportionally(100, [0, 0])).toEqual([0, 0]);
    expect(splitProportionally(0, [10, 20])).toEqual([0, 0]);
  });
});

describe('cartTotals', () => {
  const lines = [
    { unitNet: 12.34, quantity: 3, vatRate: 23, deposit: null },
    { unitNet: 4.99, quantity: 2, vatRate: 5, deposit: 0.5 },
    { unitNet: 8.15, quantity: 1, vatRate: 8, deposit: null },
    { unitNet: 0.99, quantity: 5, vatRate: 23, deposit: null },
  ];

  it('sums line values, deposits outside VAT and delivery at 23 % into the grand total', () => {
    const totals = cartTotals(lines, { deliveryNet: 14.99 });
    expect(totals.lines).toEqual([
      { net: 37.02, gross: 45.54 }, // 3 × 15,18
      { net: 9.98, gross: 10.48 }, // 2 × 5,24
      { net: 8.15, gross: 8.8 },
      { net: 4.95, gross: 6.1 }, // 5 × 1,22
    ]);
    expect(totals.goods).toEqual({ net: 60.1, gross: 70.92 });
    expect(totals.deposits).toEqual({ net: 1, gross: 1 });
    expect(totals.delivery).toEqual({ net: 14.99, gross: 18.44 });
    expect(totals.grandTotal).toEqual({ net: 76.09, gross: 90.36 });
    expect(totals.discount).toEqual({ net: 0, gross: 0 });
  });

  it('summarises by VAT rate, highest first, with delivery in the 23 % row', () => {
    expect(cartTotals(lines, { deliveryNet: 14.99 }).vatSummary).toEqual([
      { vatRate: 23, net: 56.96, vat: 13.12, gross: 70.08 },
      { vatRate: 8, net: 8.15, vat: 0.65, gross: 8.8 },
      { vatRate: 5, net: 9.98, vat: 0.5, gross: 10.48 },
    ]);
  });

  it('adds a 23 % row for delivery when no product has that rate', () => {
    const summary = cartTotals([{ unitNet: 10, quantity: 1, vatRate: 5, deposit: null }], { deliveryNet: 9.49 }).vatSummary;
    expect(summary).toEqual([{ vatRate: 23, net: 9.49, vat: 2.18, gross: 11.67 }, { vatRate: 5, net: 10, vat: 0.5, gross: 10.5 }]);
  });

  it('splits a discount over the rates by their net and takes its gross per rate', () => {
    const totals = cartTotals([
      { unitNet: 300, quantity: 1, vatRate: 23, deposit: null },
      { unitNet: 100, quantity: 1, vatRate: 5, deposit: null },
    ], { discountNet: 50 });
    expect(totals.discount).toEqual({ net: 50, gross: 59.26 }); // 37.50 × 1.23 = 46.125 → 46.13; 12.50 × 1.05 = 13.125 → 13.13
    expect(totals.vatSummary).toEqual([
      { vatRate: 23, net: 262.5, vat: 60.37, gross: 322.87 },
      { vatRate: 5, net: 87.5, vat: 4.37, gross: 91.87 },
    ]);
    expect(totals.grandTotal).toEqual({ net: 350, gross: 414.74 });
  });

  it('never discounts more than the goods', () => {
    const totals = cartTotals([{ unitNet: 20, quantity: 1, vatRate: 23, deposit: 1 }], { discountNet: 50 });
    expect(totals.discount).toEqual({ net: 20, gross: 24.6 });
    expect(totals.grandTotal).toEqual({ net: 1, gross: 1 });
  });

  it('is all zero for no lines', () => {
    const totals = cartTotals([]);
    expect(totals.grandTotal).toEqual({ net: 0, gross: 0 });
    expect(totals.vatSummary).toEqual([]);
  });
});
