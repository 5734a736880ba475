import type { Locator, Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, expectShopStarted, openLoggedIn, test } from './fixtures';

/**
 * Helpers of the error catalogue (docs/error-catalogue.md): the in-browser demo API's fault
 * injection (`window.spinaczDemo.demoControl`), a cart filled through the API, and the places
 * where the shop answers a failure (toasts, the message modal, alerts).
 */

export interface Fault {
  /** The contract operationId. */
  operationId: string;
  /** HTTP status; 0 = a network error (no answer at all). */
  status: number;
  /** The error's body; `message: ''` = an error without a server message. */
  error?: { code?: string; message?: string; field?: string };
  /** Instead of an error: this answer (demoControl.answerNext). */
  body?: unknown;
  /** How many calls in a row get it (1 unless told). */
  times?: number;
}

type DemoWindow = {
  spinaczDemo: {
    demoControl: {
      failNext: (id: string, status: number, error?: object) => void;
      answerNext: (id: string, body: unknown, status?: number) => void;
      setLatency: (ms: number) => void;
      delayNext: (id: string, ms: number) => void;
      reset: () => void;
    };
  };
};

/** The next call of an operation fails (demoControl.failNext); `times` queues that many failures. */
export async function failNext(page: Page, operationId: string, status: number, error: Fault['error'] = {}, times = 1): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<DemoWindow>).spinaczDemo?.demoControl));
  await page.evaluate(
    ([id, code, body, count]) => {
      for (let i = 0; i < count; i += 1) (window as unknown as DemoWindow).spinaczDemo.demoControl.failNext(id, code, body);
    },
    [operationId, status, error, times] as const,
  );
}

/** The next call of an operation answers `body` (demoControl.answerNext): an answer the demo data never gives. */
export async function answerNext(page: Page, operationId: string, body: unknown): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<DemoWindow>).spinaczDemo?.demoControl));
  await page.evaluate(([id, value]) => (window as unknown as DemoWindow).spinaczDemo.demoControl.answerNext(id, value), [operationId, body] as const);
}

/** Every demo API answer waits `ms` from now on (demoControl.setLatency). */
export async function setLatency(page: Page, ms: number): Promise<void> {
  await page.evaluate((value) => (window as unknown as DemoWindow).spinaczDemo.demoControl.setLatency(value), ms);
}

/** The next call of an operation waits `ms` longer (demoControl.delayNext); other calls are not slowed. */
export async function delayNext(page: Page, operationId: string, ms: number): Promise<void> {
  await page.evaluate(([id, value]) => (window as unknown as DemoWindow).spinaczDemo.demoControl.delayNext(id, value), [operationId, ms] as const);
}

const BOOT_FAULTS = 'spinacz-e2e-boot-faults';

/**
 * Faults that must be in place before the shop's first request (the session's start): stored in
 * sessionStorage and queued the moment the demo API puts `window.spinaczDemo` on the page.
 * Call before the first navigation of the page.
 */
export async function installBootFaults(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    let demo: unknown;
    Object.defineProperty(window, 'spinaczDemo', {
      configurable: true,
      get: () => demo,
      set: (value: DemoWindow['spinaczDemo']) => {
        demo = value;
        const raw = sessionStorage.getItem(key);
        if (!raw) return;
        sessionStorage.removeItem(key);
        for (const fault of JSON.parse(raw) as { operationId: string; status: number; error?: object; body?: unknown; times?: number }[]) {
          for (let call = 0; call < (fault.times ?? 1); call += 1) {
            if (fault.body !== undefined) value.demoControl.answerNext(fault.operationId, fault.body, fault.status);
            else value.demoControl.failNext(fault.operationId, fault.status, fault.error ?? {});
          }
        }
      },
    });
  }, BOOT_FAULTS);
}

/** Opens `path` with `faults` queued before the session starts (needs installBootFaults). */
export async function gotoWithBootFaults(page: Page, path: string, faults: Fault[]): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [BOOT_FAULTS, JSON.stringify(faults)] as const);
  await page.goto(path);
}

