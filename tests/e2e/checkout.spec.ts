import type { Page } from '@playwright/test';
import { dismissCookies, open } from './catalogue-helpers';
import { logInAs } from './account-helpers';
import { callApi, gotoWithBootFaults, installBootFaults } from './error-helpers';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, logIn, test } from './fixtures';

/** A paper sold by the ream, 34,49 zł net (the deterministic demo seed). */
const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const PAPER_NET = 34.49;
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const ORDER_NUMBER = /ZS\/\d{4}\/\d{2}\/\d{6}/;

async function addPaper(page: Page, quantity = 1): Promise<void> {
  await open(page, PAPER);
  if (quantity !== 1) await page.getByRole('textbox', { name: 'Ilość', exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeVisible();
}

/** The private buyer's own fields, address and a courier with bank transfer. */
async function fillPrivateBuyer(page: Page, email: string): Promise<void> {
  await page.getByLabel('Imię').fill('Anna');
  await page.getByLabel('Nazwisko').fill('Wiśniewska');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Ulica i numer').fill('Długa 5/2');
  await page.getByLabel('Kod pocztowy').fill('80-831');
  await page.getByLabel('Miejscowość').fill('Gdańsk');
  await page.getByLabel('Telefon').fill('+48 601 234 567');
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew tradycyjny/ }).check();
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }).check();
}

/**
 * How many reams of the paper (in packs of five) go over what is left of a cost centre's limit this month (the
 * month's spending in the demo depends on the day), read with the page's token.
 */
async function reamsOverLimit(page: Page, centre: string): Promise<number> {
  const available = await page.evaluate(async (name) => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/cost-centers', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    const { costCenters } = (await response.json()) as { costCenters: { name: string; limitAvailable: number }[] };
    return costCenters.find((candidate) => candidate.name === name)!.limitAvailable;
  }, centre);
  // Whole packs of five (the paper's order multiple).
  return Math.ceil((Math.floor(available / PAPER_NET) + 1) / 5) * 5;
}

/** The number of orders waiting for the logged-in approver (GET count-order-for-acceptance with the page's token). */
async function acceptanceCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/sales-orders/count-order-for-acceptance', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return ((await response.json()) as { count: number }).count;
  });
}

/**
 * Logs out by dropping the cookies: the next page starts as a guest. The demo API's data stays in
 * the browser's storage, so the next user sees what the previous one did.
 */
async function switchUser(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await logInAs(page, email);
}

