// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingCartChange } from '../../domain/cartChanges';
import type { CurrentUserResponse } from '../../generated/model';
import { sessionStore } from '../../session/session';
import { CART_CHANGES_KEY } from '../../session/pendingCartChanges';
import { switchCompany } from './switchCompany';

vi.mock('../../generated/api/account/account', () => ({
  switchAccount: vi.fn(async (userId: number) => ({ message: 'Pracujesz teraz w firmie „Meblomax Logistyka sp. z o.o.”.', userId })),
}));

const change = (productId: number, account: number | null, orderId: number | null = null): PendingCartChange => ({
  account, orderId, productId, quantity: 5, name: `P${productId}`, uom: 'szt.', orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false, state: 'unsent',
});
const stored = () => JSON.parse(localStorage.getItem(CART_CHANGES_KEY) ?? '[]') as PendingCartChange[];

beforeEach(() => {
  sessionStore.set({ status: 'ready', isLoggedIn: true, showNetPrices: true, currentUser: { user: { id: 3 } } as CurrentUserResponse });
  // Account 3's cart and an order it edits each have a change that could not be sent (no connection).
  localStorage.setItem(CART_CHANGES_KEY, JSON.stringify([change(1, 3), change(2, 3, 50290)]));
});
afterEach(() => localStorage.clear());

describe('switchCompany', () => {
  it("takes the cart's unsent changes along when the cart goes with the switch; an edited order's stay behind", async () => {
    const reload = vi.fn();
    await switchCompany(4, 'move', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored().map((entry) => [entry.productId, entry.account])).toEqual([[2, 3], [1, 4]]);
  });

  it('leaves them with the account left behind when its cart stays there', async () => {
    await switchCompany(4, 'nothing', vi.fn());
    expect(stored().map((entry) => [entry.productId, entry.account])).toEqual([[1, 3], [2, 3]]);
  });
});
