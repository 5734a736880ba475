import { expect, expectNoAxeViolations, logIn, test } from './fixtures';

test('a company buyer logs in and pages through the orders grid, 24 rows a page', async ({ page }) => {
  await page.goto('/logowanie');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);

  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Zamówienia' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia/);
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(24);
  const firstNumber = await rows.first().getByRole('gridcell').first().textContent();
  expect(firstNumber).toMatch(/^ZS\/\d{4}\/\d{2}\/\d+$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /następnej strony/i }).click();
  await expect(rows).toHaveCount(24);
  await expect(rows.first().getByRole('gridcell').first()).not.toHaveText(firstNumber ?? '');
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(page.getByText(/^25–48 z \d+$/)).toBeVisible();
});

test('the orders grid sorts by value on the server', async ({ page }) => {
  await page.goto('/logowanie');
  await logIn(page, 'akceptant@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);
  await page.goto('/moje-konto/zamowienia');
  const grid = page.getByRole('grid', { name: 'Lista zamówień' });
  await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(24);
  await grid.getByRole('columnheader', { name: /wartość/i }).click();
  await expect(page).toHaveURL(/grandTotal/);
  const cells = grid.locator('[data-field^="grandTotal"][role="gridcell"]');
  const amounts = async () =>
    (await cells.allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  // Sorted on the server: the page holds the 24 largest values, largest first.
  await expect.poll(async () => {
    const values = await amounts();
    return values.length === 24 && values.every((value, index) => index === 0 || values[index - 1] >= value);
  }).toBe(true);
  await grid.getByRole('columnheader', { name: /wartość/i }).click();
  await expect(page).toHaveURL(/grandTotal.*asc|asc.*grandTotal/);
  await expect.poll(async () => {
    const values = await amounts();
    return values.length === 24 && values.every((value, index) => index === 0 || values[index - 1] <= value);
  }).toBe(true);
});

test('a guest who opens the account area is sent to the login page and back after logging in', async ({ page }) => {
  await page.goto('/moje-konto/zamowienia');
  await expect(page).toHaveURL(/\/logowanie/);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia/);
  await expect(page.getByRole('grid', { name: 'Lista zamówień' })).toBeVisible();
});
