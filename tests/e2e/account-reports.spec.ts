import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { productTiles } from './catalogue-helpers';
import { clearDay, dateField, logInAs, logInThroughForm, logOut, polish, setPasswordFromWelcomeMail, typeDay } from './account-helpers';
import { expect, expectNoAxeViolations, test, expectNoSidewaysScroll } from './fixtures';

/** Reports with the spending chart, company users, offers and mini-catalogues of the account (issue 13). */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const navLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Menu konta' }).getByRole('link', { name: new RegExp(`^${name}`) });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const reportsGrid = (page: Page) => page.getByRole('grid', { name: 'Zamówione raporty' });
/** The ISO day a date field shows (its day, month and year sections). */
async function shownDay(field: Locator): Promise<string> {
  const [day, month, year] = await Promise.all([0, 1, 2].map((index) => field.getByRole('spinbutton').nth(index).getAttribute('aria-valuenow')));
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** The headers the API sends with the file of the user's ready category report starting on `from` (read with the page's token). */
function reportFileHeaders(page: Page, from: string): Promise<{ type: string | null; disposition: string | null }> {
  return page.evaluate(async (start) => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const { reports } = (await (await fetch('/e-commerce/v1/reports', { headers })).json()) as { reports: { id: number; typeId: number; from: string; status: string }[] };
    const report = reports.find((candidate) => candidate.typeId === 3 && candidate.from === start && candidate.status === 'ready')!;
    const file = await fetch(`/e-commerce/v1/reports/${report.id}/file`, { headers: { Authorization: `Bearer ${token}` } });
    return { type: file.headers.get('content-type'), disposition: file.headers.get('content-disposition') };
  }, from);
}

