import type { Page } from '@playwright/test';
import { expect, openLoggedIn, test } from './fixtures';

test.use({ viewport: { width: 1024, height: 768 } });

/** Whether a column's header lies within the grid's width (nothing to scroll sideways for). */
async function withinGrid(page: Page, name: RegExp): Promise<boolean> {
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  const [gridBox, headerBox] = await Promise.all([grid.boundingBox(), grid.getByRole('columnheader', { name }).boundingBox()]);
  return Boolean(gridBox && headerBox && headerBox.x >= gridBox.x && headerBox.x + headerBox.width <= gridBox.x + gridBox.width + 1);
}

test('at 1024 px the orders show number, date, status, value and actions at once, Enter opens an order, and a private customer sees no company columns', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(24);
  // The header's name may end with its sort button ("Data złożenia Sortuj"); the value is net or gross as the user chose.
  for (const name of [/^Numer zamówienia/, /^Data złożenia/, /^Status/, /^Wartość (netto|brutto)/, /^Akcje/]) {
    expect(await withinGrid(page, name), `${name.source} without scrolling sideways`).toBe(true);
  }

  // The pager is one step from the toolbar, not 24 rows away.
  await page.getByRole('button', { name: 'Przejdź do stron listy' }).click();
  await expect(page.getByRole('button', { name: /następnej strony/i })).toBeFocused();

  // A cell of the second order, then Enter: the order's page.
  const second = rows.nth(1);
  const number = (await second.locator('[data-field="number"]').textContent())!;
  expect(number).toMatch(/^ZS\//);
  await second.locator('[data-field="createdAt"]').click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

  // A private customer: his own orders, no "Zamawiający" or "Centrum kosztowe", and no "Administrator".
  await page.context().clearCookies();
  const own = page;
  await openLoggedIn(own, 'klient@spinacz.demo', '/moje-konto/zamowienia');
  const ownGrid = own.getByRole('grid', { name: 'Lista zamówień' });
  await expect(ownGrid.getByRole('columnheader', { name: 'Numer zamówienia' })).toBeVisible();
  await expect(ownGrid.getByRole('columnheader', { name: 'Zamawiający' })).toHaveCount(0);
  await expect(ownGrid.getByRole('columnheader', { name: 'Centrum kosztowe' })).toHaveCount(0);
  await own.getByRole('button', { name: 'Otwórz menu konta' }).click();
  const accountNav = own.getByRole('navigation', { name: 'Menu konta' });
  await expect(accountNav.getByText('Klient indywidualny')).toBeVisible();
  await expect(accountNav.getByText('Administrator')).toHaveCount(0);
});

test('the reports grid is one stop of the Tab key: a report’s buttons are reached with the arrows, and Tab goes on past the grid', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/raporty');
  const grid = page.getByRole('grid', { name: 'Zamówione raporty' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  const download = grid.getByRole('button', { name: /^Pobierz plik XLSX: / }).first();
  await expect(download).toBeVisible();

  // From the toolbar: the grid's header is one stop, the next Tab leaves the grid.
  await page.getByRole('toolbar', { name: 'Narzędzia listy' }).getByRole('button', { name: 'Eksportuj' }).focus();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('columnheader').first()).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await grid.evaluate((element) => element.contains(document.activeElement))).toBe(false);

  // The arrows reach a report's actions: the focus is on the cell's first button.
  await grid.getByRole('columnheader').first().focus();
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(rows.first().getByRole('button').first()).toBeFocused();
});
