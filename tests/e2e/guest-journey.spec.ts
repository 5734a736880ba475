import { expect, expectNoAxeViolations, test } from './fixtures';

test('a guest goes from home to a category to a product and adds it to the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Koszyk' })).toBeVisible();
  const main = page.getByRole('main');
  const firstCategory = main.getByRole('link', { name: /papier/i }).first();
  await expect(firstCategory).toBeVisible();
  await expectNoAxeViolations(page);

  await firstCategory.click();
  await expect(page).toHaveURL(/\/kategoria\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tiles = main.getByRole('article');
  await expect(tiles).toHaveCount(36);
  await expectNoAxeViolations(page);

  const productLink = tiles.first().getByRole('link').first();
  const productName = (await tiles.first().getByRole('heading').textContent())?.trim() ?? '';
  await productLink.click();
  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koszyk, 1 produkt' })).toBeVisible();

  // The demo API keeps its state in the browser: the cart survives a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Koszyk, 1 produkt' })).toBeVisible();
});

test('a category listing pages to /strona/2 with the next 36 products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: /papier/i }).first().click();
  const tiles = page.getByRole('main').getByRole('article');
  await expect(tiles).toHaveCount(36);
  const firstOnPageOne = await tiles.first().getByRole('heading').textContent();
  // Scrolled to as a user would: the tiles passed on the way are drawn and take their real height.
  const pages = page.getByRole('navigation', { name: /stron/i });
  await pages.scrollIntoViewIfNeeded();
  await expect(pages).toBeInViewport();
  await pages.getByRole('link', { name: /2/ }).first().click();
  await expect(page).toHaveURL(/\/strona\/2$/);
  await expect(tiles.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
});
