import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, productTiles } from './catalogue-helpers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top; back and forward return to where the visitor was', async ({ page }) => {
  await open(page, '/kategoria/papier');
  const tile = productTiles(page).nth(20);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toBeInViewport();
  // The tiles passed on the way take their real height as they come into view: the page settles first.
  await page.waitForLoadState('networkidle');
  let listingY = -1;
  await expect.poll(async () => listingY === (listingY = await scrollY(page))).toBe(true);
  expect(listingY).toBeGreaterThan(600);
  const tileTop = Math.round((await tile.boundingBox())?.y ?? -1);

  await tile.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/kategoria\/papier$/);
  await expect.poll(() => scrollY(page)).toBe(listingY);
  // The tile where it was on the screen, not only the same offset: the tiles above it have their real heights.
  await expect.poll(async () => Math.round((await tile.boundingBox())?.y ?? -1)).toBe(tileTop);
  // And it stays there once the page has settled (the shop stops putting the position back after 3 s at most).
  await page.waitForTimeout(3500);
  expect(Math.round((await tile.boundingBox())?.y ?? -1)).toBe(tileTop);
  expect(await scrollY(page)).toBe(listingY);

  await page.goForward();
  await expect(page).toHaveURL(/\/produkt\//);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a reload comes back to the position, once the page is tall enough again', async ({ page }) => {
  await open(page, '/marki');
  // The visitor turns the wheel until they are well down the page (one turn may not get there while the page starts).
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    expect(await scrollY(page)).toBeGreaterThan(1000);
  }).toPass();
  let y = -1;
  await expect.poll(async () => y === (y = await scrollY(page))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(y);
});

test('sorting a listing keeps the visitor where they are', async ({ page }) => {
  await open(page, '/kategoria/papier');
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  const before = await scrollY(page);
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Cena: od najniższej' });
  await expect(page).toHaveURL(/orderBy=priceAsc/);
  await expect(productTiles(page)).toHaveCount(35);
  // Where they are, not a pixel-exact offset: while the new order comes in, the browser's scroll
  // anchoring may move the offset by a pixel or two to keep what is on screen in place (seen once:
  // 300 → 302). Thrown to the top or down the page, it would be hundreds of pixels.
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
});

test('a link to a part of the page goes to it, and so does an address with it', async ({ page }) => {
  await open(page, '/marki');
  const letters = page.getByRole('navigation', { name: 'Marki według pierwszej litery' }).getByRole('link');
  const last = letters.last();
  const letter = (await last.textContent())?.trim() ?? '';
  await last.click();
  const section = page.getByRole('region', { name: letter, exact: true });
  await expect(section).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
  const address = page.url();
  expect(address).toMatch(/#marki-/);

  await open(page, '/');
  await page.goto(address);
  await expect(page.getByRole('region', { name: letter, exact: true })).toBeInViewport();
});
