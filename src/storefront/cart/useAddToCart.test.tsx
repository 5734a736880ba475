// @vitest-environment jsdom
import '../../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endEditOrder, startEditOrder } from '../../session/editOrder';
import { sessionStore } from '../../session/session';
import { modalStore } from '../../ui/modal/modalStore';
import { toastStore } from '../../ui/toasts/toastStore';
import { currentCartKey } from '../../api/queries/cartQueries';
import { useAddToCart } from './useAddToCart';

const api = vi.hoisted(() => ({
  addToCurrentCart: vi.fn(async () => ({ shoppingCart: {}, message: null })),
  addSalesOrderItem: vi.fn(async () => ({ order: {}, message: null })),
}));
vi.mock('../../generated/api/cart/cart', async (original) => ({ ...(await original<object>()), ...api }));

const product = { id: 5, name: 'Papier ksero A4', uom: 'szt.', orderQuantityMultiple: 5, orderQuantityMultipleSuggestedOnly: false };

function renderAdd(client = new QueryClient()) {
  return renderHook(() => useAddToCart(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
}

beforeEach(() => {
  sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: true, showNetPrices: true });
});
afterEach(() => {
  endEditOrder();
  vi.clearAllMocks();
  toastStore.set([]);
  modalStore.set([]);
});

describe('useAddToCart', () => {
  it('adds to the shopping cart', async () => {
    const { result } = renderAdd();
    act(() => result.current.add(product, 10));
    await waitFor(() => expect(api.addToCurrentCart).toHaveBeenCalledWith({ productId: 5, quantity: 10 }));
    expect(api.addSalesOrderItem).not.toHaveBeenCalled();
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toEqual(['Został dodany do koszyka']));
  });

  it("puts the server's answer in the cart every view shows, without reading the cart again", async () => {
    const answer = { shoppingCart: { items: [{ productId: 5, quantity: 10 }] }, message: null };
    api.addToCurrentCart.mockResolvedValueOnce(answer as never);
    const reads = vi.fn(async () => ({ shoppingCart: { items: [] }, message: null }));
    const client = new QueryClient();
    // The header's cart: a view that shows the cart, so a cart marked stale would be read at once.
    const header = new QueryObserver(client, { queryKey: currentCartKey(), queryFn: reads });
    const shown: unknown[] = [];
    const unsubscribe = header.subscribe((result) => shown.push(result.data));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    const { result } = renderAdd(client);
    act(() => result.current.add(product, 10));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toEqual(['Został dodany do koszyka']));
    await waitFor(() => expect(shown.at(-1)).toEqual(answer));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(currentCartKey())).toEqual(answer);
    unsubscribe();
  });

  it('adds to the order being edited in edit-order mode', async () => {
    startEditOrder(321);
    const { result } = renderAdd();
    act(() => result.current.add(product, 5));
    await waitFor(() => expect(api.addSalesOrderItem).toHaveBeenCalledWith(321, { productId: 5, quantity: 5 }));
    expect(api.addToCurrentCart).not.toHaveBeenCalled();
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toEqual(['Zamówienie zostało zaktualizowane']));
  });

  it('shows the answer’s note when the change sends the order back to approval', async () => {
    const note = 'Zamówienie ZS/1 zostało zmienione. Po zmianie wymaga akceptacji zgodnie z regułami akceptacji firmy (poziomy: 1) i czeka na ponowną akceptację.';
    api.addSalesOrderItem.mockResolvedValueOnce({ order: { items: [] }, message: note } as never);
    startEditOrder(321);
    const { result } = renderAdd();
    act(() => result.current.add(product, 5));
    await waitFor(() => expect(toastStore.get().map((toast) => [toast.message, toast.severity])).toEqual([[note, 'info']]));
  });

  it('refuses a quantity against the order multiple with "Komunikat" and adds nothing', () => {
    const { result } = renderAdd();
    act(() => result.current.add(product, 7));
    expect(modalStore.get().map((modal) => modal.title)).toEqual(['Komunikat']);
    expect(api.addToCurrentCart).not.toHaveBeenCalled();
  });

  it('holds an adult product until the age popup is answered', async () => {
    const { result } = renderAdd();
    act(() => result.current.add({ ...product, category: { forAdults: true } }, 5));
    // The popup's code loads on first need.
    await waitFor(() => expect(modalStore.get().map((modal) => modal.title)).toEqual(['Produkt dla osób pełnoletnich']));
    expect(api.addToCurrentCart).not.toHaveBeenCalled();
  });
});
