import { describe, expect, it } from 'vitest';
import { cartTotals, lineValue, splitProportionally } from './cartTotals';

describe('lineValue', () => {
  it('multiplies the unit net in grosze and takes the gross from the line net, not from unit grosses', () => {
    // 3 × 0.35 net at 23 %: unit gross 0.43 × 3 would be 1.29; the line's own gross is 1.05 × 1.23 = 1.2915 → 1.29.
    expect(lineValue(0.35, 3, 23)).toEqual({ net: 1.05, gross: 1.29 });
    // 7 × 1.11 net at 8 %: 7.77 net → 8.3916 → 8.39 (7 × the rounded unit gross 1.20 would be 8.40).
    expect(lineValue(1.11, 7, 8)).toEqual({ net: 7.77, gross: 8.39 });
    expect(lineValue(19.99, 100_000, 5)).toEqual({ net: 1_999_000, gross: 2_098_950 });
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
      { net: 37.02, gross: 45.53 },
      { net: 9.98, gross: 10.48 },
      { net: 8.15, gross: 8.8 },
      { net: 4.95, gross: 6.09 },
    ]);
    expect(totals.goods).toEqual({ net: 60.1, gross: 70.9 });
    expect(totals.deposits).toEqual({ net: 1, gross: 1 });
    expect(totals.delivery).toEqual({ net: 14.99, gross: 18.44 });
    expect(totals.grandTotal).toEqual({ net: 76.09, gross: 90.34 });
    expect(totals.discount).toEqual({ net: 0, gross: 0 });
  });

  it('summarises by VAT rate, highest first, with delivery in the 23 % row', () => {
    expect(cartTotals(lines, { deliveryNet: 14.99 }).vatSummary).toEqual([
      { vatRate: 23, net: 56.96, vat: 13.1, gross: 70.06 },
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
