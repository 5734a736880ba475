import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles, searchBox } from './catalogue-helpers';

test('typing "papier" shows autocomplete categories and products', async ({ page }) => {
  await open(page, '/');
  await searchBox(page).fill('papier');
  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('group', { name: 'Kategorie' }).getByRole('option').first()).toContainText(/Papier/);
  await expect(listbox.getByRole('group', { name: 'Produkty' }).getByRole('option').first()).toContainText(/Papier/i);
  await expect(listbox.getByRole('group', { name: 'Produkty' }).getByRole('option').first()).toContainText(/zł/);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  // Escape closes, an empty phrase clears
  await searchBox(page).press('Escape');
  await expect(listbox).toBeHidden();
  await searchBox(page).click();
  await expect(listbox).toBeVisible();
  await searchBox(page).fill('');
  await expect(listbox).toBeHidden();
});

test('keyboard selection in the autocomplete opens a product', async ({ page }) => {
  await open(page, '/');
  const box = searchBox(page);
  await box.fill('olowek');
  const listbox = page.getByRole('listbox');
  const products = listbox.getByRole('group', { name: 'Produkty' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  const categories = await listbox.getByRole('group', { name: 'Kategorie' }).getByRole('option').count();
  for (let step = 0; step <= categories; step += 1) await box.press('ArrowDown');
  const active = products.first();
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
  const name = (await active.locator('span').first().textContent())?.trim() ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('"olowek" finds pencils (Polish letters folded) and filters keep the phrase', async ({ page }) => {
  await open(page, '/');
  await searchBox(page).fill('olowek');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/wyszukiwarka\?query=olowek$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wyniki wyszukiwania: „olowek”');
  await expect(page).toHaveTitle('Wyniki wyszukiwania: „olowek” | Spinacz');
  const tiles = productTiles(page);
  await expect(tiles.first()).toBeVisible();
  const names = await tiles.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/ołówek|ołówki/i);
  await expectNoAxeViolations(page);

  // Opening a product from a tile pushes select_item (PLN) to the dataLayer
  await tiles.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/produkt\//);
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { currency?: string; items?: Array<{ item_name?: string }> } }> }).dataLayer ?? []);
  const selected = events.find((event) => event.event === 'select_item');
  expect(selected?.ecommerce?.currency).toBe('PLN');
  expect(selected?.ecommerce?.items?.[0]?.item_name).toBe(names[0]);
});

test('a phrase with a content page opens /szukaj/{slug}; nonsense says "Brak wyników wyszukiwania."', async ({ page }) => {
  await open(page, '/');
  await searchBox(page).fill('Papier ksero');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('search').getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/szukaj\/papier-ksero$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(productTiles(page).first()).toBeVisible();

  await searchBox(page).fill('qqqzzzxxx');
  await expect(page.getByRole('status').filter({ hasText: 'Brak wyników wyszukiwania.' })).toBeVisible();
});

test('an empty phrase does nothing', async ({ page }) => {
  await open(page, '/kategoria/papier');
  await searchBox(page).fill('   ');
  await searchBox(page).press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/kategoria\/papier$/);
});
