// @vitest-environment jsdom
import '../../i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, setupDemoApi } from '../../../tests/setup/demoApi';
import { COOKIE, readCookie, removeCookie, writeCookie } from '../../api/cookies';
import { queryClient } from '../../api/queryClient';
import { addToCurrentCart } from '../../generated/api/cart/cart';
import { postToken } from '../../generated/api/session-and-user/session-and-user';
import { DEMO_PASSWORD, getSeed } from '../../mocks';
import { truncate } from '../../domain/text';
import { deriveState, fetchCurrentUser, sessionStore } from '../../session/session';
import { modalStore } from '../../ui/modal/modalStore';
import { toastStore } from '../../ui/toasts/toastStore';
import CartDropdownPanel from './CartDropdownPanel';
import { cartChangesStore, resetCartSync } from './cartSync';

const server = setupDemoApi();
let requests: { method: string; path: string; body: string }[] = [];

beforeEach(async () => {
  requests = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/shopping-carts/')) requests.push({ method: request.method, path: url.pathname, body: await request.clone().text() });
  });
  writeCookie(COOKIE.guest, await logIn('guest'), 3600);
  sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false });
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  resetCartSync();
  queryClient.clear();
  toastStore.set([]);
  modalStore.set([]);
  vi.restoreAllMocks();
});

/** A plain product (no order multiple, plenty in stock) put in the cart once. */
async function cartWithOneProduct() {
  const product = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null)!;
  await addToCurrentCart({ productId: product.id, quantity: 1 });
  requests = [];
  return product;
}

function renderPanel() {
  const router = createMemoryRouter([{ path: '/', element: <CartDropdownPanel onNavigate={() => undefined} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const patches = () => requests.filter((request) => request.method === 'PATCH');

/** Offline, the panel's one product is raised to 2: the change waits, marked as not saved yet. */
async function changedOffline() {
  const product = await cartWithOneProduct();
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderPanel();
  const row = (await screen.findByRole('link', { name: product.name })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Zwiększ ilość' }));
  expect(await within(row).findByText(/Zmiana nie została jeszcze zapisana/, undefined, { timeout: 3000 })).toBeTruthy();
  return { product, onLine, row };
}

describe('CartDropdownPanel', () => {
  it('shows the lines with net and gross totals, and "Twój koszyk jest pusty" when empty', async () => {
    const product = await cartWithOneProduct();
    renderPanel();
    expect(await screen.findByRole('link', { name: product.name })).toBeTruthy();
    expect(screen.getByText('Razem netto')).toBeTruthy();
    expect(screen.getByText('Razem brutto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Do koszyka' }).getAttribute('href')).toBe('/koszyk');
    expect(screen.getByRole('link', { name: 'Do zamówienia' }).getAttribute('href')).toBe('/proces-zamowienia');

    fireEvent.click(screen.getByRole('button', { name: `Usuń z koszyka: ${product.name}` }));
    expect(await screen.findByText('Twój koszyk jest pusty')).toBeTruthy();
    expect(toastStore.get().map((toast) => toast.message)).toContain('Został usunięty z koszyka');
  });

  it('sends several quantity clicks as one PATCH after 1500 ms', async () => {
    const product = await cartWithOneProduct();
    renderPanel();
    const row = (await screen.findByRole('link', { name: product.name })).closest('tr')!;
    const plus = within(row).getByRole('button', { name: 'Zwiększ ilość' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect((within(row).getByRole('textbox') as HTMLInputElement).value).toBe('4');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(patches()).toHaveLength(0);
    await waitFor(() => expect(patches()).toHaveLength(1), { timeout: 3000 });
    expect(JSON.parse(patches()[0].body)).toEqual({ productId: product.id, quantity: 4 });
    await waitFor(() => expect(cartChangesStore.get()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(patches()).toHaveLength(1);
  });

  it('keeps a change made offline, says it is not saved yet, and sends it when the connection returns', async () => {
    const { product, onLine, row } = await changedOffline();
    expect(patches()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('spinacz.cartChanges') ?? '[]')).toMatchObject([{ productId: product.id, quantity: 2, state: 'unsent' }]);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(patches()[0].body)).toEqual({ productId: product.id, quantity: 2 });
    await waitFor(() => expect(within(row).queryByText(/Zmiana nie została jeszcze zapisana/)).toBeNull());
    expect(localStorage.getItem('spinacz.cartChanges')).toBeNull();
  });

  it("sends a change kept offline only to its own account's cart: a guest's joins the account logged in, another company's waits", async () => {
    const { product, onLine, row } = await changedOffline();
    expect(JSON.parse(localStorage.getItem('spinacz.cartChanges') ?? '[]')).toMatchObject([{ account: null, quantity: 2 }]);

    // The guest logs in as Magdalena Wójcik at Meblomax (account 3): the guest's cart joined hers, and so does the change.
    writeCookie(COOKIE.auth, await logIn('akceptant@firma.demo', DEMO_PASSWORD, readCookie(COOKIE.guest)), 3600);
    const meblomax = await fetchCurrentUser();
    expect(meblomax.user.id).toBe(3);
    // She changes the quantity again, still offline; then her company is switched elsewhere (account 4, Meblomax Logistyka).
    act(() => sessionStore.set(deriveState('ready', meblomax)));
    fireEvent.click(within(row).getByRole('button', { name: 'Zwiększ ilość' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('spinacz.cartChanges') ?? '[]')).toMatchObject([{ account: 3, state: 'unsent' }]), { timeout: 3000 });
    const logistics = { ...meblomax, user: { ...meblomax.user, id: 4, companyId: 1002 } };
    act(() => sessionStore.set(deriveState('ready', logistics)));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(patches()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('spinacz.cartChanges') ?? '[]')).toMatchObject([{ account: 3, state: 'unsent' }]);

    // Back at Meblomax, the change goes to her cart there.
    act(() => sessionStore.set(deriveState('ready', meblomax)));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(patches()[0].body)).toMatchObject({ productId: product.id });
    await waitFor(() => expect(localStorage.getItem('spinacz.cartChanges')).toBeNull());
    // Taken: no refusal was shown, and her cart holds the quantity sent.
    expect(modalStore.get()).toEqual([]);
    const { quantity } = JSON.parse(patches()[0].body) as { quantity: number };
    await waitFor(() => expect((within(row).getByRole('textbox') as HTMLInputElement).value).toBe(String(quantity)));
    removeCookie(COOKIE.auth);
  });

  it('refuses a quantity against the order multiple with the "Komunikat" modal and sends nothing', async () => {
    const product = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly)!;
    await addToCurrentCart({ productId: product.id, quantity: product.orderMultiple });
    requests = [];
    renderPanel();
    const row = (await screen.findByRole('link', { name: product.name })).closest('tr')!;
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: String(product.orderMultiple + 1) } });
    await waitFor(() => expect(modalStore.get().map((modal) => modal.title)).toContain('Komunikat'), { timeout: 3000 });
    expect(patches()).toHaveLength(0);
    expect((within(row).getByRole('textbox') as HTMLInputElement).value).toBe(String(product.orderMultiple));
  });
});

