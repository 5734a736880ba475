import type { Locator, Page } from '@playwright/test';
import { open, productTiles } from './catalogue-helpers';
import { expect, expectNoAxeViolations, logIn, openLoggedIn, test } from './fixtures';

const LISTING = '/kategoria/papier-ksero-a4';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const nameOf = async (tile: Locator) => ((await tile.getByRole('heading').textContent()) ?? '').trim();
const listButton = (tile: Locator) => tile.getByRole('button', { name: /^Lista zakupowa:/ });

/** Tiles of products in stock and not on the default list yet (the list button not pressed). */
async function freeTiles(page: Page): Promise<Locator[]> {
  await expect(productTiles(page).first()).toBeVisible();
  const found: Locator[] = [];
  for (const tile of await productTiles(page).all()) {
    if ((await listButton(tile).getAttribute('aria-pressed')) === 'false' && (await tile.getByText('Dostępny', { exact: true }).count()) > 0) found.push(tile);
  }
  return found;
}

test('a logged-in buyer creates a list with a reminder, fills it from a tile and puts it into the cart', async ({ page }) => {
  test.slow(); // a long journey: login, cart, list form, tile dialog, list screen, cart dialog, the cart, five axe runs
  // Something already in the cart, so adding the list asks whether to empty it.
  await openLoggedIn(page, 'kupiec@firma.demo', LISTING);
  const [forCart, forList] = await freeTiles(page);
  const cartName = await nameOf(forCart);
  const listedName = await nameOf(forList);
  await forCart.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();

  // A new list with a weekly reminder.
  await page.goto('/moje-konto/lista');
  await expect(page.getByRole('heading', { level: 1, name: 'Listy zakupowe' })).toBeVisible();
  const lists = page.getByRole('list', { name: 'Twoje listy zakupowe' });
  await expect(lists.getByRole('heading', { name: 'Lista domyślna' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nowa lista' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa lista zakupowa' });
  await form.getByRole('textbox', { name: 'Nazwa listy' }).fill('Papier co tydzień');
  await form.getByRole('checkbox', { name: 'Chcę otrzymywać przypomnienia o tej liście' }).check();
  // The reminder needs its cycle (spec §5): refused beside the field, nothing typed is lost.
  await form.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(form.getByText('Wybierz, jak często przypominać o liście.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nazwa listy' })).toHaveValue('Papier co tydzień');
  await form.getByRole('combobox', { name: /^Cykl/ }).selectOption({ label: 'Tydzień' });
  // The first reminder's day typed the Polish way (dd.mm.rrrr), whatever the browser's language.
  const firstReminder = form.getByRole('group', { name: /^Pierwsze przypomnienie/ });
  await expect(firstReminder).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  const nextYear = new Date().getFullYear() + 1;
  await firstReminder.getByRole('spinbutton').first().click();
  await page.keyboard.type(`0203${nextYear}`);
  await expect(firstReminder).toContainText(`02.03.${nextYear}`);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Utwórz listę' }).click();
  await expect(form).toBeHidden();
  const created = lists.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Papier co tydzień' }) });
  await expect(created.getByText(new RegExp(`^Tydzień, co 1, od 02\\.03\\.${nextYear}$`))).toBeVisible();
  await expect(created.getByText('Z przypomnieniem')).toBeVisible();

  // Filled from a tile: the dialog offers the lists, the default one chosen.
  await open(page, LISTING);
  const tile = productTiles(page).filter({ has: page.getByRole('heading', { name: listedName, exact: true }) });
  await listButton(tile).click();
  const addDialog = page.getByRole('dialog', { name: 'Dodaj do listy' });
  await expect(addDialog.getByRole('radio', { name: /^Lista domyślna/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await addDialog.getByRole('radio', { name: /^Papier co tydzień/ }).check();
  await addDialog.getByRole('button', { name: 'Dodaj do listy' }).click();
  await expect(addDialog).toBeHidden();
  await expect(toast(page, 'Został dodany do listy')).toBeVisible();

  // The list shows it; the whole list goes into the cart, which is emptied first.
  await page.goto('/moje-konto/lista');
  await created.getByRole('link', { name: 'Papier co tydzień', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Papier co tydzień' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Produkty na liście' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByRole('link', { name: listedName })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dodaj listę do koszyka' }).click();
  const toCart = page.getByRole('dialog', { name: 'Dodaj listę do koszyka' });
  await expect(toCart.getByText(/^W koszyku jest już 1 produkt/)).toBeVisible();
  await expectNoAxeViolations(page);
  await toCart.getByRole('button', { name: 'Wyczyść koszyk i dodaj' }).click();
  await expect(toCart).toBeHidden();
  await expect(toast(page, 'Produkty zostały dodane do koszyka')).toBeVisible();

  await page.goto('/koszyk');
  const cartLines = page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');
  await expect(cartLines.getByRole('link', { name: listedName })).toBeVisible();
  await expect(cartLines).toHaveCount(1);
  await expect(cartLines.getByRole('link', { name: cartName })).toHaveCount(0);

  // A list that is not there (deleted, or a mistyped address) says so, in its heading and the page's title.
  await page.goto('/moje-konto/lista/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono listy' })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono listy | Spinacz');
});

test('a guest keeps two products on the list of this device, and they join the default list at login', async ({ page }) => {
  await open(page, LISTING);
  const [first, second] = await freeTiles(page);
  const names = [await nameOf(first), await nameOf(second)];
  await listButton(first).click();
  await expect(toast(page, 'Został dodany do listy')).toBeVisible();
  await listButton(second).click();
  await expect(listButton(second)).toHaveAttribute('aria-pressed', 'true');
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'Lista zakupowa, 2 produkty' });
  await expect(headerLink).toBeVisible();

  await headerLink.click();
  await expect(page).toHaveURL(/\/lista-zakupowa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista zakupowa' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Produkty na liście zakupowej' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const name of names) await expect(lines.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  // The footer's product list leads here for a guest.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lista zakupowa' })).toHaveAttribute('href', '/lista-zakupowa');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lines.first().getByRole('button', { name: /^Usuń z listy:/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/logowanie');
  await logIn(page, 'klient@spinacz.demo');
  await expect(page).toHaveURL(/\/moje-konto$/);
  await page.goto('/moje-konto/lista');
  const defaultList = page.getByRole('list', { name: 'Twoje listy zakupowe' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lista domyślna' }) });
  await expect(defaultList.getByText('2 produkty')).toBeVisible();
  await defaultList.getByRole('link', { name: 'Lista domyślna', exact: true }).click();
  const items = page.getByRole('list', { name: 'Produkty na liście' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const name of names) await expect(items.getByRole('link', { name })).toBeVisible();
  // The device's list is now the account's: no counter, and the links lead to the account.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lista zakupowa' })).toHaveAttribute('href', '/moje-konto/lista');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lista zakupowa' })).toHaveAttribute('href', '/moje-konto/lista');
});
