import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles } from './catalogue-helpers';

test('an English listing shows English texts', async ({ page }) => {
  await open(page, '/en/category/papier');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ products/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Per page' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('heading', { name: 'Subcategories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article', { name: 'Subscribe to our newsletter' })).toBeVisible();
  const tile = productTiles(page).first();
  await expect(tile.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
  await expect(tile).toContainText('gross');
  await expect(page.getByRole('navigation', { name: /pages/i }).getByRole('link', { name: /2/ }).first()).toHaveAttribute('href', /^\/en\/category\/papier\/page\/2$/);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Search products' }).fill('papier');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
});