test('a guest company buys with a parcel locker and bank transfer and gets the order number', async ({ page }) => {
  await addPaper(page);
  await openCheckout(page);
  await expectNoAxeViolations(page);

  // Eager messages: a submit of the empty form shows the §5 messages and focuses the first field.
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByLabel('Imię')).toBeFocused();
  await expect(page.getByText('To pole jest wymagane.').first()).toBeVisible();
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /e-faktura/ })).toBeChecked();

  await page.getByRole('radio', { name: 'Firma' }).check();
  await page.getByLabel('Nazwa firmy').fill('Biuro Rachunkowe Tęcza sp. z o.o.');
  await page.getByLabel('NIP').fill('778-145-63-28');
  await page.getByLabel('Imię').click();
  await expect(page.getByText('Nieprawidłowy numer NIP.')).toBeVisible();
  await page.getByLabel('NIP').fill('778-145-63-29');
  await expect(page.getByText('Nieprawidłowy numer NIP.')).toBeHidden();
  await page.getByLabel('Imię').fill('Jan');
  await page.getByLabel('Nazwisko').fill('Kowalski');
  await page.getByLabel('Adres e-mail').fill('jan.kowalski@');
  await page.getByLabel('Ulica i numer').fill('Półwiejska 12/4');
  await expect(page.getByText('Wprowadź poprawny adres e-mail.')).toBeVisible();
  await page.getByLabel('Adres e-mail').fill('jan.kowalski@tecza.example.pl');
  await page.getByLabel('Kod pocztowy').fill('61888');
  await page.getByLabel('Miejscowość').fill('Poznań');
  await expect(page.getByText('Nieprawidłowy kod pocztowy.')).toBeVisible();
  await page.getByLabel('Kod pocztowy').fill('61-888');
  await page.getByLabel('Telefon').fill('+48 601 234');
  await page.getByRole('radio', { name: /Paczkomat InPost/ }).click();
  await expect(page.getByText('Niepoprawny numer telefonu.')).toBeVisible();
  await page.getByLabel('Telefon').fill('+48 601 234 567');

  // The pickup-point chooser searches the carrier's points by city, keyboard first.
  const search = page.getByRole('searchbox', { name: /Szukaj punktu/ });
  await search.fill('Poznań');
  const points = page.getByRole('list', { name: 'Punkty odbioru' }).getByRole('listitem');
  await expect(points.first()).toContainText('Poznań');
  await expectNoAxeViolations(page);
  const choose = page.getByRole('list', { name: 'Punkty odbioru' }).getByRole('button').first();
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Wybrany punkt odbioru')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Zmień punkt odbioru/ })).toBeVisible();

  // Nothing typed is lost on a reload.
  await page.reload();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Biuro Rachunkowe Tęcza sp. z o.o.');
  await expect(page.getByText('Wybrany punkt odbioru')).toBeVisible();

  await page.getByRole('radio', { name: /Przelew tradycyjny/ }).check();
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();

  await expect(page).toHaveURL(/\/proces-zamowienia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await expect(page.getByText(ORDER_NUMBER)).toBeVisible();
  await expect(page.getByText('Paczkomat InPost 24/7')).toBeVisible();
  await expect(page.getByText('Biuro Rachunkowe Tęcza sp. z o.o.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveTitle('Dziękujemy za zamówienie | Spinacz');

  // An order that is not there: the page and its title say so, not the thanks.
  await page.goto('/proces-zamowienia/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono zamówienia' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono zamówienia | Spinacz');

  // The cart is empty now.
  await openCheckoutExpectingEmpty(page);
});

async function openCheckoutExpectingEmpty(page: Page): Promise<void> {
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do sklepu' })).toBeVisible();
}

test('a private customer creates an account while buying, logs in and finds the order in the account', async ({ page }) => {
  const email = `anna.${Date.now()}@example.pl`;
  await addPaper(page);
  await openCheckout(page);
  await fillPrivateBuyer(page, email);
  await page.getByRole('checkbox', { name: /Załóż konto/ }).check();
  await page.getByLabel('Hasło', { exact: true }).fill('Spinacz123!');
  await page.getByLabel('Powtórz hasło').fill('Spinacz124!');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByText('Wprowadzone hasła różnią się.')).toBeVisible();
  await expect(page.getByLabel('Powtórz hasło')).toBeFocused();
  await page.getByLabel('Powtórz hasło').fill('Spinacz123!');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  const number = (await page.getByText(ORDER_NUMBER).first().textContent())?.match(ORDER_NUMBER)?.[0] ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  await expect(page.getByText(`Konto dla ${email} zostało założone.`, { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).click();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/moje-konto$/);
  await page.goto('/moje-konto/zamowienia');
  await expect(page.getByRole('grid', { name: 'Lista zamówień' }).getByText(number)).toBeVisible();
});

test('an existing e-mail is refused beside the e-mail field and a failed request keeps the form', async ({ page }) => {
  await addPaper(page);
  await openCheckout(page);
  await fillPrivateBuyer(page, 'klient@spinacz.demo');
  await page.getByRole('checkbox', { name: /Załóż konto/ }).check();
  await page.getByLabel('Hasło', { exact: true }).fill('Spinacz123!');
  await page.getByLabel('Powtórz hasło').fill('Spinacz123!');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  // The server's 4xx names the field: its message stands beside it.
  await expect(page.locator('#checkout-userEmail-helper-text')).toHaveText('Konto z adresem klient@spinacz.demo już istnieje.');
  await expect(page.getByLabel('Adres e-mail')).toBeFocused();

  await page.getByLabel('Adres e-mail').fill('anna.nowa@example.pl');
  await page.getByRole('checkbox', { name: /Załóż konto/ }).uncheck();
  await page.evaluate(() => (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number) => void } } }).spinaczDemo.demoControl.failNext('placeAnonymousOrder', 503));
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByLabel('Ulica i numer')).toHaveValue('Długa 5/2');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
});

