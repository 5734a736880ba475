import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { cutHeaders, cutTexts, sidewaysOverflow } from './account-helpers';
import { CONSENT_COOKIE, expect, expectNoAxeViolations, logIn, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (a photo of the damage, as far as the shop can tell): 32 × 24 px, an orange gradient. */
function photo(): Buffer {
  const width = 32;
  const height = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, (_, x) => [220, 60 + x * 4, 40 + y * 3]).flat()]));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Just over the §5 limit: a file must be strictly below 10 MB. */
const TOO_LARGE = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);

async function logInAsBuyer(page: Page, path = '/moje-konto'): Promise<void> {
  await openLoggedIn(page, 'kupiec@firma.demo', path);
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const gridRows = (page: Page, name: string) => grid(page, name).getByRole('row').filter({ has: page.getByRole('gridcell') });
const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const failNext = (page: Page, operation: string, status: number, error: { message: string; field?: string }) =>
  page.evaluate(
    ([id, code, fault]) =>
      (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number, error: object) => void } } }).spinaczDemo.demoControl.failNext(id, code, fault),
    [operation, status, error] as const,
  );

/** Step 1: the first order offered; an order with several delivery notes asks which one (the complaint document dialog). */
async function chooseFirstOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Wybierz zamówienie / }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Dokumenty dostawy zamówienia/ });
  const items = page.getByRole('heading', { level: 2, name: /^Produkty z dokumentu / });
  await expect(dialog.or(items)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Wybierz dokument / }).first().click();
  await expect(items).toBeVisible();
}

/** The items step's first product that can still be reported, ticked. */
async function tickFirstProduct(page: Page) {
  const product = page.getByRole('list', { name: /^Produkty dokumentu/ }).getByRole('listitem').filter({ has: page.getByRole('checkbox', { disabled: false }) }).first();
  await product.getByRole('checkbox').first().check();
  return product;
}

