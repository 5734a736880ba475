import { readFile } from 'node:fs/promises';
import { cutHeaders, cutTexts, logInAs, sidewaysOverflow } from './account-helpers';
import { expect, expectNoAxeViolations, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';
import type { Page } from '@playwright/test';

const dataRows = (page: Page) => page.getByRole('grid', { name: 'Lista faktur' }).getByRole('row').filter({ has: page.getByRole('gridcell') });

test('an approver pages through the invoices, sees the overdue ones marked and the unpaid totals', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Faktury', exact: true }).click();
  await expect(page).toHaveURL(/\/moje-konto\/faktury/);
  const rows = dataRows(page);
  await expect(rows).toHaveCount(24);
  await expect(page.getByText('Do zapłaty łącznie (brutto)')).toBeVisible();
  await expect(page.getByText('W tym po terminie (brutto)')).toBeVisible();

  // Overdue rows carry the mark and say so in words, not only in colour.
  const overdue = page.locator('.invoice-row--overdue');
  await expect(overdue.first()).toBeVisible();
  const marked = await overdue.count();
  await expect(rows.filter({ hasText: 'Po terminie' })).toHaveCount(marked);
  await expectNoAxeViolations(page);

  // On a 1024 px laptop the payment states, the kinds of invoice ("Faktura korygująca" in two lines) and the amounts read whole.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(rows.locator('[data-field="type"]').filter({ hasText: 'Faktura korygująca' }).first()).toBeVisible();
  expect(await cutTexts(rows, 'number')).toEqual([]);
  expect(await cutTexts(rows, 'status')).toEqual([]);
  expect(await cutTexts(rows, 'type')).toEqual([]);
  expect(await cutTexts(rows, 'grandTotal')).toEqual([]);
  expect(await cutTexts(rows, 'amountDue')).toEqual([]);
  // Every column in view, each title whole ("Data wystawienia" beside the arrow of the list's order).
  expect(await sidewaysOverflow(page.getByRole('grid', { name: 'Lista faktur' }))).toBeLessThanOrEqual(8);
  expect(await cutHeaders(page.getByRole('grid', { name: 'Lista faktur' }))).toEqual([]);

  const firstNumber = await rows.first().locator('[data-field="number"]').textContent();
  expect(firstNumber).toMatch(/^F[VK]\/\d{4}\/\d{2}\/\d+$/);
  await page.getByRole('button', { name: /następnej strony/i }).click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(rows).toHaveCount(24);
  await expect(rows.first().locator('[data-field="number"]')).not.toHaveText(firstNumber ?? '');
  const pageTwo = await rows.getByRole('link').allTextContents();
  expect(pageTwo).not.toContain(firstNumber);

  // A filter from availableFilters narrows the list on the server and starts from the first page.
  await page.getByRole('combobox', { name: 'Status płatności' }).click();
  await page.getByRole('option', { name: 'Po terminie' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/currentPage=1/);
  await expect(rows.first()).toBeVisible();
  await expect.poll(async () => (await rows.count()) > 0 && (await rows.filter({ hasNotText: 'Po terminie' }).count()) === 0).toBe(true);
});

test('an invoice PDF downloads from the grid and from the detail, and the detail shows the invoice', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/faktury');
  const rows = dataRows(page);
  await expect(rows).toHaveCount(24);
  const first = rows.first();
  const number = (await first.getByRole('link').textContent()) ?? '';

  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Pobierz PDF faktury ${number}` }).click()]);
  expect(download.suggestedFilename()).toBe(`Faktura-${number.replace(/\//g, '-')}.pdf`);
  const file = await readFile((await download.path()) ?? '');
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await first.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/moje-konto\/faktury\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByRole('heading', { name: 'Podsumowanie według stawek VAT' })).toBeVisible();
  await expect(page.getByText('Słownie')).toBeVisible();
  await expect(page.getByRole('link', { name: /^ZS\// }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz PDF' }).click()]);
  expect((await readFile((await again.path()) ?? '')).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('link', { name: 'Wróć do listy faktur' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/faktury(\?|$)/);

  await page.goto('/moje-konto/faktury/999999999');
  await expect(page.getByText(/Nie znaleziono faktury/)).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono faktury | Spinacz');
});

test('paying an unpaid invoice goes to the demo payment page', async ({ page }) => {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/faktury');
  await expect(dataRows(page)).toHaveCount(24);
  await dataRows(page).getByRole('button', { name: /^Zapłać fakturę/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do zapłaty:');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Przejdź do płatności' }).click();
  await expect(page).toHaveURL(/\/demo\/platnosc\/[^/]+$/);
});

test('the dashboard shows the widgets, the spend chart and each cost centre\'s limit (usage bar or "Bez limitu"); the administrator\'s cost centres page lists them to manage', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  await expect(page.getByRole('figure', { name: 'Wydatki w ostatnich 12 miesiącach' })).toBeVisible();
  for (const title of ['Zamówienia do akceptacji', 'Faktury do zapłaty', 'Ostatnie zamówienia', 'Wykorzystanie limitów']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Ostatnie zamówienia' }).getByRole('link', { name: /^ZS\// })).toHaveCount(5);
  // The limits widget: a card per centre with its usage bar and how its limit behaves, or "Bez limitu".
  const limits = page.getByRole('region', { name: 'Wykorzystanie limitów' });
  await expect(limits.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d+/);
  const unlimited = limits.getByRole('article', { name: 'Dział IT' });
  await expect(unlimited.getByText('Bez limitu').first()).toBeVisible();
  await expect(unlimited.getByRole('progressbar')).toHaveCount(0);
  const limited = limits.getByRole('article', { name: 'Marketing' });
  await expect(limited.getByRole('progressbar', { name: 'Wykorzystanie limitu: Marketing' })).toBeVisible();
  await expect(limited.getByText('Limit twardy – można przekroczyć po akceptacji')).toBeVisible();
  await expectNoAxeViolations(page);

  // The administrator's cost centres page: every centre of the company, to manage.
  await page.getByRole('link', { name: 'Wszystkie centra kosztowe' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/centra-kosztowe$/);
  const marketing = page.getByRole('table', { name: 'Centra kosztowe firmy' }).getByRole('row', { name: /^Marketing/ });
  await expect(marketing.getByRole('cell', { name: 'Przekroczenie po akceptacji' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a buyer (acl invoices in the demo) has the invoices entry; on a phone the invoices are cards with their key fields and actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'kupiec@firma.demo');
  await page.getByRole('button', { name: /Otwórz menu konta/ }).click();
  await page.getByRole('link', { name: 'Faktury', exact: true }).click();
  await expect(page).toHaveURL(/\/moje-konto\/faktury/);
  const first = page.getByRole('list', { name: 'Lista faktur' }).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^FV\// })).toBeVisible();
  await expect(first.getByRole('term')).toHaveText(['Data wystawienia', 'Termin płatności', 'Status płatności', 'Do zapłaty']);
  await expect(first.getByRole('definition').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(first.getByRole('button', { name: /^Pobierz PDF faktury/ })).toBeVisible();
  // No sideways scrolling of the page itself.
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
