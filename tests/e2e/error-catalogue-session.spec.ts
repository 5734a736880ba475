import type { Page } from '@playwright/test';
import { productTiles, searchBox } from './catalogue-helpers';
import { failNext, gotoWithBootFaults, installBootFaults, logInAs, openPage } from './error-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The error catalogue (docs/error-catalogue.md), session, navigation and silent failures: each
 * test is one row, named by its ID; the fault comes from the demo API's fault injection.
 */

const PRODUCT = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Konto: / });
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((entry) => entry.name === name)?.value;

/** The 500 "Login error" page (spec §4, §8). */
async function expectLoginErrorPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Login error' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
}

/** No error of any kind on the page: no alert, no message modal, no error toast. */
async function expectNothingShown(page: Page): Promise<void> {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Komunikat' })).toHaveCount(0);
  await expect(page.getByText(/Wystąpił błąd|Oops\.\.\.Something went wrong|Nie udało się/)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await installBootFaults(page);
});

test('E01 without a login, a failed guest login at start shows the 500 page "Login error"', async ({ page }) => {
  await openPage(page, '/koszyk');
  await page.context().clearCookies();
  await gotoWithBootFaults(page, '/', [{ operationId: 'postToken', status: 500 }]);
  await expectLoginErrorPage(page);
  expect(await cookie(page, 'spinacz_guest')).toBeUndefined();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('E02 a failed current-user call at start logs in as guest and opens the login page', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await gotoWithBootFaults(page, '/koszyk', [{ operationId: 'getCurrentUser', status: 500 }]);
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(loginLink(page)).toBeVisible();
  expect(await cookie(page, 'spinacz_auth')).toBeUndefined();
  expect(await cookie(page, 'spinacz_guest')).toMatch(/^demo\./);
  await expectNothingShown(page);
});

test('E03 a failed current-user call and a failed guest login at start show the 500 page "Login error"', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await gotoWithBootFaults(page, '/', [
    { operationId: 'getCurrentUser', status: 500 },
    { operationId: 'postToken', status: 500 },
  ]);
  await expectLoginErrorPage(page);
});

/** The buyer's order list, its first order's link. */
async function firstOrderLink(page: Page) {
  await logInAs(page, 'kupiec@firma.demo', '/moje-konto/zamowienia');
  const link = page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first();
  await expect(link).toBeVisible();
  return link;
}

test('E04 a 401 other than INVALID-TOKEN drops both tokens, logs in as guest and opens the login page', async ({ page }) => {
  const link = await firstOrderLink(page);
  await failNext(page, 'getSalesOrder', 401, { code: 'ACCOUNT-BLOCKED', message: 'Konto zostało zablokowane.' });
  await link.click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(loginLink(page)).toBeVisible();
  expect(await cookie(page, 'spinacz_auth')).toBeUndefined();
  expect(await cookie(page, 'spinacz_guest')).toMatch(/^demo\./);
});

test('E05 a 401 INVALID-TOKEN is passed on to the screen: its error shows, the login stays', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  const token = await cookie(page, 'spinacz_auth');
  // As a server that refuses a token refuses it every time: every call of the product while the page
  // opens gets the 401 (index.html's early call, the call made ahead of the page's code, and the page's
  // own call, which asks again when an earlier one failed). One queued failure made the test depend on
  // which of them came first.
  await gotoWithBootFaults(page, PRODUCT, [{ operationId: 'getProduct', status: 401, error: { code: 'INVALID-TOKEN', message: 'Nieprawidłowy token.' }, times: 3 }]);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieprawidłowy token.' })).toBeVisible();
  await expect(page.getByText('401', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(accountButton(page)).toBeVisible();
  expect(await cookie(page, 'spinacz_auth')).toBe(token);
});

test('E06 a logout whose guest login fails shows the 500 page "Login error"', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await failNext(page, 'postToken', 500);
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expectLoginErrorPage(page);
  expect(await cookie(page, 'spinacz_auth')).toBeUndefined();
});

