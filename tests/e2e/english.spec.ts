import { expect, expectNoAxeViolations, test } from './fixtures';

test('/en shows the shop in English and the language link switches to the same Polish page', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: /paper|papier/i }).first().click();
  await expect(page).toHaveURL(/\/en\/category\/[a-z0-9-]+$/);
  const englishUrl = new URL(page.url());
  await page.getByRole('banner').getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(englishUrl.pathname.replace('/en/category/', '/kategoria/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});
