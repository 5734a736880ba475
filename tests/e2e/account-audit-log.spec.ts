import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/universal';
import { issueToken } from '../../src/mocks/http/auth';
import { tickInGrid } from './account-helpers';
import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';

/**
 * The company's audit log (/moje-konto/dziennik-zdarzen): the administrator's changes appear there,
 * filtered, exported and read as phone cards; and a buyer pays two invoices with one payment.
 */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const gridRows = (page: Page, name: string) => page.getByRole('grid', { name }).getByRole('row').filter({ has: page.getByRole('gridcell') });

/** Rejects the first order awaiting acceptance as the administrator, through this browser's demo API; answers its number. */
const rejectFirstWaitingOrder = (page: Page, token: string) =>
  page.evaluate(async (bearer) => {
    const headers = { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' };
    const queue = (await (await fetch('/e-commerce/v1/sales-orders/order-for-acceptance?limit=1', { headers })).json()) as { salesOrders: { id: number; number: string }[] };
    const [order] = queue.salesOrders;
    const answer = await fetch(`/e-commerce/v1/sales-orders/${order.id}/reject`, { method: 'POST', headers, body: JSON.stringify({ reason: 'Poza budżetem kwartału.' }) });
    if (!answer.ok) throw new Error(`reject: ${answer.status}`);
    return order.number;
  }, token);

test('a buyer ticks two unpaid invoices, pays them with one payment and both show paid', async ({ page }) => {
  test.slow(); // the list, the payment page and the list again
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto/faktury');
  const rows = gridRows(page, 'Lista faktur');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status płatności' }).click();
  await page.getByRole('option', { name: 'Do zapłaty' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/filters/);
  await expect.poll(async () => (await rows.count()) > 1 && (await rows.filter({ hasText: 'Zapłacona' }).count()) === 0).toBe(true);

  const numbers: string[] = [];
  for (const index of [0, 1]) {
    numbers.push(((await rows.nth(index).getByRole('link').first().textContent()) ?? '').trim());
    await tickInGrid(rows.nth(index).getByRole('checkbox'));
  }
  const bar = page.getByRole('region', { name: 'Działania na zaznaczonych fakturach' });
  await expect(bar).toContainText('Zaznaczono 2 faktury');
  const pay = bar.getByRole('button', { name: /^Zapłać zaznaczone \(2\): \d[\d\s]*,\d\d\szł$/ });
  await expect(pay).toBeVisible();
  const sum = ((await pay.textContent()) ?? '').replace(/^.*: /, '');
  await page.screenshot({ path: test.info().outputPath('invoices-pay-selected-1440.png') });
  await pay.click();

  // The operator's page names both invoices and the sum.
  await expect(page).toHaveURL(/\/demo\/platnosc\/\w+/);
  const facts = page.locator('dl');
  await expect(facts.getByRole('listitem')).toHaveText(numbers);
  await expect(facts).toContainText(sum);
  await page.screenshot({ path: test.info().outputPath('invoices-payment-page.png') });
  await page.getByRole('button', { name: 'Zapłać', exact: true }).click();

  await expect(page).toHaveURL(/\/moje-konto\/faktury/);
  // Back on the list, the shop says how the payment ended; closed, it does not come back on a reload.
  const notice = page.getByRole('status').filter({ hasText: 'Dziękujemy, płatność została przyjęta. Faktury są zapłacone.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Zamknij' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(gridRows(page, 'Lista faktur').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  // Both are paid: each found by its number.
  for (const number of numbers) {
    await page.goto('/moje-konto/faktury');
    await page.getByLabel('Numer faktury').fill(number);
    const row = gridRows(page, 'Lista faktur').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Zapłacona');
  }
});

test('an administrator finds her changes in the audit log, filters them, exports them to XLSX and reads them as cards on a phone', async ({ page }) => {
  test.slow(); // the users list, a dialog, the log, an export and a phone layout
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/dziennik-zdarzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Dziennik zdarzeń' })).toBeVisible();
  // Nothing happened yet: the log says it is empty, once, and what will appear in it.
  await expect(page.getByRole('grid', { name: 'Dziennik zdarzeń firmy' }).getByText('Dziennik jest jeszcze pusty')).toBeVisible();
  await expect(page.getByText('Dziennik jest jeszcze pusty')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^Pojawi się tu każde złożenie, edycja, akceptacja i odrzucenie zamówienia/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('audit-log-empty-1440.png'), fullPage: true });

  // Marek Kamiński deactivated and reactivated, an order rejected.
  await page.goto('/moje-konto/uzytkownicy');
  await page.getByRole('button', { name: 'Dezaktywuj konto użytkownika Marek Kamiński' }).click();
  await page.getByRole('dialog', { name: 'Dezaktywować konto?' }).getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(toast(page, 'Konto użytkownika Marek Kamiński zostało dezaktywowane.')).toBeVisible();
  await page.getByRole('button', { name: 'Aktywuj ponownie konto użytkownika Marek Kamiński' }).click();
  await expect(toast(page, /Konto użytkownika Marek Kamiński jest znowu aktywne/)).toBeVisible();
  const rejected = await rejectFirstWaitingOrder(page, issueToken('user', '3'));

  await page.getByRole('navigation').getByRole('link', { name: 'Dziennik zdarzeń' }).first().click();
  await expect(page).toHaveURL(/\/moje-konto\/dziennik-zdarzen/);
  const rows = gridRows(page, 'Dziennik zdarzeń firmy');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('3 wpisy', { exact: true })).toBeVisible();
  await expect(rows.nth(0)).toContainText('Odrzucenie zamówienia');
  await expect(rows.nth(0)).toContainText(rejected);
  await expect(rows.nth(0)).toContainText('powód: Poza budżetem kwartału.');
  await expect(rows.nth(1)).toContainText('Ponowna aktywacja użytkownika');
  await expect(rows.nth(2)).toContainText('Dezaktywacja użytkownika');
  await expect(rows.nth(2)).toContainText('Magdalena Wójcik');
  await page.screenshot({ path: test.info().outputPath('audit-log-1440.png') });
  await expectNoAxeViolations(page);

  // Only the user changes: deactivations and reactivations.
  await page.getByRole('combobox', { name: 'Zdarzenie' }).click();
  await page.getByRole('option', { name: 'Dezaktywacja użytkownika' }).click();
  // Ticked before the next choice, as the administrator sees it.
  await expect(page.getByRole('option', { name: 'Dezaktywacja użytkownika' }).getByRole('checkbox')).toBeChecked();
  await page.getByRole('option', { name: 'Ponowna aktywacja użytkownika' }).click();
  await expect(page.getByRole('option', { name: 'Ponowna aktywacja użytkownika' }).getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('option', { name: 'Dezaktywacja użytkownika' }).getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(/filters/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Odrzucenie zamówienia' })).toHaveCount(0);
  const total = Number(((await page.getByText(/^\d+ wpis(y|ów)?$/).textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBe(2);

  // Every matching entry, read back from the file.
  const toolbar = page.getByRole('toolbar', { name: 'Narzędzia listy' });
  await toolbar.getByRole('button', { name: 'Eksportuj' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Eksportuj do Excela \(XLSX\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dziennik-zdarzen-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // A copy of its own: a small file's Buffer shares a pool, whose ArrayBuffer starts elsewhere.
  const [sheet] = await readXlsxFile(new Uint8Array(readFileSync(await download.path())).buffer);
  expect(sheet.data[0]).toEqual(['Kiedy', 'Kto', 'Zdarzenie', 'Czego dotyczy', 'Szczegóły']);
  expect(sheet.data).toHaveLength(total + 1);
  expect(sheet.data.slice(1).map((row) => row[3])).toEqual(['Marek Kamiński', 'Marek Kamiński']);

  // On a phone: cards of the same entries.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Dziennik zdarzeń firmy' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Marek Kamiński');
  await expect(cards.first()).toContainText('Ponowna aktywacja użytkownika');
  await page.screenshot({ path: test.info().outputPath('audit-log-390.png'), fullPage: true });
});
