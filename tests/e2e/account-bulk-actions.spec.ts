import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const gridRows = (page: Page, name: string) => page.getByRole('grid', { name }).getByRole('row').filter({ has: page.getByRole('gridcell') });
const numberOf = async (row: Locator) => ((await row.getByRole('link').first().textContent()) ?? '').trim();

test('ticked invoices download as one ZIP of their PDFs, and ticked orders are copied to the cart order by order', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/faktury');
  const invoices = gridRows(page, 'Lista faktur');
  await expect(invoices).toHaveCount(24);
  const numbers = [await numberOf(invoices.nth(0)), await numberOf(invoices.nth(1))];
  // One tick box by mouse, the other by keyboard; the bar counts them.
  await invoices.nth(0).getByRole('checkbox').click();
  await invoices.nth(1).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(invoices.nth(1).getByRole('checkbox')).toBeChecked();
  const invoiceBar = page.getByRole('region', { name: 'Działania na zaznaczonych fakturach' });
  await expect(invoiceBar).toContainText('Zaznaczono 2 faktury');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), invoiceBar.getByRole('button', { name: 'Pobierz PDF (ZIP)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^faktury-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(files).sort()).toEqual(numbers.map((number) => `Faktura-${number.replace(/\//g, '-')}.pdf`).sort());
  for (const pdf of Object.values(files)) expect(Buffer.from(pdf.subarray(0, 4)).toString('latin1')).toBe('%PDF');

  // Two orders' products into the cart: their lines first, from each order's page.
  await page.goto('/moje-konto/zamowienia');
  const orders = gridRows(page, 'Lista zamówień');
  await expect(orders).toHaveCount(24);
  const copyable = orders.filter({ has: page.getByRole('checkbox', { disabled: false }) });
  const orderNumbers = [await numberOf(copyable.nth(0)), await numberOf(copyable.nth(1))];
  const names: string[] = [];
  for (const number of orderNumbers) {
    await orders.getByRole('link', { name: number, exact: true }).click();
    const lines = page.getByRole('table', { name: `Produkty zamówienia ${number}` });
    await expect(lines.getByRole('link').first()).toBeVisible();
    names.push(...(await lines.getByRole('link').allTextContents()));
    await page.goBack();
    await expect(orders).toHaveCount(24);
  }
  for (const number of orderNumbers) await orders.filter({ hasText: number }).getByRole('checkbox').click();
  const orderBar = page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' });
  await expect(orderBar).toContainText('Zaznaczono 2 zamówienia');
  await orderBar.getByRole('button', { name: 'Kopiuj do koszyka' }).click();
  const report = page.getByRole('status').filter({ hasText: 'Produkty zaznaczonych zamówień są w koszyku' });
  await expect(report).toBeVisible();
  for (const number of orderNumbers) await expect(report.getByRole('listitem').filter({ hasText: `${number}: dodano do koszyka.` })).toBeVisible();
  await expectNoAxeViolations(page);

  await report.getByRole('link', { name: 'Przejdź do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  const cartLines = page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');
  await expect(cartLines.first()).toBeVisible();
  for (const name of new Set(names)) await expect(cartLines.filter({ hasText: name }).first()).toBeVisible();
});
