import type { Page } from '@playwright/test';
import {
  answerNext, buyerAtCheckout, callApi, cartLines, delayNext, failNext, fillCart, gotoWithBootFaults, installBootFaults, logInAs, openPage, putIntoCart,
} from './error-helpers';
import { expect, test } from './fixtures';
import { fillCompanyRegistration } from './registration-helpers';

/**
 * The error catalogue (docs/error-catalogue.md), checkout and the account's forms: each test is
 * one row, named by its ID; the fault comes from the demo API's fault injection.
 */

const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const THANKS = 'Dziękujemy za zamówienie';
const PLACE_FAILED = 'Nie udało się złożyć zamówienia. Spróbuj ponownie – wpisane dane zostały zachowane.';

const orderCount = async (page: Page) => (await callApi<{ countTotal: number }>(page, 'GET', '/sales-orders?limit=1')).countTotal;

test.beforeEach(async ({ page }) => {
  await installBootFaults(page);
});

test('E39 failed cost centres are silent: the cart shows its lines without the limits', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  const names = await fillCart(page, 1);
  const fault = { operationId: 'getCostCenters', status: 500 };
  await gotoWithBootFaults(page, '/koszyk', [fault, fault]);
  await expect(cartLines(page).getByRole('link', { name: names[0] })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Wystąpił błąd|Nie udało się/)).toHaveCount(0);
});

/** The delivery date select with a date other than the first chosen; its message below it. */
async function chooseAnotherDate(page: Page) {
  const date = page.getByLabel('Termin dostawy');
  const dates = await date.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await date.selectOption(dates[2]);
  return { date, chosen: dates[2], message: page.locator('#checkout-orderDeliveryDate-helper-text') };
}

test('E40 an invalid delivery date shows the server\'s message', async ({ page }) => {
  await buyerAtCheckout(page, 'E40/1');
  await answerNext(page, 'validateUserDeliveryDate', { isValidDate: false, message: 'W tym dniu nie dowozimy pod ten adres.' });
  const { date, chosen, message } = await chooseAnotherDate(page);
  await expect(message).toHaveText('W tym dniu nie dowozimy pod ten adres.');
  await expect(date).toHaveValue(chosen);
  await expect(page.getByLabel('Twój numer zamówienia')).toHaveValue('E40/1');
});

test('E41 an invalid delivery date without a message says "Wybrany termin dostawy jest niedostępny."', async ({ page }) => {
  await buyerAtCheckout(page, 'E41/1');
  await answerNext(page, 'validateUserDeliveryDate', { isValidDate: false, message: null });
  const { date, chosen, message } = await chooseAnotherDate(page);
  await expect(message).toHaveText('Wybrany termin dostawy jest niedostępny.');
  await expect(date).toHaveValue(chosen);
});

test('E42 a failed delivery-date check says "Podczas sprawdzania daty dostawy wystąpił błąd."', async ({ page }) => {
  await buyerAtCheckout(page, 'E42/1');
  await failNext(page, 'validateUserDeliveryDate', 500);
  const { date, chosen, message } = await chooseAnotherDate(page);
  await expect(message).toHaveText('Podczas sprawdzania daty dostawy wystąpił błąd.');
  await expect(date).toHaveValue(chosen);
  await expect(page.getByLabel('Twój numer zamówienia')).toHaveValue('E42/1');
});

