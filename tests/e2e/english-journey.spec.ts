import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { describeHits, findPolish } from '../shared/polishWords';
import { formatProblems } from '../shared/writtenFormats';
import { spreadsheetTexts } from '../shared/zipEntries';
import { dismissCookies, open } from './catalogue-helpers';
import { cutTexts } from './account-helpers';
import { expect, logIn, openLoggedIn, test } from './fixtures';

/**
 * What the shop sends an English-speaking user is English end to end: a company registers under /en,
 * activates the account from the English e-mail, buys, gets the English order confirmation, and an
 * administrator downloads an English invoice and an English report.
 */

const EMAIL = 'anna.kos@kos-consulting.com';
const PASSWORD = 'Bezpieczne1!';
/** A paper sold by the ream (the deterministic demo seed). */
const PAPER = '/en/product/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';

/**
 * Polish words in a part of the page (proper names and e-mail addresses allowed), and amounts, days
 * and percentages not written the English way, with where they were.
 */
async function polishIn(part: Locator, where: string): Promise<string[]> {
  const text = await part.innerText();
  return [...describeHits(findPolish(text), where), ...formatProblems(text, 'en').map((problem) => `${problem} (${where})`)];
}

/** From the demo mailbox (English), the newest message to EMAIL with that subject: open it and check it. */
async function openMail(page: Page, subject: string | RegExp): Promise<string[]> {
  await page.goto(`/en/demo/mailbox?to=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  return polishIn(page.getByRole('main'), `e-mail "${subject}"`);
}

test('in English a company registers, activates, buys and reads its e-mails; an administrator downloads an invoice and a report — no Polish', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];

  // Registration under /en.
  await open(page, '/en/registration');
  await dismissCookies(page);
  await page.getByRole('radio', { name: /^Company/ }).check();
  await page.getByLabel(/^Company name/).fill('Kos Consulting sp. z o.o.');
  await page.getByLabel(/^Tax ID/).fill('526-000-12-46');
  await page.getByLabel(/^First name/).fill('Anna');
  await page.getByLabel(/^Last name/).fill('Kos');
  await page.getByLabel(/^E-mail address/).fill(EMAIL);
  await page.getByLabel(/^Phone/).fill('+48 601 234 567');
  await page.getByLabel(/^Street and number/).fill('ul. Morska 5');
  await page.getByLabel(/^Postcode/).fill('81-225');
  await page.getByLabel(/^City/).fill('Gdynia');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the shop terms/ }).check();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  // The activation e-mail is English; its link activates the account.
  problems.push(...(await openMail(page, 'Activate your Spinacz.pl account')));
  await expect(page.getByRole('main')).toContainText('Kos Consulting sp. z o.o.');
  await page.getByRole('main').getByRole('link', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/en\/registration\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is active' })).toBeVisible();
  problems.push(...(await polishIn(page.getByRole('main'), 'activation page')));

  // Log in and buy two reams.
  await open(page, '/en/login');
  await logIn(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/en\/my-account$/);
  await open(page, PAPER);
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Has been added to the cart' })).toBeVisible();
  await page.goto('/en/checkout');
  const order = page.getByRole('button', { name: 'Order with obligation to pay' });
  await expect(order).toBeEnabled();
  await page.getByRole('radio', { name: /^DPD courier/ }).check();
  await page.getByRole('radio', { name: /^Bank transfer \(prepayment\)/ }).check();
  problems.push(...(await polishIn(page.getByRole('main'), 'checkout')));
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({ timeout: 20_000 });
  const number = /ZS\/\d{4}\/\d{2}\/\d{6}/.exec(await page.getByRole('main').innerText())?.[0];
  expect(number, 'the order number on the confirmation').toBeTruthy();
  problems.push(...(await polishIn(page.getByRole('main'), 'order confirmation page')));

  // The order confirmation e-mail: English words, English amounts.
  problems.push(...(await openMail(page, `Order confirmation ${number}`)));
  await expect(page.getByRole('main')).toContainText(/PLN\s\d+\.\d{2}/);

  // An administrator of a company with invoices: the invoice PDF and a report, English.
  await openLoggedIn(page, 'akceptant@firma.demo', '/en/my-account/invoices');
  const invoiceLink = page.getByRole('main').getByRole('link', { name: /^FV\// }).first();
  await expect(invoiceLink).toBeVisible();
  const invoice = ((await invoiceLink.textContent()) ?? '').trim();
  // English amounts ("PLN 11,323.63") are longer than Polish ones, and whole in the grid all the same.
  const invoiceRows = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') });
  expect(await cutTexts(invoiceRows, 'grandTotal')).toEqual([]);
  expect(await cutTexts(invoiceRows, 'amountDue')).toEqual([]);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download the PDF of invoice ${invoice}` }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^Invoice[-_]FV[-_]\d{4}[-_]\d{2}[-_]\d+\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  problems.push(...(await polishIn(page.getByRole('main'), 'invoices')));

  await page.goto('/en/my-account/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel(/^Report type/).selectOption({ label: 'Spending by category' });
  await page.getByRole('button', { name: 'Order the report' }).click();
  const ready = page.getByRole('grid').getByRole('button', { name: /^Download the XLSX file: Spending by category/ }).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const [xlsx] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^Report_Spending_by_category_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const cells = spreadsheetTexts(await readFile((await xlsx.path())!));
  expect(cells.length).toBeGreaterThan(10);
  problems.push(...describeHits(findPolish(cells.join('\n')), 'report XLSX'));
  problems.push(...(await polishIn(page.getByRole('main'), 'reports')));

  // The same lists in Polish write amounts and days the Polish way.
  for (const path of ['/moje-konto/faktury', '/moje-konto/zamowienia']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: /^(FV|ZS)\// }).first()).toBeVisible();
    problems.push(...formatProblems(await page.getByRole('main').innerText(), 'pl').map((problem) => `${problem} (${path})`));
  }

  expect(problems).toEqual([]);
});
