import type { BrowserContext, Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/**
 * The login token lives only in the auth cookie (src/api/cookies.ts): never in localStorage,
 * sessionStorage or an address; the logout leaves no trace of it or of the user's data.
 */

const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const NOTE = 'Proszę dzwonić przed dostawą';

async function authCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'spinacz_auth');
}

/** Everything in the page's storage, as [where, key, value]. */
function storage(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => [
    ...Object.entries(localStorage).map(([key, value]): [string, string, string] => ['localStorage', key, value]),
    ...Object.entries(sessionStorage).map(([key, value]): [string, string, string] => ['sessionStorage', key, value]),
  ]);
}

test('the token is only in the auth cookie, and the logout leaves no trace of it or of the user', async ({ page, context }) => {
  test.setTimeout(90_000);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  await context.addCookies([{ name: 'spinacz_consent', value: 'p0s0m0', url: test.info().project.use.baseURL! }]);

  await page.goto('/logowanie');
  await logIn(page, 'klient@spinacz.demo');
  await expect(page.getByRole('button', { name: /^Konto: / })).toBeVisible();

  const cookie = await authCookie(context);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', domain: 'localhost' });
  // Plain HTTP here, so not Secure (over HTTPS it is: src/api/cookies.test.ts); the app sends it as the Bearer header itself.
  expect(cookie!.secure).toBe(false);
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000);
  const token = cookie!.value;
  // The token's claims without the prefix: a copy of it under another wrapping counts too.
  const claims = token.split('.').sort((a, b) => b.length - a.length)[0];
  expect(claims.length).toBeGreaterThan(20);

  // The user shops: a product in the cart, a note typed in the checkout (kept as this tab's draft), an account page.
  await page.goto(PAPER);
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Koszyk, 1 produkt/ })).toBeVisible();
  await page.goto('/proces-zamowienia');
  await page.locator('[name="noteToOrder"]').fill(NOTE);
  await expect.poll(async () => (await storage(page)).some(([, key, value]) => key.startsWith('spinacz-checkout-draft') && value.includes(NOTE))).toBe(true);
  await page.goto('/moje-konto/zamowienia');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

  for (const [where, key, value] of await storage(page)) {
    expect(value, `${where} ${key}`).not.toContain(token);
    expect(value, `${where} ${key}`).not.toContain(claims);
  }
  expect(addresses.filter((address) => address.includes(token) || address.includes(claims) || address.includes(encodeURIComponent(token)))).toEqual([]);

  // Log out.
  await page.getByRole('button', { name: /^Konto: / }).click();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByRole('button', { name: /^Konto: / })).toHaveCount(0);

  expect(await authCookie(context)).toBeUndefined();
  expect((await context.cookies()).map((each) => each.value)).not.toContain(token);
  const left = await storage(page);
  for (const [where, key, value] of left) {
    expect(value, `${where} ${key}`).not.toContain(token);
    expect(value, `${where} ${key}`).not.toContain(claims);
    expect(value, `${where} ${key}`).not.toContain(NOTE);
  }
  expect(left.filter(([where, key]) => where === 'sessionStorage' && key.startsWith('spinacz'))).toEqual([]);
  expect(left.map(([, key]) => key)).not.toContain('spinacz.cartChanges');
  expect(left.map(([, key]) => key)).not.toContain('spinacz.editOrder');
  // No response caches kept by the page.
  expect(await page.evaluate(() => caches.keys())).toEqual([]);

  // Nothing of the user comes back: not with the back button, not on the account pages.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Konto: / })).toHaveCount(0);
  await page.goto('/moje-konto/zamowienia', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/logowanie/);
  expect(addresses.filter((address) => address.includes(token) || address.includes(claims))).toEqual([]);
});