test('a company buyer over the soft limit of a cost centre places an order that waits for the approver', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  const before = await acceptanceCount(page);

  await switchUser(page, 'kupiec@firma.demo');
  const reams = await reamsOverLimit(page, 'Marketing');
  await addPaper(page, reams);
  await openCheckout(page);
  await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Marketing' });
  await expect(page.getByText('po złożeniu zamówienie poczeka na akceptację przełożonego', { exact: false })).toBeVisible();
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await page.getByLabel('Twój numer zamówienia').fill('MKT/2026/42');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ORDER_BUTTON }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await expect(page.getByText('Zamówienie czeka na akceptację przełożonego.')).toBeVisible();
  await expect(page.getByText('MKT/2026/42')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz zamówienie na koncie' })).toBeVisible();
  // The line: the paper's code, and its quantity as Polish reads it after the number ("105 ryz").
  const lines = page.getByRole('table', { name: 'Zamówione produkty' });
  await expect(lines.getByRole('rowheader', { name: /Papier ksero Pollux.*Kod: 198552/ })).toBeVisible();
  await expect(lines.getByRole('cell', { name: `${reams} ryz`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone the unit price gives its column to the product's name (the value holds it).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines.getByRole('columnheader', { name: /^Cena (netto|brutto)$/ })).toBeHidden();
  await expect(lines.getByRole('columnheader', { name: /^Wartość (netto|brutto)$/ })).toBeVisible();
  expect((await lines.getByRole('rowheader').first().boundingBox())!.width).toBeGreaterThan(150);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await switchUser(page, 'akceptant@firma.demo');
  expect(await acceptanceCount(page)).toBe(before + 1);
});

test('an approver over the same limit is not told her order will wait, and it is accepted as placed', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  const before = await acceptanceCount(page);
  const reams = await reamsOverLimit(page, 'Marketing');
  await addPaper(page, reams);
  await openCheckout(page);
  await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Marketing' });
  await expect(page.getByText(/^Dostępny limit: /)).toBeVisible();
  await expect(page.getByText('po złożeniu zamówienie poczeka na akceptację', { exact: false })).toHaveCount(0);
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await expect(page.getByText('Zamówienie czeka na akceptację przełożonego.')).toHaveCount(0);
  expect(await acceptanceCount(page)).toBe(before);
});

test('over the hard limit of a cost centre the §5 message stands beside the field and the order cannot be sent', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  const reams = await reamsOverLimit(page, 'Administracja');
  await addPaper(page, reams);
  await openCheckout(page);
  await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Administracja' });
  const value = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(reams * PAPER_NET * 100) / 100);
  await expect(page.locator('#checkout-costCenterId-helper-text')).toHaveText(new RegExp(`^wartość twoich zakupów to: ${value}zł, a twój limit wynosi: [\\d\\s,]+zł$`));
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a failed delivery-date check says so beside the date', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await addPaper(page);
  await openCheckout(page);
  const date = page.getByLabel('Termin dostawy');
  const dates = await date.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await page.evaluate(() => (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number) => void } } }).spinaczDemo.demoControl.failNext('validateUserDeliveryDate', 500));
  await date.selectOption(dates[2]);
  await expect(page.locator('#checkout-orderDeliveryDate-helper-text')).toHaveText('Podczas sprawdzania daty dostawy wystąpił błąd.');
  await date.selectOption(dates[3]);
  await expect(page.locator('#checkout-orderDeliveryDate-helper-text')).toBeHidden();
});