test('E07 a failed save of the net/gross switch puts it back silently', async ({ page }) => {
  await logInAs(page, 'klient@spinacz.demo');
  const prices = page.getByRole('banner').getByRole('group', { name: /Ceny/ });
  const net = prices.getByRole('button', { name: 'netto' });
  const gross = prices.getByRole('button', { name: 'brutto' });
  const wasNet = (await net.getAttribute('aria-pressed')) === 'true';
  await failNext(page, 'patchCurrentUserSetting', 503);
  await (wasNet ? gross : net).click();
  await expect(net).toHaveAttribute('aria-pressed', String(wasNet));
  await expect(gross).toHaveAttribute('aria-pressed', String(!wasNet));
  await expectNothingShown(page);
});

/**
 * Every request for the cart page's script fails (the router's preload hint and the import alike)
 * until the page has loaded again, or for good with `always`; counts the page loads after the click.
 */
async function failCartChunk(page: Page, { always = false } = {}): Promise<{ documents: () => number }> {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.context().route(/\/assets\/CartPage[^/]*\.js$/, async (route) => {
    if (always || documents === 0) await route.abort('failed');
    else await route.continue();
  });
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  return { documents: () => documents };
}

const reloaded = async (page: Page) => !(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false));

test('E08 a page chunk that fails to load reloads the page once, at the address asked for, and the page then opens', async ({ page }) => {
  await openPage(page, '/');
  const chunk = await failCartChunk(page);
  await page.getByRole('banner').getByRole('link', { name: /^Koszyk/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await expect(page).toHaveURL(/\/koszyk$/);
  expect(await reloaded(page)).toBe(true);
  expect(chunk.documents()).toBe(1);
});

test('E08 a page chunk that still fails after the reload is not reloaded again within the minute: the error page shows', async ({ page }) => {
  await openPage(page, '/');
  const chunk = await failCartChunk(page, { always: true });
  await page.getByRole('banner').getByRole('link', { name: /^Koszyk/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
  expect(chunk.documents()).toBe(1);
  await page.waitForTimeout(1_000);
  expect(chunk.documents()).toBe(1);
});

test('E09 a failed old-version link is silent: the page stays and the button works again', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo', '/moje-konto');
  const banner = page.getByRole('region', { name: 'Poprzednia wersja sklepu' });
  const button = banner.getByRole('button', { name: 'Przejdź do poprzedniej wersji' });
  await failNext(page, 'getOldFrontendLink', 500);
  await button.click();
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(/\/moje-konto$/);
  await expectNothingShown(page);
});

test('E10 an unknown address shows the 404 page with "This page could not be found"', async ({ page }) => {
  await openPage(page, '/to-nie-istnieje/wcale');
  await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ups... Coś poszło nie tak' })).toBeVisible();
  await expect(page.getByText('Ta strona nie istnieje. Prawdopodobnie została usunięta lub przeniesiona.', { exact: true })).toBeVisible();
});

test('E11 a product the API does not know (404) shows the 404 page', async ({ page }) => {
  await openPage(page, '/koszyk');
  await gotoWithBootFaults(page, PRODUCT, [{ operationId: 'getProduct', status: 404, error: { message: 'Nie znaleziono produktu.' } }]);
  await expect(page.getByRole('heading', { level: 1, name: 'Ups... Coś poszło nie tak' })).toBeVisible();
  await expect(page.getByText('Ta strona nie istnieje. Prawdopodobnie została usunięta lub przeniesiona.', { exact: true })).toBeVisible();
});

test('E12 a product no longer offered (410) says "Przepraszamy, ten produkt nie jest już w naszej ofercie."', async ({ page }) => {
  await openPage(page, '/koszyk');
  await gotoWithBootFaults(page, PRODUCT, [{ operationId: 'getProduct', status: 410, error: { message: 'Produkt wycofany.' } }]);
  await expect(page.getByRole('heading', { level: 1, name: 'Przepraszamy, ten produkt nie jest już w naszej ofercie.' })).toBeVisible();
});

test('E13 another navigation error shows its status code and the server message', async ({ page }) => {
  await openPage(page, '/koszyk');
  const fault = { operationId: 'getProduct', status: 503, error: { message: 'Serwis jest chwilowo niedostępny.' } };
  // A server error is asked once more before the page gives up.
  await gotoWithBootFaults(page, PRODUCT, [fault, fault]);
  await expect(page.getByRole('heading', { level: 1, name: 'Serwis jest chwilowo niedostępny.' })).toBeVisible();
  await expect(page.getByText('503', { exact: true })).toBeVisible();
});

test('E14 a navigation error without a message shows its status code and "Wystąpił błąd"', async ({ page }) => {
  await openPage(page, '/koszyk');
  const fault = { operationId: 'getProduct', status: 500, error: { message: '' } };
  await gotoWithBootFaults(page, PRODUCT, [fault, fault]);
  await expect(page.getByRole('heading', { level: 1, name: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
});

test('E15 the 404 page\'s products that fail to load leave their section empty, with no error', async ({ page }) => {
  await openPage(page, '/koszyk');
  const faults = ['getBestsellers', 'getPriceAlertProducts'].flatMap((operationId) => [0, 1].map(() => ({ operationId, status: 500 })));
  await gotoWithBootFaults(page, '/to-nie-istnieje', faults);
  await expect(page.getByRole('heading', { level: 1, name: 'Ups... Coś poszło nie tak' })).toBeVisible();
  await page.getByRole('heading', { name: 'Hity cenowe' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Bestsellery' })).toBeVisible();
  await expectNothingShown(page);
});

test('E16 an expired punch-out session shows the expiry message instead of the page', async ({ page, context }) => {
  await openPage(page, '/demo/system-zakupowy');
  await page.getByRole('button', { name: 'Otwórz katalog Spinacz' }).click();
  await expect(accountButton(page)).toBeVisible();
  await context.clearCookies({ name: 'spinacz_auth' });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'Twoja sesja punchout wygasła. Zaloguj się ponownie aby kontynuować zakupy. Jeśli problem będzie się powtarzał upewnij się, że Twoja przeglądarka zezwala na ciasteczka dla strony.',
  );
});

test('E17 a failed autocomplete is silent and keeps the typed phrase', async ({ page }) => {
  await openPage(page, '/koszyk');
  await failNext(page, 'getProductsAutocomplete', 500, {}, 4);
  await searchBox(page).fill('papier');
  await expect(searchBox(page)).toHaveValue('papier');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expectNothingShown(page);
  // The search itself still works.
  await searchBox(page).press('Enter');
  await expect(productTiles(page).first()).toBeVisible();
});

test('E18 a failed menu (category tree) is silent: the page works without it', async ({ page }) => {
  await openPage(page, '/koszyk');
  const fault = { operationId: 'getCategoriesTree', status: 500 };
  await gotoWithBootFaults(page, '/kategoria/papier-ksero-a4', [fault, fault]);
  await expect(productTiles(page).first()).toBeVisible();
  await expectNothingShown(page);
});

test('E19 failed settings are silent: the shop starts and works', async ({ page }) => {
  await openPage(page, '/koszyk');
  const fault = { operationId: 'getSettings', status: 500 };
  await gotoWithBootFaults(page, '/kategoria/papier-ksero-a4', [fault, fault]);
  await expect(productTiles(page).first()).toBeVisible();
  await expectNothingShown(page);
});

test('E20 a search without results says "Brak wyników wyszukiwania."', async ({ page }) => {
  await openPage(page, '/wyszukiwarka?query=zzqxwv');
  await expect(page.getByText('Brak wyników wyszukiwania.', { exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('zzqxwv');
});

test('E21 an empty list of options says "Lista opcji jest pusta."', async ({ page }) => {
  await openPage(page, '/koszyk');
  await gotoWithBootFaults(page, '/promocje', [{ operationId: 'getPromotions', status: 200, body: { promotions: [], countTotal: 0 } }]);
  await expect(page.getByText('Lista opcji jest pusta.', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
