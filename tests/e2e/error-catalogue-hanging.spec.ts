import type { Page } from '@playwright/test';
import { buyerAtCheckout, callApi, cartLines, delayNext, fillCart, logInAs, messageDialog } from './error-helpers';
import { expect, openLoggedIn, test } from './fixtures';

/**
 * Calls that get no answer at all (a server that hangs, a connection that stalls): the shop stops
 * waiting after the time its kind of call is given (src/api/requestDeadline.ts: a read 15 s, a change
 * 20 s, placing an order 30 s), says so as it says a dropped connection (§8), and keeps what the user
 * typed. The page's clock is Playwright's: the test jumps over the wait instead of sitting through it,
 * while the demo API holds the call for ten minutes of the same clock.
 */

const NEVER = 10 * 60_000;
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const THANKS = 'Dziękujemy za zamówienie';
const PLACE_FAILED = 'Nie udało się złożyć zamówienia. Spróbuj ponownie – wpisane dane zostały zachowane.';

const orderCount = async (page: Page) => (await callApi<{ countTotal: number }>(page, 'GET', '/sales-orders?limit=1')).countTotal;

test.beforeEach(async ({ page }) => {
  // Time flows as usual until a test jumps it forward.
  await page.clock.install();
});

test('E52 an order that gets no answer: after 30 s the message, everything typed kept, and the retry places one order', async ({ page }) => {
  await buyerAtCheckout(page, 'E52/2026');
  await page.getByLabel(/Uwagi do zamówienia/).fill('Proszę dzwonić przed dostawą.');
  const before = await orderCount(page);

  await delayNext(page, 'placeOrder', NEVER);
  const button = page.getByRole('button', { name: ORDER_BUTTON });
  await button.click();
  await expect(button).toBeDisabled();
  // Just under the order's 30 s: still waiting, with its progress.
  await page.clock.fastForward(29_000);
  await expect(button.getByRole('progressbar')).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('alert').filter({ hasText: PLACE_FAILED })).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(page.getByLabel('Twój numer zamówienia')).toHaveValue('E52/2026');
  await expect(page.getByLabel(/Uwagi do zamówienia/)).toHaveValue('Proszę dzwonić przed dostawą.');
  await expect(page.getByRole('radio', { name: /Kurier DPD/ })).toBeChecked();

  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
  await expect(page.getByText('E52/2026')).toBeVisible();
  expect(await orderCount(page)).toBe(before + 1);
});

test('E53 a quantity change that gets no answer: after 20 s it is kept and marked as not saved, and a reload sends it', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await callApi(page, 'DELETE', '/shopping-carts/current');
  const [name] = await fillCart(page, 1);
  const line = cartLines(page).first();
  const quantity = line.getByRole('textbox', { name: `Ilość: ${name}` });

  await delayNext(page, 'updateCurrentCartItem', NEVER);
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click();
  // The change goes out after its 1.5 s pause, then waits its 20 s.
  await page.clock.fastForward(2_000);
  const unsaved = line.getByRole('status').filter({ hasText: 'Zmiana nie została jeszcze zapisana – wyślemy ją, gdy wróci połączenie.' });
  await expect(unsaved).toHaveCount(0);
  await page.clock.fastForward(21_000);
  await expect(unsaved).toBeVisible();
  await expect(quantity).toHaveValue('2');
  await expect(messageDialog(page)).toHaveCount(0);

  // The change is kept on this device: the next visit sends it, and the server has it.
  await page.reload();
  await expect(cartLines(page).first().getByRole('textbox', { name: `Ilość: ${name}` })).toHaveValue('2');
  await expect.poll(async () => (await callApi<{ shoppingCart: { items: { quantity: number }[] } }>(page, 'GET', '/shopping-carts/current')).shoppingCart.items[0]?.quantity).toBe(2);
});

test('E54 the orders grid whose list gets no answer: no endless skeleton, the message with a retry, and the retry shows the orders', async ({ page }) => {
  // Another list of the account first, loaded in full: nothing else asks for orders meanwhile.
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto/faktury');
  await expect(page.getByRole('grid', { name: 'Lista faktur' }).getByRole('row').filter({ has: page.getByRole('gridcell') }).first()).toBeVisible();
  // The list and its one automatic retry both hang.
  await delayNext(page, 'getSalesOrders', NEVER);
  await delayNext(page, 'getSalesOrders', NEVER);
  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Zamówienia' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia/);
  const failed = page.getByText('Nie udało się wczytać zamówień.');
  // Just under a read's 15 s: still loading, no message yet.
  await page.clock.fastForward(14_000);
  await expect(failed).toHaveCount(0);
  // Past it, the retry goes out a second later and waits its own 15 s: time moves on in steps until the message stands.
  await expect
    .poll(async () => {
      await page.clock.fastForward(4_000);
      return failed.isVisible();
    }, { intervals: [250], timeout: 15_000 })
    .toBe(true);

  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(24);
  await expect(failed).toHaveCount(0);
});
