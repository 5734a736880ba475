import type { Page } from '@playwright/test';
import { open, productTiles, tilePrice } from './catalogue-helpers';
import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';

/**
 * The company context of akceptant@firma.demo (Meblomax sp. z o.o. ↔ Meblomax Logistyka sp. z o.o.).
 * The active company is kept by the demo API in this browser's demo state (localStorage), which every
 * test starts without, and a login starts in the company it logs into: other specs are not affected.
 */
const TONERS = '/kategoria/tonery-i-tusze';
/** A toner of Meblomax's active toner contract (the demo seed is deterministic): cheaper there than at Meblomax Logistyka. */
const CONTRACT_TONER = 'Toner Dell 593-9803 żółty (3000 str.)';
const MAIN = 'Meblomax sp. z o.o.';
const LOGISTICS = 'Meblomax Logistyka sp. z o.o.';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');

async function logInAsApprover(page: Page): Promise<void> {
  await openLoggedIn(page, 'akceptant@firma.demo', '/moje-konto');
}

/** Opens the account dropdown of the header (its panel is part of the banner). */
async function accountPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Konto: Magdalena Wójcik' }).click();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Firma' })).toBeVisible();
  return page.getByRole('banner');
}

test('a company switch with a full cart asks what to do with it; then prices, company and cart are the new company\'s', async ({ page }) => {
  test.slow(); // a long journey: login, listing, dialog, a failed and a good switch, reload, cart, three axe runs
  await logInAsApprover(page);
  await open(page, TONERS);
  const name = CONTRACT_TONER;
  const tile = productTiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  const offerPrice = await tilePrice(tile);
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();

  const panel = await accountPanel(page);
  await expect(panel.getByText(`${MAIN} · Administrator`)).toBeVisible();
  await panel.getByRole('combobox', { name: 'Firma' }).selectOption({ label: LOGISTICS });
  await panel.getByRole('button', { name: 'Zmień firmę' }).click();

  const dialog = page.getByRole('dialog', { name: 'Zmiana firmy' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`W koszyku firmy „${MAIN}” masz 1 produkt. Co zrobić z koszykiem po przejściu do firmy „${LOGISTICS}”?`);
  await expect(dialog.getByText('Obecna firma')).toBeVisible();
  await expect(dialog.getByText('1 produkt w koszyku')).toBeVisible();
  await expect(dialog.getByText('Koszyk jest pusty')).toBeVisible();
  const radios = dialog.getByRole('radiogroup', { name: 'Co zrobić z koszykiem?' }).getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: `Zostaw koszyk w firmie „${MAIN}”` })).toBeChecked();
  await expectNoAxeViolations(page);

  // Keyboard: the second option, then "Zmień firmę". The first try fails (network): it says so and stays.
  await dialog.getByRole('radio', { name: `Zostaw koszyk w firmie „${MAIN}”` }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: `Przenieś koszyk do firmy „${LOGISTICS}”` })).toBeChecked();
  await page.evaluate(() => (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number) => void } } }).spinaczDemo.demoControl.failNext('switchAccount', 0));
  await dialog.getByRole('button', { name: 'Zmień firmę' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Nie udało się zmienić firmy. Spróbuj ponownie.');
  await expect(dialog.getByRole('radio', { name: `Przenieś koszyk do firmy „${LOGISTICS}”` })).toBeChecked();

  await dialog.getByRole('button', { name: 'Zmień firmę' }).focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.getByRole('dialog', { name: 'Zmiana firmy' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  // The same toner costs the list price at Meblomax Logistyka (Meblomax has it in its negotiated toner contract).
  const sameTile = productTiles(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  await expect.poll(() => tilePrice(sameTile)).toBeGreaterThan(offerPrice);
  const listPrice = await tilePrice(sameTile);
  const panelAfter = await accountPanel(page);
  await expect(panelAfter.getByText(`${LOGISTICS} · Administrator`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The cart moved with the switch, priced by the new company.
  await page.goto('/koszyk');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toContainText(name);
  await expect(cartLines(page).first()).toContainText(new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2 }).format(listPrice));
  await expectNoAxeViolations(page);
});

test('a checkout left open while another tab switches company: shown again, it is the new company\'s, with nothing typed for the other one', async ({ page, context }) => {
  test.slow(); // two tabs, a switch with its reload, and the checkout loaded three times
  await logInAsApprover(page);
  await open(page, TONERS);
  const tile = productTiles(page).filter({ has: page.getByRole('heading', { name: CONTRACT_TONER, exact: true }) }).first();
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();
  await page.goto('/proces-zamowienia');
  const orderNumber = page.getByLabel('Twój numer zamówienia');
  await orderNumber.fill('MEBLOMAX/77');
  await expect(page.getByRole('combobox', { name: 'Centrum kosztowe' })).toContainText('Marketing');

  // Another tab switches to Meblomax Logistyka and takes the cart along. Headless Chromium counts
  // every page as focused, so the checkout is not reloaded by that tab's news (§4 reloads unfocused
  // tabs only): it stays as a tab the browser froze in the background does.
  const other = await context.newPage();
  await other.goto('/koszyk');
  const panel = await accountPanel(other);
  await panel.getByRole('combobox', { name: 'Firma' }).selectOption({ label: LOGISTICS });
  await panel.getByRole('button', { name: 'Zmień firmę' }).click();
  const dialog = other.getByRole('dialog', { name: 'Zmiana firmy' });
  await dialog.getByRole('radio', { name: `Przenieś koszyk do firmy „${LOGISTICS}”` }).check();
  await Promise.all([other.waitForEvent('load'), dialog.getByRole('button', { name: 'Zmień firmę' }).click()]);
  await expect(orderNumber).toHaveValue('MEBLOMAX/77');

  // The checkout's tab is shown again (headless Chromium never hides a page: the test sends the
  // event the browser sends then). It loads anew, in the company its orders would now go to.
  await page.bringToFront();
  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))]);
  await expect(page.getByRole('combobox', { name: 'Centrum kosztowe' })).toContainText('Magazyn Września');
  await expect(page.getByLabel('Twój numer zamówienia')).toHaveValue('');
  await expect(page.getByText(CONTRACT_TONER)).toBeVisible();
  const account = await accountPanel(page);
  await expect(account.getByText(`${LOGISTICS} · Administrator`)).toBeVisible();
});

