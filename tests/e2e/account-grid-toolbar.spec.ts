import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/universal';
import { tickInGrid } from './account-helpers';
import { expect, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

test.describe('desktop 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an administrator narrows the orders grid to his columns, takes 48 rows a page, exports every order to XLSX and steps back through the pages', async ({ page }) => {
    await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
    const grid = page.getByRole('grid', { name: 'Lista zamówień' });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows).toHaveCount(24);
    const toolbar = page.getByRole('toolbar', { name: 'Narzędzia listy' });

    // The cost centre is not what he looks at: hidden, and still hidden after a reload.
    await expect(grid.getByRole('columnheader', { name: 'Centrum kosztowe' })).toBeVisible();
    await toolbar.getByRole('button', { name: 'Kolumny' }).click();
    await tickInGrid(page.getByRole('checkbox', { name: 'Centrum kosztowe' }), false);
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('columnheader', { name: 'Centrum kosztowe' })).toHaveCount(0);
    await page.reload();
    await expect(rows).toHaveCount(24);
    await expect(grid.getByRole('columnheader', { name: 'Zamawiający' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Centrum kosztowe' })).toHaveCount(0);

    // 48 rows a page.
    await toolbar.getByLabel('Wierszy na stronie').selectOption('48');
    await expect(rows).toHaveCount(48);
    await expect(page).toHaveURL(/pageSize=48/);
    const range = page.getByText(/^1–48 z \d+$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.replace(/^.* z /, ''));
    expect(total).toBeGreaterThan(48);

    // Every order the list holds, not just the page, read back from the file.
    await toolbar.getByRole('button', { name: 'Eksportuj' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Eksportuj do Excela \(XLSX\)/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^zamowienia-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readXlsxFile(readFileSync(await download.path()).buffer as ArrayBuffer);
    expect(sheet.data[0]).toContain('Numer zamówienia');
    expect(sheet.data[0]).not.toContain('Centrum kosztowe');
    expect(sheet.data).toHaveLength(total + 1);
    await expect(toolbar.getByRole('status')).toHaveText(/^Zapisano plik zamowienia-.*\.xlsx/);

    // The next page, then Back to the first one.
    const firstNumber = await rows.first().locator('[data-field="number"]').textContent();
    expect(firstNumber).toMatch(/^ZS\//);
    await page.getByRole('button', { name: /następnej strony/i }).click();
    await expect(page.getByText(/^49–\d+ z \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/currentPage=2/);
    await page.goBack();
    await expect(page.getByText(/^1–48 z \d+$/)).toBeVisible();
    await expect(rows.first().locator('[data-field="number"]')).toHaveText(firstNumber ?? '');
    await expect(page).toHaveURL(/currentPage=1/);
  });
});

test.describe('history of a list, 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Back and Forward step through the pages, the sort and the filter of the orders one at a time', async ({ page }) => {
    await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
    const grid = page.getByRole('grid', { name: 'Lista zamówień' });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows).toHaveCount(24);
    const range = (text: RegExp) => expect(page.getByText(text)).toBeVisible();

    // Page 2, then a sort by value (back to its first page), then a status filter: three steps.
    await page.getByRole('button', { name: /następnej strony/i }).click();
    await range(/^25–48 z \d+$/);
    const secondPageFirst = await rows.first().locator('[data-field="number"]').textContent();
    await grid.getByRole('columnheader', { name: /wartość/i }).click();
    await expect(page).toHaveURL(/currentPage=1.*grandTotal/);
    await range(/^1–24 z \d+$/);
    const byValueFirst = await rows.first().locator('[data-field="number"]').textContent();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Dostarczone' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect(page).toHaveURL(/delivered/);

    // Back: the sort by value without the filter, then page 2 in the date order, then page 1.
    await page.goBack();
    await expect(page).not.toHaveURL(/delivered/);
    await expect(page).toHaveURL(/currentPage=1.*grandTotal/);
    await expect(rows.first().locator('[data-field="number"]')).toHaveText(byValueFirst ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/currentPage=2.*createdAt/);
    await range(/^25–48 z \d+$/);
    await expect(rows.first().locator('[data-field="number"]')).toHaveText(secondPageFirst ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/\/moje-konto\/zamowienia$/);
    await range(/^1–24 z \d+$/);

    // Forward walks the same steps again, up to the filter.
    await page.goForward();
    await expect(page).toHaveURL(/currentPage=2.*createdAt/);
    await range(/^25–48 z \d+$/);
    await page.goForward();
    await expect(page).toHaveURL(/currentPage=1.*grandTotal/);
    await expect(rows.first().locator('[data-field="number"]')).toHaveText(byValueFirst ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/delivered/);
    await expect(grid.getByText('Dostarczone').first()).toBeVisible();
  });
});

test.describe('phone 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the cards have the same tools: the columns they show, 48 a page and an export of every order', async ({ page }) => {
    await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/zamowienia');
    const cards = page.getByRole('list', { name: 'Lista zamówień' }).getByRole('listitem');
    await expect(cards).toHaveCount(24);
    const tools = page.getByRole('toolbar', { name: 'Narzędzia listy' });
    const range = tools.getByText(/^1–24 z \d+$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.replace(/^.* z /, '').replace(/\s/g, ''));

    // "Zamawiający" off the cards, remembered after a reload.
    await expect(cards.first().getByRole('term').filter({ hasText: 'Zamawiający' })).toHaveCount(1);
    await tools.getByRole('button', { name: 'Kolumny' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Zamawiający' }).click();
    await page.keyboard.press('Escape');
    await expect(cards.first().getByRole('term').filter({ hasText: 'Zamawiający' })).toHaveCount(0);
    await page.reload();
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('term').filter({ hasText: 'Zamawiający' })).toHaveCount(0);

    await tools.getByLabel('Wierszy na stronie').selectOption('48');
    await expect(cards).toHaveCount(48);
    await expect(tools.getByText(/^1–48 z \d+$/)).toBeVisible();

    await tools.getByRole('button', { name: 'Eksportuj' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Eksportuj do Excela \(XLSX\)/ }).click();
    const [sheet] = await readXlsxFile(readFileSync(await (await downloading).path()).buffer as ArrayBuffer);
    expect(sheet.data[0]).toContain('Numer zamówienia');
    expect(sheet.data[0]).not.toContain('Zamawiający');
    expect(sheet.data).toHaveLength(total + 1);
    await expect(tools.getByRole('status')).toHaveText(/^Zapisano plik zamowienia-.*\.xlsx/);
    // Nothing wider than the phone.
    await expectNoSidewaysScroll(page);
  });
});
