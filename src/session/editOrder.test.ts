// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

async function load() {
  const session = await import('./session');
  const editOrder = await import('./editOrder');
  return { ...editOrder, sessionStore: session.sessionStore };
}

const ready = (isLoggedIn: boolean) => ({ status: 'ready' as const, currentUser: null, isLoggedIn, showNetPrices: false });

describe('edit-order mode', () => {
  it('is kept on the device and restored for a logged-in user', async () => {
    localStorage.setItem('spinacz.editOrder', '42');
    const { currentEditOrderId, sessionStore } = await load();
    expect(currentEditOrderId()).toBeNull();
    sessionStore.set(ready(true));
    expect(currentEditOrderId()).toBe(42);
  });

  it('is deleted when the session is a guest', async () => {
    localStorage.setItem('spinacz.editOrder', '42');
    const { editOrderStore, sessionStore } = await load();
    sessionStore.set(ready(false));
    expect(editOrderStore.get()).toBeNull();
    expect(localStorage.getItem('spinacz.editOrder')).toBeNull();
  });

  it('starts and ends', async () => {
    const { startEditOrder, endEditOrder, currentEditOrderId, sessionStore } = await load();
    sessionStore.set(ready(true));
    startEditOrder(7);
    expect(currentEditOrderId()).toBe(7);
    expect(localStorage.getItem('spinacz.editOrder')).toBe('7');
    endEditOrder();
    expect(currentEditOrderId()).toBeNull();
    expect(localStorage.getItem('spinacz.editOrder')).toBeNull();
  });
});