/** Opens a page of the shop once the session is ready (the main landmark is there), without the cookie banner. */
export async function openPage(page: Page, path: string): Promise<void> {
  // A cookie choice made up front keeps the banner out of the way (the banner is another test's subject).
  await page.context().addCookies([{ ...CONSENT_COOKIE, url: test.info().project.use.baseURL! }]);
  await page.goto(path);
  await expectShopStarted(page);
  // The demo API runs and the session has its token (guest or user).
  await page.waitForFunction(() => /(?:^|; )spinacz_(?:auth|guest)=/.test(document.cookie));
}

/** A demo user, still logged in from an earlier visit (fixtures.ts, `openLoggedIn`), opens `path`. */
export async function logInAs(page: Page, email: string, path = '/koszyk'): Promise<void> {
  await openLoggedIn(page, email, path);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Konto: / })).toBeVisible();
}

/** Calls the demo API from the page with the page's token (auth cookie, else the guest's); returns the JSON answer. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([how, where, data]) => {
      const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? /(?:^|; )spinacz_guest=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      if (data !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/e-commerce/v1${where}`, { method: how, headers, body: data === undefined ? undefined : JSON.stringify(data) });
      if (!response.ok) throw new Error(`${how} ${where}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

export interface FoundProduct {
  id: number;
  slug: string;
  name: string;
}

/** Products found for `query` (sold by the piece): in stock (more than 5), or out of stock. */
export async function findProducts(page: Page, count: number, options: { query?: string; outOfStock?: boolean } = {}): Promise<FoundProduct[]> {
  const { products } = await callApi<{ products: (FoundProduct & { stock: number; orderQuantityMultiple?: number | null })[] }>(
    page, 'GET', `/products/search?query=${encodeURIComponent(options.query ?? 'papier')}&limit=60`,
  );
  const found = products
    .filter((product) => (options.outOfStock ? product.stock === 0 : product.stock > 5) && (product.orderQuantityMultiple ?? 1) <= 1)
    .slice(0, count)
    .map(({ id, slug, name }) => ({ id, slug, name }));
  expect(found, 'products found').toHaveLength(count);
  return found;
}

/** Puts `count` products (one of each) into the current cart with one API call. */
export async function putIntoCart(page: Page, count: number, options: { query?: string; outOfStock?: boolean } = {}): Promise<void> {
  const products = await findProducts(page, count, options);
  await callApi(page, 'POST', '/shopping-carts/current/items', { items: products.map((product) => ({ productId: product.id, quantity: 1 })) });
}

/**
 * Puts `count` products into the current cart (guest or logged in) with one API call, then opens
 * the cart page; returns the products' names in cart order.
 */
export async function fillCart(page: Page, count: number, options: { query?: string; outOfStock?: boolean } = {}): Promise<string[]> {
  await putIntoCart(page, count, options);
  await page.goto('/koszyk');
  await expect(cartLines(page)).toHaveCount(count);
  return cartNames(page);
}

/** The product names of the cart page's lines, in order. */
export async function cartNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const line of await cartLines(page).all()) names.push(((await line.getByRole('link').last().textContent()) ?? '').trim());
  return names;
}

/** The lines of the cart page. */
export const cartLines = (page: Page): Locator => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');

/** A toast (role status) with this text. */
export const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

/** The shop's message modal ("Komunikat"). */
export const messageDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Komunikat' });

/** The company buyer with one product in the cart, at the checkout with delivery and payment chosen and their own order number typed. */
export async function buyerAtCheckout(page: Page, ownNumber: string): Promise<void> {
  await logInAs(page, 'kupiec@firma.demo');
  await callApi(page, 'DELETE', '/shopping-carts/current');
  await putIntoCart(page, 1);
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await page.getByLabel('Twój numer zamówienia').fill(ownNumber);
}
