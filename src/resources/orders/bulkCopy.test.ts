import { describe, expect, it } from 'vitest';
import { batchAgeAnswer, copyInTurn, copySummary, mayCopyToCart } from './bulkCopy';

describe('mayCopyToCart', () => {
  it('ticks an order the API lets be copied and that has products', () => {
    expect(mayCopyToCart({ canCopy: true, itemsCount: 3 })).toBe(true);
    expect(mayCopyToCart({ canCopy: false, itemsCount: 3 })).toBe(false);
    expect(mayCopyToCart({ canCopy: true, itemsCount: 0 })).toBe(false);
  });
});

describe('batchAgeAnswer', () => {
  it('sends no answer until the shopper is asked, and the answer once given', () => {
    const answer = batchAgeAnswer();
    expect(answer(undefined)).toBeUndefined();
    expect(answer(true)).toBe(true);
  });

  it('after a "No", leaves the later orders’ products for adults out without asking again', () => {
    const answer = batchAgeAnswer();
    expect(answer(false)).toBe(false);
    expect(answer(undefined)).toBe(false);
  });
});

describe('copyInTurn', () => {
  const orders = [{ number: 'ZS/1' }, { number: 'ZS/2' }, { number: 'ZS/3' }];

  it('copies one order after another, and a refused one does not stop the rest', async () => {
    const seen: string[] = [];
    const results = await copyInTurn(
      orders,
      async (order) => {
        seen.push(order.number);
        if (order.number === 'ZS/2') throw new Error('Żadnego produktu z zamówienia ZS/2 nie można dziś dodać do koszyka.');
        return { message: order.number === 'ZS/1' ? ' Produkty zostały dodane do koszyka. ' : null };
      },
      (error) => (error instanceof Error ? error.message : 'Wystąpił błąd'),
    );
    expect(seen).toEqual(['ZS/1', 'ZS/2', 'ZS/3']);
    expect(results).toEqual([
      { order: orders[0], added: true, message: 'Produkty zostały dodane do koszyka.' },
      { order: orders[1], added: false, message: 'Żadnego produktu z zamówienia ZS/2 nie można dziś dodać do koszyka.' },
      { order: orders[2], added: true, message: null },
    ]);
  });

  it('runs copies strictly in turn', async () => {
    let running = 0;
    let most = 0;
    await copyInTurn(orders, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return {};
    }, () => '');
    expect(most).toBe(1);
  });
});

describe('copySummary', () => {
  const added = { order: 1, added: true as const, message: null };
  const refused = { order: 2, added: false as const, message: 'Nie' };
  it('counts what went in and what was refused', () => {
    expect(copySummary([added, added])).toEqual({ added: 2, refused: 0, outcome: 'allAdded' });
    expect(copySummary([added, refused])).toEqual({ added: 1, refused: 1, outcome: 'someRefused' });
    expect(copySummary([refused])).toEqual({ added: 0, refused: 1, outcome: 'noneAdded' });
  });
});