test('an administrator orders a report with an e-mail, downloads the ready XLSX, deletes it, and sees the period\'s spending', async ({ page }) => {
  test.slow();
  await logInAs(page, 'akceptant@firma.demo');
  await navLink(page, 'Raporty').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
  await expect(reportsGrid(page).getByRole('row').filter({ hasText: 'Nie udało się' })).toHaveCount(1);

  // The chart of the form's period: by category and by cost centre, its figures as tables for screen readers.
  const spending = page.getByRole('region', { name: /^Wydatki w okresie/ });
  await expect(spending.getByText(/^Razem [\d\s,]+\szł netto – \d+ zamówie/)).toBeVisible();
  const byCategory = spending.getByRole('figure', { name: 'Według kategorii' });
  await expect(byCategory).toBeVisible();
  await expect(spending.getByRole('figure', { name: 'Według centrów kosztowych' })).toBeVisible();
  await expect(byCategory.locator('svg').first()).toBeVisible();
  expect(await spending.getByRole('table', { name: 'Według kategorii' }).getByRole('rowheader').count()).toBeGreaterThan(1);
  await expect(spending.getByRole('table', { name: 'Według centrów kosztowych' }).getByRole('rowheader', { name: 'Marketing' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Spec §5's date-range messages beside the field; the chart keeps the last good period meanwhile.
  const from = dateField(page, /^Data od/);
  const to = dateField(page, /^Data do/);
  await expect(to.getByRole('spinbutton')).toHaveCount(3);
  const today = await shownDay(to);
  await clearDay(to);
  await expect(page.getByText('Oba pola są wymagane')).toBeVisible();
  await expect(to).toContainText('dd.mm.rrrr');
  await typeDay(to, '2020-01-01');
  await expect(page.getByText('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia')).toBeVisible();
  await page.getByRole('button', { name: 'Zamów raport' }).click();
  await expect(page.getByText('Wybierz rodzaj raportu z listy.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A period without orders: the chart says so.
  await typeDay(from, '2020-01-01');
  await typeDay(to, '2020-01-31');
  await expect(page.getByRole('heading', { level: 2, name: 'Wydatki w okresie 01.01.2020 – 31.01.2020' })).toBeVisible();
  await expect(spending.getByText(/W tym okresie firma nie ma zamówień/)).toBeVisible();

  // Ordering: type, period, the e-mail wish. The week up to today: the demo company always has
  // orders of the last few days (a period from the 1st of the month has none on the 1st).
  const start = new Date(Date.parse(`${today}T12:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  await typeDay(from, start);
  await typeDay(to, today);
  await expect(page.getByRole('heading', { level: 2, name: `Wydatki w okresie ${polish(start)} – ${polish(today)}` })).toBeVisible();
  await page.getByLabel(/^Rodzaj raportu/).selectOption({ label: 'Wydatki według kategorii' });
  await page.getByRole('checkbox', { name: 'Wyślij e-mail na adres akceptant@firma.demo, gdy raport będzie gotowy' }).check();
  await page.getByRole('button', { name: 'Zamów raport' }).click();
  await expect(toast(page, 'Zamówiono raport „Wydatki według kategorii”')).toBeVisible();
  const name = `Wydatki według kategorii za okres ${polish(start)} – ${polish(today)}`;
  const row = reportsGrid(page).getByRole('row').filter({ has: page.getByRole('button', { name: `Usuń raport: ${name}` }) });
  await expect(row.getByText('W przygotowaniu')).toBeVisible();

  // Live status: ready after a few seconds without a reload, announced.
  await expect(row.getByText('Gotowy')).toBeVisible({ timeout: 15_000 });
  await expect(toast(page, 'Raport „Wydatki według kategorii” jest gotowy do pobrania.')).toBeVisible();

  // The download: a real XLSX (a ZIP file) with the report's name, served as a spreadsheet.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Pobierz plik XLSX: ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Raport_Wydatki_wedlug_kategorii_${start}_${today}.xlsx`);
  expect(await reportFileHeaders(page, start)).toEqual({ type: XLSX, disposition: `attachment; filename="${download.suggestedFilename()}"` });
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(2000);

  // Deleting asks first, then "Raport został usunięty." (spec §8).
  await row.getByRole('button', { name: `Usuń raport: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć raport?' });
  await expect(dialog.getByText(`Raport „Wydatki według kategorii” za okres ${polish(start)} – ${polish(today)} zostanie usunięty.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Usuń raport' }).click();
  await expect(toast(page, 'Raport został usunięty.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The e-mail she asked for is in the demo mailbox.
  await page.goto('/demo/poczta?to=akceptant%40firma.demo');
  await expect(page.getByRole('link', { name: 'Raport „Wydatki według kategorii” jest gotowy do pobrania' })).toBeVisible();
});

test('the reports page on a phone: the form, the chart and the list fit 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'akceptant@firma.demo', '/moje-konto/raporty');
  await expect(page.getByRole('heading', { level: 1, name: 'Raporty' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Według centrów kosztowych' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zamówione raporty' }).getByText('Gotowy').first()).toBeVisible();
  // Nothing wider than the screen.
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('an administrator adds a company user, who sets a password from the e-mail and logs in', async ({ page }) => {
  test.slow();
  await logInAs(page, 'akceptant@firma.demo');
  await navLink(page, 'Użytkownicy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Użytkownicy firmy' }).getByText('kupiec@firma.demo')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj użytkownika' });
  await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(3);
  await expect(dialog.getByText('Wybierz rolę użytkownika.')).toBeVisible();
  await dialog.getByLabel(/^Imię/).fill('Ewa');
  await dialog.getByLabel(/^Nazwisko/).fill('Nowak');
  await dialog.getByLabel(/^E-mail/).fill('kupiec@firma.demo');
  await dialog.getByLabel(/^Telefon/).fill('+48 601 23');
  await dialog.getByLabel(/^Rola/).selectOption({ label: 'Kupujący' });
  await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  await expect(dialog.getByText('Niepoprawny numer telefonu.')).toBeVisible();
  await dialog.getByLabel(/^Telefon/).fill('+48 601 234 567');
  await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  // 409 EMAIL-TAKEN at the e-mail field; nothing typed is lost.
  await expect(dialog.getByText('Konto z adresem kupiec@firma.demo już istnieje. Podaj inny adres e-mail.')).toBeVisible();
  await expect(dialog.getByLabel(/^E-mail/)).toBeFocused();
  await expect(dialog.getByLabel(/^Imię/)).toHaveValue('Ewa');
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^E-mail/).fill('ewa.nowak@firma.demo');
  await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Użytkownik Ewa Nowak został dodany.' })).toBeVisible();
  const added = page.getByRole('grid', { name: 'Użytkownicy firmy' }).getByRole('row').filter({ hasText: 'ewa.nowak@firma.demo' });
  await expect(added.getByText('Czeka na hasło')).toBeVisible();
  await expect(added.getByText('Marketing')).toBeVisible();

  // The e-mail in the demo mailbox: its link sets the password.
  await page.getByRole('link', { name: 'Zobacz tę wiadomość w poczcie demo' }).click();
  await expect(page).toHaveURL(/\/demo\/poczta\?to=ewa\.nowak%40firma\.demo$/);
  await setPasswordFromWelcomeMail(page, 'Ewa', 'EwaNowak2026');

  await logInThroughForm(page, 'ewa.nowak@firma.demo', 'EwaNowak2026');
  const nav = page.getByRole('navigation', { name: 'Menu konta' });
  await expect(nav.getByText('Ewa Nowak')).toBeVisible();
  await expect(nav.getByText('Kupujący')).toBeVisible();
  // A buyer manages no users.
  await expect(navLink(page, 'Użytkownicy')).toHaveCount(0);
});

test('a buyer requests an offer with a product and sees it among the offers; "my offer" lists the negotiated products', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await navLink(page, 'Oferty').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oferty' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Oferty firmy' });
  await expect(grid.getByText('Tonery i tusze – kontrakt kwartalny')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Poproś o ofertę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapytanie ofertowe' });
  await dialog.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toBeVisible();
  await dialog.getByLabel(/^Czego potrzebujesz/).fill('Prosimy o ofertę na papier ksero na I kwartał 2027 r.');
  await dialog.getByRole('combobox', { name: 'Dodaj produkt' }).fill('papier ksero');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const product = ((await option.locator('span').first().textContent()) ?? '').trim();
  await option.click();
  const quantity = dialog.getByRole('spinbutton', { name: `Ilość: ${product}` });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('0');
  await dialog.getByLabel(/^Telefon do kontaktu/).fill('+48 601 220 318');
  await dialog.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(dialog.getByText('Podaj ilość większą od zera.')).toBeVisible();
  await expectNoAxeViolations(page);
  await quantity.fill('50');
  await dialog.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(toast(page, /^Dziękujemy! Zapytanie ofertowe ZO\/\d{4}\/0001 zostało wysłane\./)).toBeVisible();
  const request = grid.getByRole('row').filter({ hasText: 'Zapytanie ofertowe: Prosimy o ofertę na papier ksero' });
  await expect(request.getByText('Zapytanie wysłane')).toBeVisible();

  await page.getByRole('link', { name: 'Produkty w cenach z oferty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moja oferta' })).toBeVisible();
  await expect(page.getByText(/^\d+ produkt/)).toBeVisible();
  await expect(productTiles(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a buyer of Meblomax opens a mini-catalogue and pages its products', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await navLink(page, 'Minikatalogi').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minikatalogi' })).toBeVisible();
  const catalogues = page.getByRole('list', { name: 'Minikatalogi firmy' });
  await expect(catalogues.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await catalogues.getByRole('link', { name: /Niezbędnik biurowy/ }).click();
  await expect(page).toHaveURL(/\/moje-konto\/minikatalogi\/niezbednik-biurowy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Niezbędnik biurowy' })).toBeVisible();
  await expect(page.getByText(/^\d+ produkt\S* · strona 1 z 2$/)).toBeVisible();
  await expect(productTiles(page)).toHaveCount(36);
  await expectNoAxeViolations(page);

  // Scrolled to first, as a person does: the header turns compact on scrolling and moves the page under
  // a click made in the same moment.
  const pages = page.getByRole('navigation', { name: 'Strony minikatalogu' });
  await pages.scrollIntoViewIfNeeded();
  await pages.getByRole('button', { name: 'Strona 2', exact: true }).click();
  await expect(page).toHaveURL(/\/moje-konto\/minikatalogi\/niezbednik-biurowy\/strona\/2$/);
  await expect(page.getByText(/· strona 2 z 2$/)).toBeVisible();
  const tile = productTiles(page).first();
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();

  // A mistyped address: a missing mini-catalogue, then no account screen at all, each says so in its heading and title.
  await page.goto('/moje-konto/minikatalogi/nie-ma-takiego');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono minikatalogu' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono minikatalogu | Spinacz');
  await expect(page.getByRole('link', { name: 'Wszystkie minikatalogi' }).first()).toBeVisible();
  await page.goto('/moje-konto/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByText('Ta strona konta nie istnieje.')).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono strony | Spinacz');
  await expectNoAxeViolations(page);

  // A private customer has no catalogue subset: no entry.
  await logOut(page);
  await logInAs(page, 'klient@spinacz.demo');
  await expect(navLink(page, 'Minikatalogi')).toHaveCount(0);
});
