import type { Locator, Page } from '@playwright/test';
import { expectShopStarted } from './fixtures';

/** Closes the cookie banner (shown until a choice is made) so it does not cover the products. */
export async function dismissCookies(page: Page): Promise<void> {
  // A choice already made in this browser context: no banner comes (and nothing to wait for).
  if ((await page.context().cookies()).some((cookie) => cookie.name === 'spinacz_consent')) return;
  const reject = page.getByRole('button', { name: /^(Odrzuć wszystkie|Reject all)$/ });
  const shown = await reject.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
  if (shown) await reject.click();
}

/** Opens a page and waits until the session is ready and the cookie banner is gone. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectShopStarted(page);
  await page.waitForLoadState('networkidle');
  await dismissCookies(page);
}

/** The product tiles of the listing (the newsletter tile is an article too). */
export function productTiles(page: Page): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^(Dodaj do koszyka|Add to cart):/ }) });
}

/** The current price shown in a tile (the one followed by "brutto"/"netto"), as a number: "28,17 zł" → 28.17. */
export async function tilePrice(tile: Locator): Promise<number> {
  const text = await tile.innerText();
  const match = /(\d[\d\s]*,\d{2})\s*zł\s*(brutto|netto|gross|net)\b/.exec(text.replace(/\u00a0/g, ' '));
  return match ? Number(match[1].replace(/\s/g, '').replace(',', '.')) : Number.NaN;
}

export const searchBox = (page: Page): Locator => page.getByRole('combobox', { name: /Szukaj produktów|Search products/ });
