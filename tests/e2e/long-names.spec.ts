import type { Page } from '@playwright/test';
import { callApi } from './error-helpers';
import { expect, expectNoSidewaysScroll, openLoggedIn, test } from './fixtures';

/**
 * Text a visitor or a company types without a space (a pasted code, a name run together) breaks
 * where it must instead of widening the page: the search heading of a guest, and the names an
 * administrator gives a cost centre, a delivery address and a shopping list, on a phone and at
 * 1024 px.
 */

/** `length` characters of `word` repeated, with no space anywhere. */
const runTogether = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length);

/** The page is no wider than the screen, and `text` is shown whole (not cut off at the edge). */
async function fitsWithWhole(page: Page, width: number, text: string): Promise<void> {
  await expectNoSidewaysScroll(page, width);
  const shown = page.getByText(text, { exact: false }).first();
  await expect(shown).toBeVisible();
  const box = await shown.boundingBox();
  expect(box!.x + box!.width, text.slice(0, 20)).toBeLessThanOrEqual(width);
}

test('a search for a phrase without spaces keeps the results page as wide as the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phrase = runTogether('x', 150);
  await page.goto(`/wyszukiwarka?query=${phrase}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(phrase);
  await fitsWithWhole(page, 390, phrase);
});

test('names without spaces of a cost centre, a delivery address and a shopping list fit a phone and a laptop', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/centra-kosztowe');
  const centre = runTogether('Centrumkosztowe', 100);
  const address = runTogether('Ulicabezspacji', 200);
  const list = runTogether('Listazakupowa', 100);
  await callApi(page, 'POST', '/companies/current/cost-centers', { name: centre, limit: 5000, period: 'month', kind: 'hard', userIds: [2, 3] });
  await callApi(page, 'POST', '/users/current/delivery-addresses', { name: address, countryCode: 'PL', streetWithNumber: address, city: 'Poznań', zip: '60-001', phone1: '+48600100200' });
  const created = await callApi<{ shoppingList: { id: number } }>(page, 'POST', '/shopping-lists', { name: list });

  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/moje-konto/centra-kosztowe');
    await fitsWithWhole(page, width, centre);
    await page.goto('/moje-konto/adresy');
    await fitsWithWhole(page, width, address);
    await page.goto(`/moje-konto/lista/${created.shoppingList.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(list);
    await fitsWithWhole(page, width, list);
  }
});

test('a tile\'s quantity field with a long unit stays inside its tile on a narrow phone, its plus whole, in both languages', async ({ page }) => {
  for (const [path, unit, plus] of [['/promocje/strefa-kawy', 'zgrzewka', 'Zwiększ ilość'], ['/en/promotions/strefa-kawy', 'shrink pack', 'Increase quantity']] as const) {
    for (const width of [344, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const tile = page.getByRole('article').filter({ hasText: unit }).first();
      await tile.scrollIntoViewIfNeeded();
      const [tileBox, plusBox] = await Promise.all([tile.boundingBox(), tile.getByRole('button', { name: plus }).boundingBox()]);
      expect(plusBox!.x + plusBox!.width, `${path} at ${width} px`).toBeLessThanOrEqual(tileBox!.x + tileBox!.width);
      await expect(tile.getByText(unit, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }
  }
});
