import type { Locator, Page } from '@playwright/test';
import { logInAs, logOut } from './account-helpers';
import { expect, expectNoAxeViolations, test, expectNoSidewaysScroll } from './fixtures';

/** The notifications, settings, addresses and frequently-bought screens of the account. */

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Menu konta' });
const navLink = (page: Page, name: string) => accountNav(page).getByRole('link', { name: new RegExp(`^${name}`) });

/** The unread count beside "Powiadomienia" (its pill; screen readers hear "2 nieprzeczytane"); 0 without one. */
async function unreadCount(link: Locator): Promise<number> {
  const text = ((await link.textContent()) ?? '').replace(/\s+/g, ' ');
  const match = /(\d+) nieprzeczytan/.exec(text);
  if (!match) return 0;
  await expect(link.locator('[aria-hidden="true"]').filter({ hasText: /^\d+$/ })).toHaveText(match[1]);
  return Number(match[1]);
}

/** The count the header's account dropdown shows beside "Powiadomienia": opens it, reads, closes it. */
async function headerUnread(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Konto: / });
  await button.click();
  const link = page.locator(`#${await button.getAttribute('aria-controls')}`).getByRole('link', { name: /^Powiadomienia/ });
  await expect(link).toBeVisible();
  const count = await unreadCount(link);
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  return count;
}

/** The approver rejects one of the buyer's orders waiting in the queue; the buyer gets a notification. Answers its number. */
async function rejectBuyersOrder(page: Page, buyer: string): Promise<string> {
  const grid = page.getByRole('grid', { name: 'Lista zamówień oczekujących na akceptację' });
  const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell') }).filter({ hasText: buyer }).first();
  await expect(row).toBeVisible();
  const number = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Odrzuć zamówienie ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Odrzucenie zamówienia' });
  await dialog.getByRole('textbox', { name: /Powód odrzucenia/ }).fill('Proszę zamówić z listy zakupowej działu.');
  await dialog.getByRole('button', { name: 'Odrzuć', exact: true }).click();
  await expect(page.getByText(`Zamówienie ${number} zostało odrzucone.`)).toBeVisible();
  await expect(grid.getByRole('link', { name: number })).toHaveCount(0);
  return number;
}

test('a buyer opens a notification and the unread count goes down everywhere; then marks all read', async ({ page }) => {
  // Two decisions of the approver leave the buyer two unread notifications.
  await logInAs(page, 'akceptant@firma.demo', '/moje-konto/zamowienia-oczekujace');
  const first = await rejectBuyersOrder(page, 'Piotr Zieliński');
  await rejectBuyersOrder(page, 'Piotr Zieliński');
  await logOut(page);

  await logInAs(page, 'kupiec@firma.demo');
  const link = navLink(page, 'Powiadomienia');
  await expect.poll(() => unreadCount(link)).toBeGreaterThanOrEqual(2);
  const before = await unreadCount(link);
  expect(await headerUnread(page)).toBe(before);

  await link.click();
  await expect(page).toHaveURL(/\/moje-konto\/powiadomienia/);
  await expect(page.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeVisible();
  const title = `Zamówienie ${first} zostało odrzucone`;
  const item = page.getByRole('list', { name: 'Lista powiadomień' }).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Nowe', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening it shows the whole message and marks it read.
  await item.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Powód: Proszę zamówić z listy zakupowej działu.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  // The navigation is hidden from the accessibility tree while the dialog is open: read it after.
  await expect.poll(() => unreadCount(link)).toBe(before - 1);
  await expect(item.getByText('Nowe', { exact: true })).toBeHidden();
  await expect(item.getByRole('button', { name: /^Oznacz jako przeczytane/ })).toHaveCount(0);
  expect(await headerUnread(page)).toBe(before - 1);

  // Its link leads to the order.
  await item.getByRole('button', { name: title, exact: true }).click();
  await dialog.getByRole('link', { name: 'Przejdź do szczegółów' }).click();
  await expect(page).toHaveURL(/\/moje-konto\/zamowienia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(first) })).toBeVisible();

  // All at once.
  await navLink(page, 'Powiadomienia').click();
  await page.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await expect(page.getByText('Wszystkie powiadomienia zostały oznaczone jako przeczytane.')).toBeVisible();
  await expect.poll(() => unreadCount(link)).toBe(0);
  await expect(page.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeDisabled();
  await expect(page.getByText('Nowe', { exact: true })).toHaveCount(0);
  expect(await headerUnread(page)).toBe(0);
});

test('net prices switched off in the settings show gross prices; a failed save goes back with a message', async ({ page }) => {
  await logInAs(page, 'kupiec@firma.demo');
  await navLink(page, 'Często kupowane').click();
  const price = page.getByRole('article').first().getByText(/^(netto|brutto)$/);
  await expect(price).toHaveText('netto');

  await navLink(page, 'Ustawienia').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  // E-invoices are the administrator's; a buyer does not see the switch.
  await expect(page.getByRole('switch', { name: 'E-faktury' })).toHaveCount(0);
  const net = page.getByRole('switch', { name: 'Ceny netto' });
  await expect(net).toBeChecked();
  await expectNoAxeViolations(page);
  await net.click();
  await expect(page.getByText('Zapisano ustawienie „Ceny netto”.')).toBeVisible();
  await expect(net).not.toBeChecked();

  await navLink(page, 'Często kupowane').click();
  await expect(page.getByRole('article').first().getByText(/^(netto|brutto)$/)).toHaveText('brutto');
  // Saved on the server: still gross after a reload.
  await page.reload();
  await expect(page.getByRole('article').first().getByText(/^(netto|brutto)$/)).toHaveText('brutto');

  // A save that fails puts the switch back and says so.
  await navLink(page, 'Ustawienia').click();
  const newsletter = page.getByRole('switch', { name: 'Newsletter' });
  const subscribed = await newsletter.isChecked();
  await page.evaluate(() =>
    (window as unknown as { spinaczDemo: { demoControl: { failNext: (id: string, status: number) => void } } }).spinaczDemo.demoControl.failNext('patchCurrentUserSetting', 503),
  );
  await newsletter.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nie udało się zapisać ustawienia „Newsletter” – przywróciliśmy poprzednią wartość.' })).toBeVisible();
  await expect(newsletter).toBeChecked({ checked: subscribed });
});