test('a company buyer files a return with a photo; a file over 10 MB is refused with the §5 message', async ({ page }) => {
  // The whole wizard, a 10 MB file and five axe checks: longer than one page's test.
  test.setTimeout(120_000);
  await logInAsBuyer(page);
  await page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: 'Reklamacje i zwroty' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/zwroty/);
  await expect(gridRows(page, 'Lista zwrotów').first()).toBeVisible();
  const returnsBefore = await gridRows(page, 'Lista zwrotów').count();
  // Beside returns: a company's return terms (no statutory right of withdrawal for companies).
  await expect(page.getByRole('heading', { name: 'Zwroty zakupów firmowych – 30 dni' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nowy zwrot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy zwrot' })).toBeVisible();
  await expect(stepHeading(page, 'Znajdź dokument dostawy')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wybierz zamówienie / }).first()).toBeVisible();
  // A return says until when each delivery may be returned.
  await expect(page.getByText(/^Zwrot możliwy do \d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseFirstOrder(page);
  const product = await tickFirstProduct(page);
  const productName = (await product.locator('label').first().textContent())?.trim() ?? '';
  await product.getByRole('checkbox', { name: 'Zamówiono za dużo' }).check();
  await product.getByLabel('Dlaczego zwracasz?').fill('Zamówiliśmy o jedno opakowanie za dużo.');
  const files = product.locator('input[type="file"]');
  await files.setInputFiles({ name: 'opakowanie.png', mimeType: 'image/png', buffer: photo() });
  await expect(product.getByRole('list', { name: /plik/ }).getByText('opakowanie.png')).toBeVisible();
  await files.setInputFiles({ name: 'zdjecie-z-telefonu.jpg', mimeType: 'image/jpeg', buffer: TOO_LARGE });
  await expect(product.getByRole('alert')).toContainText('zdjecie-z-telefonu.jpg');
  await expect(product.getByText('Maksymalna wielkość pliku to: 10MB.', { exact: true })).toBeVisible();
  // The refused file is not added; the accepted one stays.
  await expect(product.getByRole('list', { name: /plik/ }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(stepHeading(page, 'Sprawdź i wyślij zgłoszenie')).toBeVisible();
  await expect(page.getByText('1 załącznik: opakowanie.png')).toBeVisible();
  await expect(page.getByText('Dlaczego zwracasz? Zamówiliśmy o jedno opakowanie za dużo.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Zwrot został zarejestrowany' });
  await expect(confirmation).toBeVisible();
  const number = ((await confirmation.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(number).toMatch(/^ZWR\/\d{4}\/\d{2}\/\d{6}$/);
  await expect(confirmation).toContainText('Łączna ilość');
  await expect(confirmation).toContainText(/Wartość brutto\s*[\d\s ]+,\d{2}\szł/);
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: 'Przejdź do listy zwrotów' }).click();

  // The list has the new return without a reload, first (newest first).
  await expect(gridRows(page, 'Lista zwrotów')).toHaveCount(returnsBefore + 1);
  await expect(gridRows(page, 'Lista zwrotów').first().getByRole('link')).toHaveText(number);
  await gridRows(page, 'Lista zwrotów').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Zwrot ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Produkt: ${productName}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Załącznik: opakowanie.png' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Historia zgłoszenia' }).getByRole('listitem').first()).toContainText('Zarejestrowane');
  await expectNoAxeViolations(page);
});

test('a complaint with a reason and a serial number, by the delivery note number; a wrong number and a refused field keep what was entered', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsBuyer(page, '/moje-konto/reklamacje');
  await expect(gridRows(page, 'Lista reklamacji').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nowa reklamacja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowa reklamacja' })).toBeVisible();

  // A number that is no delivery note of the company: the server's message, still step 1.
  const number = page.getByRole('combobox', { name: 'Numer dokumentu dostawy (WZ)' });
  await number.fill('WZ/1999/01/000001');
  await page.getByRole('button', { name: 'Wczytaj dokument' }).click();
  await expect(page.getByRole('alert')).toContainText('Nie znaleziono dokumentu dostawy „WZ/1999/01/000001”');
  await expect(stepHeading(page, 'Znajdź dokument dostawy')).toBeVisible();

  // The autocomplete offers the company's notes as the number is typed.
  await number.fill('WZ/2026');
  const suggestion = page.getByRole('listbox').getByRole('option').first();
  await expect(suggestion).toBeVisible();
  await expectNoAxeViolations(page);
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 2, name: /^Produkty z dokumentu WZ\// })).toBeVisible();

  const product = await tickFirstProduct(page);
  await product.getByLabel('Powód reklamacji').fill('Pęknięta obudowa po rozpakowaniu.');
  await product.getByLabel('Numer seryjny').fill('SN-2026-0042');
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(stepHeading(page, 'Sprawdź i wyślij zgłoszenie')).toBeVisible();
  await expect(page.getByText('Numer seryjny: SN-2026-0042')).toBeVisible();

  // The server refuses a field: back at the item, its message at the quantity, nothing lost.
  await failNext(page, 'createComplaint', 400, { message: 'Możesz zgłosić od 1 do 1 szt.', field: 'items.0.quantity' });
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(product.getByText('Możesz zgłosić od 1 do 1 szt.')).toBeVisible();
  await expect(product.getByRole('spinbutton', { name: /^Ilość/ })).toBeFocused();
  await expect(product.getByLabel('Powód reklamacji')).toHaveValue('Pęknięta obudowa po rozpakowaniu.');
  await expect(product.getByLabel('Numer seryjny')).toHaveValue('SN-2026-0042');
  await product.getByRole('spinbutton', { name: /^Ilość/ }).fill('1');
  await expect(product.getByText('Możesz zgłosić od 1 do 1 szt.')).toBeHidden();

  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Reklamacja została zarejestrowana' });
  await expect(confirmation).toBeVisible();
  const complaintNumber = ((await confirmation.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(complaintNumber).toMatch(/^REK\/\d{4}\/\d{2}\/\d{6}$/);
  await confirmation.getByRole('button', { name: 'Przejdź do listy reklamacji' }).click();

  await expect(gridRows(page, 'Lista reklamacji').first().getByRole('link')).toHaveText(complaintNumber);
  await gridRows(page, 'Lista reklamacji').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Reklamacja ${complaintNumber}` })).toBeVisible();
  await expect(page.getByText('SN-2026-0042', { exact: true })).toBeVisible();
  await expect(page.getByText(/Powód reklamacji: Pęknięta obudowa po rozpakowaniu\./)).toBeVisible();
});

test('a complaint’s page shows its status history, step by step', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await logInAsBuyer(page, '/moje-konto/reklamacje');
  const rows = gridRows(page, 'Lista reklamacji');
  await expect(rows.first()).toBeVisible();
  // On a 1024 px laptop the longest status reads whole in its pill, and the delivery notes' and orders' numbers whole beside it.
  await expect(rows.locator('[data-field="status"]').filter({ hasText: 'Oczekuje na dostarczenie towaru' }).first()).toBeVisible();
  expect(await cutTexts(rows, 'status')).toEqual([]);
  expect(await cutTexts(rows, 'documentNumber')).toEqual([]);
  expect(await cutTexts(rows, 'salesOrderNumber')).toEqual([]);
  // …and the whole list fits: nothing to scroll sideways for, no column's title cut.
  expect(await sidewaysOverflow(grid(page, 'Lista reklamacji'))).toBeLessThanOrEqual(8);
  expect(await cutHeaders(grid(page, 'Lista reklamacji'))).toEqual([]);
  // The wizard, opened and left, gives the page its own title back.
  await page.getByRole('button', { name: 'Nowa reklamacja' }).click();
  await expect(page).toHaveTitle('Nowa reklamacja | Spinacz');
  await page.getByRole('button', { name: /Wróć do listy reklamacji/ }).click();
  await expect(page).toHaveTitle('Reklamacje | Spinacz');
  await expect(rows.first()).toBeVisible();
  const done = rows.filter({ hasText: 'Zakończone' }).first();
  const number = ((await done.getByRole('link').textContent()) ?? '').trim();
  await done.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Reklamacja ${number}` })).toBeVisible();
  const history = page.getByRole('list', { name: 'Historia zgłoszenia' }).getByRole('listitem');
  await expect(history.first()).toContainText('Zarejestrowane');
  await expect(history.last()).toContainText('Zakończone');
  expect(await history.count()).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Wróć do listy reklamacji/ }).click();
  await expect(page).toHaveURL(/\/moje-konto\/reklamacje/);
});

