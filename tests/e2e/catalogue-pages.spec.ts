import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles } from './catalogue-helpers';

test('brands: the A–Z index leads to one brand\'s products', async ({ page }) => {
  await open(page, '/marki');
  await expect(page.getByRole('heading', { level: 1, name: 'Marki' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Marki według pierwszej litery' }).getByRole('link', { name: 'P', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Pollux', exact: true }).click();
  await expect(page).toHaveURL(/\/marka\/pollux$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty marki Pollux' })).toBeVisible();
  const tiles = productTiles(page);
  await expect(tiles.first()).toBeVisible();
  for (const text of await tiles.allTextContents()) expect(text).toContain('Pollux');
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name: 'Marki' })).toBeVisible();
});

test('promotions: the list, the outlet promotion with its products, eco products and pallets', async ({ page }) => {
  await open(page, '/promocje');
  await expect(page.getByRole('heading', { level: 1, name: 'Promocje' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('heading', { name: 'Outlet' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/promocje\/outlet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outlet' })).toBeVisible();
  await expect(productTiles(page).first()).toContainText('Outlet');
  // Outlet products have an old price but no "Najniższa cena z 30 dni"
  await expect(productTiles(page).first()).not.toContainText('Najniższa cena z 30 dni');

  await open(page, '/produkty-ekologiczne');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty ekologiczne' })).toBeVisible();
  await expect(productTiles(page).first()).toContainText('Eko');

  await open(page, '/hurtownia-artykulow-biurowych');
  await expect(page.getByRole('heading', { level: 1, name: 'Hurtownia artykułów biurowych' })).toBeVisible();
  await expect(productTiles(page).first().getByRole('heading')).toContainText(/paleta/i);
  await expectNoAxeViolations(page);
});

test('page numbers beyond the last page answer 404', async ({ page }) => {
  await open(page, '/kategoria/papier/strona/999');
  await expect(page.getByRole('heading', { name: 'Ups... Coś poszło nie tak' })).toBeVisible();
});

test('breadcrumbs offer the sibling categories in a dropdown', async ({ page }) => {
  await open(page, '/kategoria/papier');
  const trail = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  await trail.getByRole('button', { name: 'Inne kategorie obok: Papier' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tonery i tusze' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Tonery i tusze' }).click();
  await expect(page).toHaveURL(/\/kategoria\/tonery-i-tusze$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tonery i tusze' })).toBeVisible();
});