test('E43 checkout data that fails to load offers a retry, and the retry opens the checkout', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await putIntoCart(page, 1);
  const fault = { operationId: 'getCheckout', status: 500, error: { message: '' } };
  await gotoWithBootFaults(page, '/proces-zamowienia', [fault, fault]);
  await expect(page.getByText('Nie udało się wczytać danych', { exact: true })).toBeVisible();
  await expect(page.getByText('Wystąpił błąd', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toHaveCount(0);
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeVisible();
});

test('E44 placing an order without network keeps everything typed, and the retry places one order', async ({ page }) => {
  await buyerAtCheckout(page, 'E44/2026');
  const before = await orderCount(page);
  await failNext(page, 'placeOrder', 0);
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('alert').filter({ hasText: PLACE_FAILED })).toBeVisible();
  await expect(page.getByLabel('Twój numer zamówienia')).toHaveValue('E44/2026');
  await expect(page.getByRole('radio', { name: /Kurier DPD/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Przelew z odroczonym terminem/ })).toBeChecked();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
  await expect(page.getByText('E44/2026')).toBeVisible();
  expect(await orderCount(page)).toBe(before + 1);
});

test('E45 registering without network keeps everything typed, and the retry registers', async ({ page }) => {
  await openPage(page, '/rejestracja');
  const email = `e45.${Date.now()}@example.pl`;
  await fillCompanyRegistration(page, email);
  await failNext(page, 'registerUser', 0);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się założyć konta. Spróbuj ponownie.' })).toBeVisible();
  await expect(page.getByLabel(/^Adres e-mail/)).toHaveValue(email);
  await expect(page.getByLabel(/^NIP/)).toHaveValue('526-000-12-46');
  await expect(page.getByLabel(/^Hasło/)).toHaveValue('Bezpieczne1!');
  await expect(page.getByRole('checkbox', { name: /Akceptuję regulamin sklepu/ })).toBeChecked();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
});

/** The buyer's new complaint, step 1 (find the delivery note). */
async function newComplaint(page: Page) {
  await logInAs(page, 'kupiec@firma.demo', '/moje-konto/reklamacje');
  await page.getByRole('button', { name: 'Nowa reklamacja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa reklamacja' })).toBeVisible();
  return page.getByRole('combobox', { name: 'Numer dokumentu dostawy (WZ)' });
}

