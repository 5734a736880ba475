import type { Page } from '@playwright/test';

/** Closes the cookie banner the way a visitor does ("Odrzuć wszystkie"). */
export async function rejectCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
}

/** The third-party scripts of the E2E build (playwright.config.ts sets their addresses). */
export const THIRD_PARTY_ORIGIN = 'https://third-party.spinacz.test';
