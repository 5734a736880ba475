// @vitest-environment jsdom
/**
 * Fault injection (spec §8): each cart failure shows its exact message — the server's when it sends
 * one, else the spec's fallback — with the demo API answering (or failing) for real.
 */
import '../../i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logIn, setupDemoApi } from '../../../tests/setup/demoApi';
import { COOKIE, writeCookie } from '../../api/cookies';
import { queryClient } from '../../api/queryClient';
import { addToCurrentCart } from '../../generated/api/cart/cart';
import { demoControl, getSeed } from '../../mocks';
import { sessionStore } from '../../session/session';
import { modalStore } from '../../ui/modal/modalStore';
import { toastStore } from '../../ui/toasts/toastStore';
import { clearCart, removeCartItem, removeCartItems, sendQuickOrderLines } from './cartActions';
import { useAddToCart } from './useAddToCart';

setupDemoApi();

beforeEach(async () => {
  writeCookie(COOKIE.guest, await logIn('guest'), 3600);
  sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  toastStore.set([]);
  modalStore.set([]);
});

const plain = () => getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1);

/** The text of the open "Komunikat" message, as the visitor reads it. */
function shownMessage(): string {
  const top = modalStore.get().at(-1);
  expect(top?.title).toBe('Komunikat');
  render(<div data-testid="message">{top!.content}</div>);
  const text = screen.getByTestId('message').textContent ?? '';
  cleanup();
  return text;
}

/** Adds through the tiles' hook, which the API refuses: done when its message is up (on a busy machine, not within a set time). */
async function failToAddThroughHook(product: ReturnType<typeof plain>[number]) {
  const { result } = renderHook(() => useAddToCart(), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  act(() => result.current.add({ ...product, orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false }, 1));
  await waitFor(() => expect(modalStore.get()).not.toEqual([]));
}

describe('cart errors of §8', () => {
  it('add: the server message with the product name, else "Nie można dodać do koszyka"', async () => {
    const product = plain()[0];
    demoControl.failNext('addToCurrentCart', 400, { message: 'Produkt jest chwilowo zablokowany.' });
    await failToAddThroughHook(product);
    expect(shownMessage()).toBe(`${product.name}Produkt jest chwilowo zablokowany.`);

    modalStore.set([]);
    demoControl.failNext('addToCurrentCart', 0);
    await failToAddThroughHook(product);
    expect(shownMessage()).toBe(`${product.name}Nie można dodać do koszyka`);
    expect(toastStore.get()).toEqual([]);
  });

  it('several products (quick order): the server message, else "Nie można dodać produktów do koszyka"', async () => {
    const [product] = plain();
    demoControl.failNext('addQuickOrderToCurrentCart', 0);
    expect(await sendQuickOrderLines([{ line: 1, code: product.code, quantity: 1 }])).toEqual({ ok: false, message: 'Nie można dodać produktów do koszyka' });
    demoControl.failNext('addQuickOrderToCurrentCart', 503, { message: 'Szybkie zamówienie jest chwilowo niedostępne.' });
    expect(await sendQuickOrderLines([{ line: 1, code: product.code, quantity: 1 }])).toEqual({ ok: false, message: 'Szybkie zamówienie jest chwilowo niedostępne.' });
  });

  it('clear: "Błąd podczas czyszczenia koszyka, spróbuj ponownie." and the cart keeps its products', async () => {
    const [product] = plain();
    await addToCurrentCart({ productId: product.id, quantity: 2 });
    demoControl.failNext('deleteFromCurrentCart', 500, { message: 'Wystąpił błąd' });
    await clearCart();
    expect(shownMessage()).toBe('Błąd podczas czyszczenia koszyka, spróbuj ponownie.');
    await clearCart();
    expect(toastStore.get().map((toast) => toast.message)).toContain('Koszyk został wyczyszczony');
  });

  it('delete: the server message, else "Produkty nie zostały usunięte, spróbuj ponownie"', async () => {
    const [first, second] = plain().map((product) => ({ productId: product.id, name: product.name }));
    await addToCurrentCart({ productId: first.productId, quantity: 1 });
    await addToCurrentCart({ productId: second.productId, quantity: 1 });
    demoControl.failNext('deleteFromCurrentCart', 0);
    await removeCartItem(first, null);
    expect(shownMessage()).toBe(`${first.name}Produkty nie zostały usunięte, spróbuj ponownie`);

    modalStore.set([]);
    demoControl.failNext('deleteItemsFromCurrentCart', 409, { message: 'Koszyk jest właśnie zamykany w zamówienie.' });
    await removeCartItems([first, second], null);
    expect(shownMessage()).toBe('Koszyk jest właśnie zamykany w zamówienie.');

    modalStore.set([]);
    await removeCartItems([first, second], null);
    expect(toastStore.get().map((toast) => toast.message)).toContain('Produkty zostały usunięte z koszyka');
  });
});