test('on a phone the wizard shows one step at a time and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsBuyer(page, '/moje-konto/zwroty?new=');
  await expect(page.getByText('Krok 1 z 4')).toBeVisible();
  await page.getByRole('radio', { name: /^Reklamacja/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Krok 2 z 4')).toBeVisible();
  await expect(stepHeading(page, 'Znajdź dokument dostawy')).toBeFocused();
  await chooseFirstOrder(page);
  await expect(page.getByText('Krok 3 z 4')).toBeVisible();
  await tickFirstProduct(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // Going on without a reason: told at the field, which takes the focus.
  await page.getByRole('button', { name: 'Przejdź do podsumowania' }).click();
  await expect(page.getByText('Podaj powód albo wybierz go z listy.')).toBeVisible();
  await expect(page.getByLabel('Powód reklamacji')).toBeFocused();
  // The wizard was opened over the returns list: its back link leads there.
  await page.getByRole('button', { name: /Wróć do listy zwrotów/ }).click();
  await expect(page.getByRole('list', { name: 'Lista zwrotów' })).toBeVisible();
});

test('the returns iframe pages: login required, no shop chrome, list and detail inside the frame', async ({ page }) => {
  await page.context().addCookies([{ ...CONSENT_COOKIE, url: test.info().project.use.baseURL! }]);
  await page.goto('/moje-konto/zwroty-iframe');
  await expect(page).toHaveURL(/\/logowanie/);
  await logIn(page, 'kupiec@firma.demo');
  await expect(page).toHaveURL(/\/moje-konto\/zwroty-iframe/);
  const rows = gridRows(page, 'Lista reklamacji i zwrotów');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu konta' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nowy zwrot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nowa reklamacja' })).toBeVisible();
  await expectNoAxeViolations(page);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/moje-konto\/zwroty-iframe\/\d+$/);
  await expect(page.getByRole('list', { name: 'Historia zgłoszenia' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
