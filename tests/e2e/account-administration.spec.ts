import type { Page } from '@playwright/test';
import { issueToken } from '../../src/mocks/http/auth';
import { cutTexts, sidewaysOverflow } from './account-helpers';
import { CONSENT_COOKIE, expect, expectNoAxeViolations, logIn, openLoggedIn, test } from './fixtures';

/**
 * Company administration journeys: an administrator deactivates a user (his open session is refused
 * at once, his next login says why), and a buyer opens an offer and puts the chosen lines into the
 * cart at the offer's prices (an expired offer says so and offers no way into the cart).
 */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** The status of GET users/current with a token, sent from the page (through the demo API of this browser). */
const currentUserStatus = (page: Page, token: string) =>
  page.evaluate(async (bearer) => (await fetch('/e-commerce/v1/users/current', { headers: { Authorization: `Bearer ${bearer}` } })).status, token);

test('an administrator deactivates a user: his open session is refused at once and his next login says why', async ({ page }) => {
  test.slow(); // two page loads, a dialog, a login and an axe run
  // Piotr Zieliński's (kupiec@firma.demo) open session, as his browser holds it.
  const buyerSession = issueToken('user', '2');
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/uzytkownicy');
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  expect(await currentUserStatus(page, buyerSession)).toBe(200);

  await page.getByRole('button', { name: 'Dezaktywuj konto użytkownika Piotr Zieliński' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dezaktywować konto?' });
  await expect(dialog).toContainText('Na konto użytkownika Piotr Zieliński nie będzie można się zalogować');
  await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(toast(page, 'Konto użytkownika Piotr Zieliński zostało dezaktywowane.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Piotr Zieliński/ }).getByText('Dezaktywowane')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktywuj ponownie konto użytkownika Piotr Zieliński' })).toBeVisible();
  expect(await currentUserStatus(page, buyerSession)).toBe(401);
  await expectNoAxeViolations(page);

  // The last administrator cannot deactivate herself.
  await page.getByRole('button', { name: 'Dezaktywuj konto użytkownika Magdalena Wójcik' }).click();
  await page.getByRole('dialog', { name: 'Dezaktywować konto?' }).getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(page.getByRole('dialog', { name: 'Dezaktywować konto?' })).toContainText('To ostatni aktywny administrator firmy');
  await page.getByRole('dialog', { name: 'Dezaktywować konto?' }).getByRole('button', { name: 'Anuluj' }).click();

  // His next login, in this browser (the demo data live in it): refused with the reason.
  const url = test.info().project.use.baseURL!;
  await page.context().clearCookies();
  await page.context().addCookies([{ ...CONSENT_COOKIE, url }]);
  await page.goto('/logowanie');
  await logIn(page, 'kupiec@firma.demo');
  await expect(page.getByRole('alert').filter({ hasText: 'Twoje konto zostało dezaktywowane przez administratora firmy.' })).toBeVisible();
});

test('a deactivated user\'s open session ends at his next step: the shop logs him out and the login page says why', async ({ page }) => {
  // The page loads the desktop menu's tree when it is idle: a call of the page's own that, answered
  // after the deactivation, would end the session before his step (rightly, but then the step would
  // not be the one refused). The step is his only call after the deactivation.
  const menuLoaded = page.waitForResponse((response) => response.url().includes('/categories/tree') && response.url().includes('includeRecommendedBrands=true'));
  await openLoggedIn(page, 'kupiec@firma.demo', '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Konto: / })).toBeVisible();
  expect((await menuLoaded).status()).toBe(200);
  // Meanwhile his administrator deactivates him (from her browser: here, a call with her token).
  const deactivated = await page.evaluate(async (bearer) => {
    const answer = await fetch('/e-commerce/v1/companies/current/users/2/deactivation', { method: 'POST', headers: { Authorization: `Bearer ${bearer}` } });
    return answer.status;
  }, issueToken('user', '3'));
  expect(deactivated).toBe(200);

  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  // The refused step says why where it was taken; the login page says it too.
  const refused = page.getByRole('dialog', { name: 'Komunikat' });
  await expect(refused).toContainText('Twoje konto zostało dezaktywowane przez administratora firmy.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Konto: / })).toHaveCount(0);
  // Said once: the login page opened again says nothing more.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a buyer opens an offer and puts the chosen lines into the cart at the offer\'s prices; an expired offer cannot be added', async ({ page }) => {
  test.slow(); // the offers list, an offer, the cart and another offer
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto/oferty');
  await page.getByRole('link', { name: /Oferta ramowa – artykuły biurowe i papier/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oferta ramowa – artykuły biurowe i papier' })).toBeVisible();
  // Its own page, an address of its own.
  await expect(page).toHaveURL(/\/moje-konto\/oferty\/\d+$/);

  const lines = page.getByRole('table', { name: 'Pozycje oferty' }).getByRole('row');
  const chosen: { name: string; price: string }[] = [];
  for (const index of [1, 2]) {
    const row = lines.nth(index);
    const name = (await row.getByRole('link').innerText()).trim();
    const price = (await row.getByRole('cell').nth(3).innerText()).trim();
    await row.getByRole('checkbox', { name: `Zaznacz: ${name}` }).check();
    chosen.push({ name, price });
  }
  await page.getByRole('button', { name: 'Dodaj zaznaczone do koszyka (2)' }).click();
  await expect(toast(page, /dodane do koszyka|Dodano/i)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/koszyk');
  const cart = page.getByRole('list', { name: 'Produkty w koszyku' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  for (const { name, price } of chosen) {
    const line = cart.getByRole('listitem').filter({ hasText: name });
    await expect(line).toContainText(price);
  }

  await page.goto('/moje-konto/oferty');
  await page.getByRole('link', { name: /Środki czystości i higiena – oferta roczna/ }).first().click();
  await expect(page.getByText(/^Ta oferta wygasła – obowiązywała do \d{2}\.\d{2}\.\d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toHaveCount(0);
});

/** The Polish form of "zgrzewka" after a whole number: 1 zgrzewka, 2–4 zgrzewki (not 12–14), else zgrzewek. */
const shrinkPacks = (count: number) =>
  count === 1 ? 'zgrzewka' : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? 'zgrzewki' : 'zgrzewek';

/** Every "N zgrzewk…" in the texts reads as Polish does after N; answers how many there were. */
function expectShrinkPacksDeclined(texts: string[]): number {
  const found = texts.flatMap((text) => [...text.matchAll(/(\d+)\s(zgrzew\p{L}*)/gu)]);
  for (const [whole, count, unit] of found) expect(unit, whole).toBe(shrinkPacks(Number(count)));
  return found.length;
}

test('an offer\'s lines and the quote request from the cart write each quantity with its unit as Polish reads it', async ({ page }) => {
  test.slow(); // the offer, the age question, the cart and the request dialog
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto/oferty');
  await page.getByRole('link', { name: /Kawa, herbata i napoje do biura/ }).first().click();
  const table = page.getByRole('table', { name: 'Pozycje oferty' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  expect(expectShrinkPacksDeclined(await table.getByRole('cell').allInnerTexts())).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const age = page.getByRole('dialog', { name: 'Produkt dla osób pełnoletnich' });
  await age.getByRole('button', { name: 'Tak, mam ukończone 18 lat' }).click();
  await expect(toast(page, 'Produkty zostały dodane do koszyka.')).toBeVisible();

  await page.goto('/koszyk');
  await page.getByRole('button', { name: 'Poproś o ofertę na te produkty' }).click();
  const request = page.getByRole('dialog', { name: 'Zapytanie ofertowe' });
  const lines = request.getByRole('list', { name: 'Produkty w zapytaniu' }).getByRole('listitem');
  await expect(lines).not.toHaveCount(0);
  expect(expectShrinkPacksDeclined(await lines.allInnerTexts())).toBeGreaterThan(0);
});

test('the users list shows every column, its actions last, on a 1024 px screen without scrolling sideways, the state of each account whole', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto/uzytkownicy');
  const grid = page.getByRole('grid', { name: 'Użytkownicy firmy' });
  await expect(grid.getByText('kupiec@firma.demo')).toBeVisible();
  const gridBox = (await grid.boundingBox())!;
  for (const name of [/^Imię i nazwisko/, /^E-mail/, /^Rola/, /^Centra kosztowe/, /^Konto/, /^Akcje/]) {
    const header = (await grid.getByRole('columnheader', { name }).boundingBox())!;
    expect(header.x + header.width, `${name.source} within the grid`).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
  }
  expect(await sidewaysOverflow(grid)).toBeLessThanOrEqual(8);
  await expect(grid.getByRole('menuitem', { name: 'Dezaktywuj konto użytkownika Piotr Zieliński' }).or(grid.getByRole('button', { name: 'Dezaktywuj konto użytkownika Piotr Zieliński' }))).toBeVisible();

  // In English the longest state, "Awaiting password", reads whole in its pill.
  await page.goto('/en/my-account/users');
  const englishRows = page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(englishRows.filter({ hasText: 'Awaiting password' }).first()).toBeVisible();
  expect(await cutTexts(englishRows, 'isActive')).toEqual([]);
});
