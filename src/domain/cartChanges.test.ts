import { describe, expect, it } from 'vitest';
import { dropCartChange, markCartChangeUnsent, parseCartChanges, passCartChanges, pendingCartChange, queueCartChange, settleCartChange, type PendingCartChange } from './cartChanges';

const change = (productId: number, quantity: number, orderId: number | null = null, account: number | null = 3): PendingCartChange => ({
  account,
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
    expect(pendingCartChange(queue, { account: 3, orderId: 99, productId: 1 })?.quantity).toBe(7);
    expect(pendingCartChange(queue, { account: 3, orderId: null, productId: 1 })?.quantity).toBe(2);
  });

  it('settles a sent change, but not a newer quantity typed meanwhile', () => {
    const queue = [change(1, 4), change(2, 1)];
    expect(settleCartChange(queue, { account: 3, orderId: null, productId: 1, quantity: 4 }).map((entry) => entry.productId)).toEqual([2]);
    expect(settleCartChange(queue, { account: 3, orderId: null, productId: 1, quantity: 3 })).toHaveLength(2);
  });

  it('marks a change unsent only while it is still the latest', () => {
    const queue = [change(1, 4)];
    expect(markCartChangeUnsent(queue, { account: 3, orderId: null, productId: 1, quantity: 4 })[0].state).toBe('unsent');
    expect(markCartChangeUnsent(queue, { account: 3, orderId: null, productId: 1, quantity: 2 })[0].state).toBe('waiting');
  });

  it('drops a refused change', () => {
    expect(dropCartChange([change(1, 4), change(2, 1)], { account: 3, orderId: null, productId: 1 }).map((entry) => entry.productId)).toEqual([2]);
  });

  it("keeps each account's cart apart: one account's change is never another's", () => {
    const queue = queueCartChange(queueCartChange([], change(1, 2, null, 3)), change(1, 9, null, 4));
    expect(queue).toHaveLength(2);
    expect(pendingCartChange(queue, { account: 3, orderId: null, productId: 1 })?.quantity).toBe(2);
    expect(pendingCartChange(queue, { account: 4, orderId: null, productId: 1 })?.quantity).toBe(9);
    expect(pendingCartChange(queue, { account: null, orderId: null, productId: 1 })).toBeUndefined();
    expect(settleCartChange(queue, { account: 4, orderId: null, productId: 1, quantity: 9 })).toEqual([change(1, 2, null, 3)]);
  });

  it("passes a cart's changes on to the account its cart joins; the edited orders' stay", () => {
    const queue = [change(1, 2, null, null), change(2, 5, null, 3), change(2, 1, null, null), change(3, 4, 77, 3)];
    // A guest logs in as account 3: the guest's cart changes are now 3's, the newer replacing 3's own of that product.
    expect(passCartChanges(queue, null, 3)).toEqual([change(3, 4, 77, 3), change(1, 2, null, 3), change(2, 1, null, 3)]);
    // Account 3 switches to 4 taking its cart along: its cart's changes go, the edited order's change does not.
    expect(passCartChanges([change(1, 2, null, 3), change(3, 4, 77, 3)], 3, 4)).toEqual([change(3, 4, 77, 3), change(1, 2, null, 4)]);
    expect(passCartChanges(queue, 5, 6)).toEqual(queue);
  });

  it('reads a change stored without its account (an earlier version) as the guest\'s', () => {
    const { account: _left, ...old } = change(1, 4);
    expect(parseCartChanges(JSON.stringify([old]))).toEqual([{ ...change(1, 4, null, null), state: 'unsent' }]);
  });

  it('reads the stored queue as unsent and drops what it cannot read', () => {
    const stored = JSON.stringify([change(1, 4), { productId: 'x' }, null]);
    expect(parseCartChanges(stored)).toEqual([{ ...change(1, 4), state: 'unsent' }]);
    expect(parseCartChanges('{oops')).toEqual([]);
    expect(parseCartChanges(null)).toEqual([]);
    expect(parseCartChanges('{"a":1}')).toEqual([]);
  });
});
