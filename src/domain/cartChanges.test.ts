import { describe, expect, it } from 'vitest';
import { dropCartChange, markCartChangeUnsent, parseCartChanges, pendingCartChange, queueCartChange, settleCartChange, type PendingCartChange } from './cartChanges';

const change = (productId: number, quantity: number, orderId: number | null = null): PendingCartChange => ({
  orderId, productId, quantity, name: `P${productId}`, uom: 'szt.', orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false, state: 'waiting',
});

describe('cart change queue', () => {
  it('merges several changes of one product into the last', () => {
    let queue = queueCartChange([], change(1, 2));
    queue = queueCartChange(queue, change(2, 5));
    queue = queueCartChange(queue, change(1, 3));
    queue = queueCartChange(queue, change(1, 4));
    expect(queue.map((entry) => [entry.productId, entry.quantity])).toEqual([[2, 5], [1, 4]]);
  });

  it('keeps the cart and an edited order apart', () => {
    const queue = queueCartChange(queueCartChange([], change(1, 2)), change(1, 7, 99));
    expect(queue).toHaveLength(2);
    expect(pendingCartChange(queue, { orderId: 99, productId: 1 })?.quantity).toBe(7);
    expect(pendingCartChange(queue, { orderId: null, productId: 1 })?.quantity).toBe(2);
  });

  it('settles a sent change, but not a newer quantity typed meanwhile', () => {
    const queue = [change(1, 4), change(2, 1)];
    expect(settleCartChange(queue, { orderId: null, productId: 1, quantity: 4 }).map((entry) => entry.productId)).toEqual([2]);
    expect(settleCartChange(queue, { orderId: null, productId: 1, quantity: 3 })).toHaveLength(2);
  });

  it('marks a change unsent only while it is still the latest', () => {
    const queue = [change(1, 4)];
    expect(markCartChangeUnsent(queue, { orderId: null, productId: 1, quantity: 4 })[0].state).toBe('unsent');
    expect(markCartChangeUnsent(queue, { orderId: null, productId: 1, quantity: 2 })[0].state).toBe('waiting');
  });

  it('drops a refused change', () => {
    expect(dropCartChange([change(1, 4), change(2, 1)], { orderId: null, productId: 1 }).map((entry) => entry.productId)).toEqual([2]);
  });

  it('reads the stored queue as unsent and drops what it cannot read', () => {
    const stored = JSON.stringify([change(1, 4), { productId: 'x' }, null]);
    expect(parseCartChanges(stored)).toEqual([{ ...change(1, 4), state: 'unsent' }]);
    expect(parseCartChanges('{oops')).toEqual([]);
    expect(parseCartChanges(null)).toEqual([]);
    expect(parseCartChanges('{"a":1}')).toEqual([]);
  });
});