test('an online payment goes to the payment page and back to a paid confirmation', async ({ page }) => {
  await addPaper(page);
  await openCheckout(page);
  await fillPrivateBuyer(page, 'platnosc@example.pl');
  await page.getByRole('radio', { name: /Płatność online/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();

  await expect(page).toHaveURL(/\/demo\/platnosc\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność za zamówienie' })).toBeVisible();
  await expect(page.getByText(ORDER_NUMBER)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
  await expect(page.getByText('Płatność nie powiodła się.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać ponownie' }).click();
  await expect(page).toHaveURL(/\/demo\/platnosc\//);
  await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
  await expect(page).toHaveURL(/\/proces-zamowienia\/\d+/);
  await expect(page.getByText('Płatność przyjęta – dziękujemy.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an order sent after the cart was emptied in another tab says so, shows the empty cart and keeps what was typed', async ({ page }) => {
  await addPaper(page);
  await openCheckout(page);
  await fillPrivateBuyer(page, 'anna.wisniewska@example.pl');

  const otherTab = await page.context().newPage();
  await otherTab.goto('/koszyk');
  await otherTab.getByRole('button', { name: /^Usuń z koszyka:/ }).click();
  await otherTab.getByRole('dialog', { name: 'Usuń produkt z koszyka' }).getByRole('button', { name: 'Usuń' }).click();
  await expect(otherTab.getByText('Twój koszyk jest pusty')).toBeVisible();
  await otherTab.close();

  // The server refuses the order; the page reads the cart again instead of still showing the paper.
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do sklepu' })).toBeVisible();
  await expect(page.getByText('Papier ksero Pollux A4 100 g/m², 500 ark.')).toHaveCount(0);

  // What was typed waits for the next try.
  await addPaper(page);
  await openCheckout(page);
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('anna.wisniewska@example.pl');
  await expect(page.getByLabel('Miejscowość')).toHaveValue('Gdańsk');
});

test('an order sent after another tab added a product is refused; the summary shows the cart as it is and the next click orders it', async ({ page }) => {
  await addPaper(page);
  await openCheckout(page);
  await fillPrivateBuyer(page, 'anna.wisniewska@example.pl');

  const otherTab = await page.context().newPage();
  await open(otherTab, '/produkt/pudlo-archiwizacyjne-emerson-100-mm-szare-388229');
  await otherTab.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(otherTab.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await otherTab.close();

  // The summary showed the paper alone: the order is not placed with a box the buyer has not seen.
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Koszyk zmienił się w innej karcie lub oknie. Sprawdź podsumowanie i złóż zamówienie ponownie.' })).toBeVisible();
  await expect(page.getByText(/Pudło archiwizacyjne Emerson/).first()).toBeVisible();
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('anna.wisniewska@example.pl');

  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await expect(page.getByText(/Pudło archiwizacyjne Emerson/).first()).toBeVisible();
  await expect(page.getByText('Papier ksero Pollux A4 100 g/m², 500 ark.').first()).toBeVisible();
});

test('an empty cart shows a clear empty state', async ({ page }) => {
  await open(page, '/proces-zamowienia');
  await dismissCookies(page);
  await expect(page.getByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an administrator adds a delivery address in the checkout: a bad zip is refused beside the field, the new address is chosen', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  await addPaper(page);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy adres dostawy' });
  await dialog.getByLabel('Odbiorca (imię i nazwisko lub firma)').fill('Meblomax – magazyn zachodni');
  await dialog.getByLabel('Ulica i numer').fill('Bukowska 300');
  await dialog.getByLabel('Kod pocztowy').fill('60189');
  await dialog.getByLabel('Miejscowość').fill('Poznań');
  await dialog.getByLabel('Telefon').fill('+48 61 222 33 44');
  await dialog.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(dialog.getByText('Nieprawidłowy kod pocztowy.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Kod pocztowy').fill('60-189');
  await dialog.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Meblomax – magazyn zachodni/ })).toBeChecked();
});

test('without a delivery address the order is not sent and the checkout says what to do', async ({ page }) => {
  await installBootFaults(page);
  await logInAs(page, 'kupiec@firma.demo');
  await addPaper(page);
  // A buyer whose book is empty and who may not add an address (one her administrator added to a company without addresses).
  const checkout = await callApi<Record<string, unknown>>(page, 'GET', '/checkout');
  await gotoWithBootFaults(page, '/proces-zamowienia', [{ operationId: 'getCheckout', status: 200, body: { ...checkout, deliveryAddresses: [], canCreateAddress: false }, times: 3 }]);
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeVisible();
  await expect(page.getByText('Nie masz jeszcze adresu dostawy.')).toBeVisible();
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Poproś administratora konta firmy o adres dostawy – bez niego nie złożysz zamówienia.' })).toBeVisible();
  await expect(page).toHaveURL(/\/proces-zamowienia$/);
});