test('E46 a failed complaint document lookup shows the server\'s message and clears the document (step 1 again)', async ({ page }) => {
  const number = await newComplaint(page);
  await number.fill('WZ/2026/06/104123');
  await failNext(page, 'getComplaintDocumentData', 404, { message: 'Nie znaleziono dokumentu dostawy „WZ/2026/06/104123”.' });
  await page.getByRole('button', { name: 'Wczytaj dokument' }).click();
  await expect(page.getByRole('alert')).toContainText('Nie znaleziono dokumentu dostawy „WZ/2026/06/104123”.');
  await expect(page.getByRole('heading', { level: 2, name: 'Znajdź dokument dostawy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Produkty z dokumentu / })).toHaveCount(0);
  await expect(number).toHaveValue('WZ/2026/06/104123');
});

test('E47 a complaint that fails to send shows the generic error, keeps what was entered, and the retry sends it', async ({ page }) => {
  test.setTimeout(90_000);
  const number = await newComplaint(page);
  await number.fill('WZ/2026');
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Produkty z dokumentu WZ\// })).toBeVisible();
  const product = page.getByRole('list', { name: /^Produkty dokumentu/ }).getByRole('listitem').filter({ has: page.getByRole('checkbox', { disabled: false }) }).first();
  await product.getByRole('checkbox').first().check();
  await product.getByLabel('Powód reklamacji').fill('Pęknięta obudowa po rozpakowaniu.');
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sprawdź i wyślij zgłoszenie' })).toBeVisible();
  const comment = page.getByLabel('Uwagi do zgłoszenia');
  await comment.fill('Proszę o odbiór w godzinach 8–16.');
  await failNext(page, 'createComplaint', 0);
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Nie udało się wysłać zgłoszenia. Wystąpił błąd – spróbuj ponownie.' });
  await expect(failure).toBeVisible();
  // The message is far above the button that failed: it takes the focus (and comes into view).
  await expect(failure).toBeFocused();
  await expect(comment).toHaveValue('Proszę o odbiór w godzinach 8–16.');
  await expect(page.getByText('Pęknięta obudowa po rozpakowaniu.')).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByRole('dialog', { name: 'Reklamacja została zarejestrowana' })).toBeVisible();
});

const reportsGrid = (page: Page) => page.getByRole('grid', { name: 'Zamówione raporty' });

/** The administrator's reports page, its list loaded. */
async function reportsPage(page: Page): Promise<void> {
  await logInAs(page, 'akceptant@firma.demo', '/moje-konto/raporty');
  await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
  await expect(reportsGrid(page).getByRole('button', { name: /^Usuń raport: / }).first()).toBeVisible();
}


test('E48 a report order the server refuses shows its message and keeps the form', async ({ page }) => {
  await reportsPage(page);
  const rows = await reportsGrid(page).getByRole('row').count();
  await page.getByLabel(/^Rodzaj raportu/).selectOption({ label: 'Wydatki według kategorii' });
  const email = page.getByRole('checkbox', { name: /^Wyślij e-mail na adres/ });
  await email.check();
  await failNext(page, 'createReport', 429, { message: 'Możesz zamówić najwyżej 5 raportów dziennie.' });
  await page.getByRole('button', { name: 'Zamów raport' }).click();
  await expect(page.getByText('Możesz zamówić najwyżej 5 raportów dziennie.', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Rodzaj raportu/)).toHaveValue(/.+/);
  await expect(page.getByLabel(/^Rodzaj raportu/).locator('option:checked')).toHaveText('Wydatki według kategorii');
  await expect(email).toBeChecked();
  await expect(reportsGrid(page).getByRole('row')).toHaveCount(rows);
});

test('E49 a report removal the server refuses shows its message and the report stays', async ({ page }) => {
  await reportsPage(page);
  const remove = reportsGrid(page).getByRole('button', { name: /^Usuń raport: / }).first();
  const name = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Usuń raport: /, '');
  const rows = await reportsGrid(page).getByRole('row').count();
  await failNext(page, 'deleteReport', 409, { message: 'Raport jest właśnie przygotowywany – usuń go za chwilę.' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć raport?' });
  await dialog.getByRole('button', { name: 'Usuń raport' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Raport jest właśnie przygotowywany – usuń go za chwilę.');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Raport został usunięty.' })).toHaveCount(0);
  await expect(reportsGrid(page).getByRole('button', { name: `Usuń raport: ${name}` })).toHaveCount(1);
  await expect(reportsGrid(page).getByRole('row')).toHaveCount(rows);
});

test('E50 an order that takes longer than 10 s shows progress, and the page keeps responding', async ({ page }) => {
  test.setTimeout(90_000);
  await buyerAtCheckout(page, 'E50/2026');
  const before = await orderCount(page);
  // Only the order itself takes 11 s; every other answer stays quick.
  await delayNext(page, 'placeOrder', 11_000);
  const button = page.getByRole('button', { name: ORDER_BUTTON });
  await button.click();
  const started = Date.now();
  await expect(button).toBeDisabled();
  await expect(button.getByRole('progressbar')).toBeVisible();
  // The rule is about 10 s: the progress is still there then, and the page still answers.
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - started)));
  await expect(button.getByRole('progressbar')).toBeVisible();
  const help = page.getByRole('banner').getByRole('button', { name: 'Pomoc' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible({ timeout: 15_000 });
  expect(await orderCount(page)).toBe(before + 1);
});

test('E51 a double click on "place order" places one order', async ({ page }) => {
  await buyerAtCheckout(page, 'E51/2026');
  const before = await orderCount(page);
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/e-commerce/v1/checkout/orders') keys.push(request.headers()['idempotency-key'] ?? null);
  });
  // Two clicks in one task: the second lands before the button can turn busy, so two requests go out.
  await page.getByRole('button', { name: ORDER_BUTTON }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('heading', { level: 1, name: THANKS })).toBeVisible();
  expect(await orderCount(page)).toBe(before + 1);
  // Every request of the attempt carried the same key, which the API honours.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toBeTruthy();
});
