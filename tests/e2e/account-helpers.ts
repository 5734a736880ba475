import type { Page } from '@playwright/test';
import { dismissCookies } from './catalogue-helpers';
import { expect, logIn } from './fixtures';

/** Logs a demo user in from the login page; the shop then opens the account's dashboard. */
export async function logInAs(page: Page, email: string, password?: string): Promise<void> {
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
}
