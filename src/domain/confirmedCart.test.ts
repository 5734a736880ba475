import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmedLines, isConfirmedCart, type ConfirmedLine } from './confirmedCart';

const line = fc.record({ productId: fc.integer({ min: 1, max: 30 }), quantity: fc.integer({ min: 1, max: 50 }) });
const cart = fc.array(line, { maxLength: 12 });

describe('the cart a buyer confirms', () => {
  it('sends one line per product, by product, quantities of one product summed', () => {
    const lines: ConfirmedLine[] = [
      { productId: 7, quantity: 2 },
      { productId: 3, quantity: 5 },
      { productId: 7, quantity: 1 },
    ];
    expect(confirmedLines(lines)).toEqual([
      { productId: 3, quantity: 5 },
      { productId: 7, quantity: 3 },
    ]);
  });

  it('holds for the same cart in any order', () => {
    fc.assert(
      fc.property(cart, fc.func(fc.integer()), (lines, key) => {
        const shuffled = [...lines].sort((a, b) => key(a) - key(b));
        expect(isConfirmedCart(lines, shuffled)).toBe(true);
      }),
    );
  });

  it('fails when a product was added, removed or its quantity changed', () => {
    fc.assert(
      fc.property(cart, line, fc.integer({ min: 1, max: 5 }), (lines, extra, more) => {
        // Added: a product the buyer did not see (or more of one she did).
        expect(isConfirmedCart([...lines, extra], lines)).toBe(false);
        if (!lines.length) return;
        // Removed: a product she saw is gone.
        const [first, ...rest] = lines;
        const othersOfFirst = rest.filter((other) => other.productId === first.productId);
        if (!othersOfFirst.length) expect(isConfirmedCart(rest, lines)).toBe(false);
        // Changed: its quantity went up.
        expect(isConfirmedCart([{ ...first, quantity: first.quantity + more }, ...rest], lines)).toBe(false);
      }),
    );
  });

  it('an empty cart is not the cart the buyer saw with products, and the other way round', () => {
    expect(isConfirmedCart([], [{ productId: 1, quantity: 1 }])).toBe(false);
    expect(isConfirmedCart([{ productId: 1, quantity: 1 }], [])).toBe(false);
    expect(isConfirmedCart([], [])).toBe(true);
  });
});
