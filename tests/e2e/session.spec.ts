import { expect, expectNoAxeViolations, logIn, test } from './fixtures';
import { rejectCookies } from './chrome-helpers';

/** Spec §4 (login, logout, tab sync), §6 (route guards) and §8 (the 401 policy). */

const accountButton = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('button', { name: /^Konto: / });

test('a guest asking for an account page logs in and lands on that page; the login page then sends them to the dashboard', async ({ page }) => {
  await page.goto('/moje-konto/faktury?status=unpaid');
  await expect(page).toHaveURL(/\/logowanie$/);
  await rejectCookies(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto\/faktury\?status=unpaid$/);
  await page.goto('/logowanie');
  await expect(page).toHaveURL(/\/moje-konto$/);
});

test('logging out in one tab reloads the other tabs that are not focused, as a guest', async ({ context, page }) => {
  await page.goto('/logowanie');
  await rejectCookies(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);

  // Headless Chromium reports every page as focused: the background tab is told it is not.
  const background = await context.newPage();
  await background.goto('/koszyk');
  await expect(accountButton(background)).toBeVisible();
  await background.evaluate(() => {
    (window as unknown as { beforeLogout?: boolean }).beforeLogout = true;
    document.hasFocus = () => false;
  });
  const focused = await context.newPage();
  await focused.goto('/koszyk');
  await expect(accountButton(focused)).toBeVisible();
  await focused.evaluate(() => {
    (window as unknown as { beforeLogout?: boolean }).beforeLogout = true;
  });

  await page.bringToFront();
  await page.goto('/');
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

  // The background tab was reloaded (its window state is new) and shows the shop to a guest.
  await expect.poll(() => background.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout ?? false)).toBe(false);
  await expect(background.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(background).toHaveURL(/\/koszyk$/);
  // A focused tab is left as it is.
  expect(await focused.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout)).toBe(true);
});

test('a 401 other than INVALID-TOKEN drops the login, logs in as guest and opens the login page', async ({ page, context }) => {
  await page.goto('/logowanie');
  await rejectCookies(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);
  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Zamówienia' }).click();
  const orderLink = page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first();
  await expect(orderLink).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number, error: object) => void } } }).spinaczDemo.demoControl.failNext(
      'getSalesOrder', 401, { code: 'ACCOUNT-BLOCKED', message: 'Konto zostało zablokowane.' },
    );
  });
  await orderLink.click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'spinacz_auth')).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === 'spinacz_guest')?.value).toMatch(/^demo\./);
  await expectNoAxeViolations(page);
  // Logging in again brings the user back to the page the 401 interrupted.
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Zamówienie/);
});
