import { describe, expect, it } from 'vitest';
import type { Cart } from '../../generated/model';
import { cartSignature, orderAttemptKeys, randomOrderKey } from './orderAttemptKey';

const cart = (lines: [number, number][], promoCode: string | null = null) =>
  ({ items: lines.map(([productId, quantity]) => ({ productId, quantity })), promoCode }) as unknown as Cart;

describe('the order attempt key', () => {
  it('stays the same for a retry or a double click of the same cart', () => {
    const keys = orderAttemptKeys();
    const first = keys.keyFor(cartSignature(cart([[1, 2], [5, 1]])));
    expect(keys.keyFor(cartSignature(cart([[5, 1], [1, 2]])))).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('changes when the cart changes: a line, a quantity or the promo code', () => {
    const keys = orderAttemptKeys();
    const first = keys.keyFor(cartSignature(cart([[1, 2]])));
    const more = keys.keyFor(cartSignature(cart([[1, 3]])));
    expect(more).not.toBe(first);
    const other = keys.keyFor(cartSignature(cart([[1, 3], [2, 1]])));
    expect(other).not.toBe(more);
    expect(keys.keyFor(cartSignature(cart([[1, 3], [2, 1]], 'SPINACZ10')))).not.toBe(other);
  });

  it('changes after an order was placed, even for an equal cart', () => {
    const keys = orderAttemptKeys();
    const first = keys.keyFor(cartSignature(cart([[1, 2]])));
    keys.placed();
    expect(keys.keyFor(cartSignature(cart([[1, 2]])))).not.toBe(first);
  });

  it('changes when the form sent changes (the API refuses a key sent again with another body)', () => {
    const keys = orderAttemptKeys();
    const first = keys.keyFor(cartSignature(cart([[1, 2]]), { noteToOrder: 'Brama od ul. Długiej' }));
    expect(keys.keyFor(cartSignature(cart([[1, 2]]), { noteToOrder: 'Brama od ul. Długiej' }))).toBe(first);
    expect(keys.keyFor(cartSignature(cart([[1, 2]]), { noteToOrder: 'Brama od ul. Krótkiej' }))).not.toBe(first);
  });

  it('makes different random keys', () => {
    expect(new Set(Array.from({ length: 50 }, randomOrderKey)).size).toBe(50);
  });

  it('sends the key in the request options and starts a new attempt only after success', async () => {
    const keys = orderAttemptKeys();
    const sent: string[] = [];
    const send = (fail: boolean) => async (_body: unknown, options: { headers: Record<string, string> }) => {
      sent.push(options.headers['Idempotency-Key']);
      if (fail) throw new Error('network');
      return 'placed';
    };
    const same = cart([[1, 2]]);
    const form = { paymentMethod: 'deferred' };
    await expect(keys.place(same, form, send(true))).rejects.toThrow('network');
    await expect(keys.place(same, form, send(false))).resolves.toBe('placed');
    await keys.place(same, form, send(false));
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