test('an address added in the account is chosen at checkout', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  await navLink(page, 'Adresy dostawy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresy dostawy' })).toBeVisible();
  const book = page.getByRole('list', { name: 'Adresy dostawy' });
  await expect(book.getByRole('listitem').first().getByText('Domyślny')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy adres dostawy' });
  await dialog.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toHaveCount(3);
  await expect(dialog.getByText('Niepoprawny numer telefonu.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Odbiorca (imię i nazwisko lub firma)').fill('Meblomax – magazyn wschodni');
  await dialog.getByLabel('Ulica i numer').fill('ul. Gdańska 7');
  await dialog.getByLabel('Kod pocztowy').fill('60189');
  await dialog.getByLabel('Miejscowość').fill('Poznań');
  await dialog.getByLabel('Telefon').fill('+48 61 222 33 55');
  await dialog.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(dialog.getByText('Nieprawidłowy kod pocztowy.')).toBeVisible();
  // Nothing typed is lost.
  await expect(dialog.getByLabel('Ulica i numer')).toHaveValue('ul. Gdańska 7');
  await dialog.getByLabel('Kod pocztowy').fill('60-189');
  await dialog.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Adres dostawy został dodany.')).toBeVisible();
  const card = book.getByRole('listitem').filter({ hasText: 'Meblomax – magazyn wschodni' });
  await expect(card).toContainText('60-189 Poznań');

  await card.getByRole('button', { name: 'Edytuj adres: Meblomax – magazyn wschodni' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja adresu dostawy' });
  await edit.getByLabel('Dodatkowe informacje (piętro, lokal)').fill('Brama nr 3');
  await edit.getByRole('button', { name: 'Zapisz adres' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Brama nr 3');

  // A product from "Często kupowane" into the cart (the shop's own tile in the account), then the checkout.
  await navLink(page, 'Często kupowane').click();
  const tile = page.getByRole('article').filter({ hasText: 'Artykuły biurowe ›' }).first();
  await tile.getByRole('button', { name: /^Dodaj do koszyka/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
  const choice = page.getByRole('radio', { name: /Meblomax – magazyn wschodni/ });
  await choice.check();
  await expect(choice).toBeChecked();
});

test('frequently bought: the period changes the list and stays in the URL', async ({ page }) => {
  await logInAs(page, 'akceptant@firma.demo');
  await navLink(page, 'Często kupowane').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Często kupowane' })).toBeVisible();
  const periods = page.getByRole('group', { name: 'Okres:' });
  await expect(periods.getByRole('button', { name: 'Miesiąc', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const count = page.getByRole('status').filter({ hasText: /^\d+ produkt/ });
  const countOf = async () => Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1] ?? NaN);
  await expect(count).toBeVisible();
  const month = await countOf();
  expect(month).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(Math.min(month, 24));
  await expectNoAxeViolations(page);

  await periods.getByRole('button', { name: 'Rok', exact: true }).click();
  await expect(periods.getByRole('button', { name: 'Rok', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/365/);
  await expect.poll(countOf).toBeGreaterThan(month);
  const year = await countOf();

  await periods.getByRole('button', { name: 'Dzień', exact: true }).click();
  await expect(page).toHaveURL(/value%5D=1(&|$)|value\]=1(&|$)/);
  await expect(count.or(page.getByText('W okresie „ostatni dzień” nic nie kupowano.'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Często kupowane' })).toBeVisible({ timeout: 30_000 });
  await expect(periods.getByRole('button', { name: 'Dzień', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const empty = page.getByText('W okresie „ostatni dzień” nic nie kupowano.');
  // The reloaded list comes after the heading: wait for its answer, whichever it is.
  await expect(count.or(empty)).toBeVisible();
  if (await empty.isVisible()) {
    await page.getByRole('button', { name: 'Pokaż ostatni rok' }).click();
    await expect.poll(countOf).toBe(year);
  } else {
    expect(await countOf()).toBeLessThanOrEqual(month);
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the data-only user sees the settings on a phone: net prices fixed, company data read-only', async ({ page }) => {
    await logInAs(page, 'dane@firma.demo', '/moje-konto/ustawienia');
    await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
    const net = page.getByRole('switch', { name: 'Ceny netto' });
    await expect(net).toBeDisabled();
    await expect(page.getByText('To ustawienie ustala dla Twojego konta administrator.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dane firmy' })).toBeVisible();
    await expect(page.getByText('Meblomax sp. z o.o.', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zmień dane firmy' })).toHaveCount(0);
    await expect(page.getByText('Dane firmy może zmienić administrator konta firmy.')).toBeVisible();
    // Nothing runs off the side of the phone.
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Otwórz menu konta/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu konta' });
    await drawer.getByRole('link', { name: /^Powiadomienia/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