describe('CartDropdownPanel in a punch-out session', () => {
  afterEach(() => removeCookie(COOKIE.auth));

  it('sends the cart back to the procurement system as an OCI form instead of "Do zamówienia"', async () => {
    const hook = 'https://srm.meblomax.demo/oci?sap-client=100';
    const token = await postToken({ grant_type: 'password', username: 'kupiec@firma.demo', password: DEMO_PASSWORD, client_id: 'spinacz', client_secret: 'spinacz', spinacz_punch_out_hook_url: hook, spinacz_punch_out_target: '_top' });
    writeCookie(COOKIE.auth, token.access_token, 3600);
    const product = await cartWithOneProduct();
    renderPanel();
    const transfer = await screen.findByRole('button', { name: 'Przenieś do systemu zakupowego' });
    expect(screen.queryByRole('link', { name: 'Do zamówienia' })).toBeNull();
    const form = transfer.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.getAttribute('target'), form.getAttribute('enctype')]).toEqual(['post', hook, '_top', 'application/x-www-form-urlencoded']);
    const fields = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    expect(fields).toMatchObject({ 'NEW_ITEM-DESCRIPTION[1]': truncate(product.name, 40), 'NEW_ITEM-QUANTITY[1]': '1', 'NEW_ITEM-VENDORMAT[1]': product.code, 'NEW_ITEM-EXT_PRODUCT_ID[1]': String(product.id), 'NEW_ITEM-CURRENCY[1]': 'PLN', '~OkCode': 'ADDI', '~TARGET': '_top' });
    expect(Object.keys(fields).filter((name) => name.startsWith('NEW_ITEM-') && name.endsWith('[2]'))).toEqual([]);
  });
});
