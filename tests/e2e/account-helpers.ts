import type { Page } from '@playwright/test';
import { dismissCookies } from './catalogue-helpers';
import { expect, logIn, openLoggedIn } from './fixtures';

/** A demo user, still logged in from an earlier visit, opens `path` (the account's dashboard). */
export async function logInAs(page: Page, email: string, path = '/moje-konto'): Promise<void> {
  await openLoggedIn(page, email, path);
}

/** Logs a user in through the login page, the way a person does; the shop then opens the account's dashboard. */
export async function logInThroughForm(page: Page, email: string, password?: string): Promise<void> {
  await page.goto('/logowanie');
  await dismissCookies(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/moje-konto$/);
}

/** "Wyloguj się" from the header's account dropdown; the shop lands on the login page. */
export async function logOut(page: Page): Promise<void> {
  const account = page.getByRole('banner').getByRole('button', { name: /^Konto: / });
  await account.click();
  await page.locator(`#${await account.getAttribute('aria-controls')}`).getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  // The login page loads anew after a logout: the next step starts once it stands, not while it loads.
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
}

/**
 * From the demo mailbox listing a new company user's mail: opens "Twoje konto w Spinacz.pl zostało
 * utworzone" (greeting `firstName`), takes its "Ustaw hasło" link, logs the administrator out and
 * sets `password` through that link, as the new user does.
 */
export async function setPasswordFromWelcomeMail(page: Page, firstName: string, password: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Twoje konto w Spinacz.pl zostało utworzone' }).click();
  await expect(page.getByText(`Dzień dobry, ${firstName}!`)).toBeVisible();
  const setPassword = await page.getByRole('main').getByRole('link', { name: 'Ustaw hasło' }).getAttribute('href');
  expect(setPassword).toMatch(/^\/przypomnienie-hasla\/.+/);
  // The administrator leaves; the new user opens her link.
  await page.goto('/moje-konto');
  await logOut(page);
  await page.goto(setPassword!);
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await page.getByLabel(/^Nowe hasło/).fill(password);
  await page.getByLabel(/^Powtórz nowe hasło/).fill(password);
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hasło zostało zmienione' })).toBeVisible();
}
