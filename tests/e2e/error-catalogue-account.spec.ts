import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';

/** The error catalogue's rows of the account area's lists (docs/error-catalogue.md). */

const gridRows = (page: Page) => page.getByRole('grid', { name: 'Lista zamówień' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
const orderCount = (page: Page) => page.getByText(/^\d+ zamówie/);

test("E55 a list address the API refuses (an old bookmark's status or sort) is not asked for again: the list says so and shows itself whole", async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
  await expect(gridRows(page).first()).toBeVisible();
  const all = await orderCount(page).textContent();
  const first = await gridRows(page).first().getByRole('link').first().textContent();
  for (const address of [
    '/moje-konto/zamowienia?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=archiwalne',
    '/moje-konto/zamowienia?sorters[0][field]=kolor&sorters[0][order]=asc&currentPage=3',
  ]) {
    await page.goto(address);
    await expect(page.getByText('Tej listy nie da się pokazać z filtrami lub sortowaniem', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pokaż całą listę' }).click();
    await expect(page).not.toHaveURL(/filters|kolor/);
    await expect(orderCount(page)).toHaveText(all ?? '');
    await expect(gridRows(page).first().getByRole('link').first()).toHaveText(first ?? '');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  }
});