test('on a phone the mobile menu switches company at once when the cart is empty', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsApprover(page);
  await page.getByRole('button', { name: 'Otwórz menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(`${MAIN} · Administrator`)).toBeVisible();
  await menu.getByRole('combobox', { name: 'Firma' }).selectOption({ label: LOGISTICS });
  // A failure is said under the selector, and nothing changes.
  await page.evaluate(() => (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number) => void } } }).spinaczDemo.demoControl.failNext('getAccountSwitchInfo', 0));
  await menu.getByRole('button', { name: 'Zmień firmę' }).click();
  await expect(menu.getByRole('alert')).toHaveText('Nie udało się zmienić firmy. Spróbuj ponownie.');
  await expect(menu.getByRole('combobox', { name: 'Firma' })).toHaveAccessibleDescription('Nie udało się zmienić firmy. Spróbuj ponownie.');
  await expectNoAxeViolations(page);
  await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'Zmień firmę' }).click()]);
  await expect(page.getByRole('dialog', { name: 'Zmiana firmy' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Otwórz menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByText(`${LOGISTICS} · Administrator`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Firma' }).getByRole('option', { name: MAIN })).toHaveCount(1);
});

test('the old-frontend banner leads to the previous version of the shop; guests load nothing of it', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await open(page, '/');
  await expect(page.getByRole('region', { name: 'Poprzednia wersja sklepu' })).toHaveCount(0);
  expect(loaded.filter((url) => /OldFrontendBanner|CompanySelector|SwitchAccountDialog|texts-pl-company/.test(url))).toEqual([]);

  await logInAsApprover(page);
  const banner = page.getByRole('region', { name: 'Poprzednia wersja sklepu' });
  await expect(banner).toContainText(/^Do \d{2}\.\d{2}\.\d{4} możesz jeszcze korzystać z poprzedniej wersji sklepu\./);
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Przejdź do poprzedniej wersji' }).click();

  await expect(page).toHaveURL(/\/demo\/poprzednia-wersja$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poprzednia wersja sklepu' })).toBeVisible();
  await expect(page.getByText('Ta strona zastępuje w wersji demonstracyjnej poprzednią wersję sklepu Spinacz.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Wróć do nowej wersji sklepu' }).click();
  await expect(page).toHaveURL(/\/$/);
});
