import type { Page } from '@playwright/test';
import { open, productTiles } from './catalogue-helpers';
import { expect, expectNoAxeViolations, openLoggedIn, test } from './fixtures';

/** The demo seed is deterministic: a paper listing, a box sold only in tens, a paper whose code is 198552. */
const LISTING = '/kategoria/papier-ksero-a4';
const MULTIPLE_OF_10 = '/produkt/pudlo-archiwizacyjne-emerson-100-mm-szare-388229';
const KNOWN_CODE = '198552';
const KNOWN_CODE_NAME = 'Papier ksero Pollux A4 100 g/m², 500 ark.';

const cartLines = (page: Page) => page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Adds the listing's first product from its tile; returns its name. */
async function addFirstFromListing(page: Page): Promise<string> {
  await open(page, LISTING);
  const tile = productTiles(page).first();
  const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();
  return name;
}

/** Counts the cart PATCH requests from now on. */
function countPatches(page: Page): { bodies: unknown[] } {
  const seen = { bodies: [] as unknown[] };
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/shopping-carts/current')) seen.bodies.push(request.postDataJSON());
  });
  return seen;
}

test('a product added from a listing shows in the cart dropdown and on the cart page', async ({ page }) => {
  const name = await addFirstFromListing(page);
  await expect(page.getByRole('link', { name: 'Koszyk, 1 produkt' })).toBeVisible();

  await page.getByRole('button', { name: 'Pokaż zawartość koszyka' }).click();
  const dropdown = page.getByRole('table', { name: 'Produkty w koszyku' });
  await expect(dropdown.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Razem netto')).toBeVisible();
  await expect(page.getByText('Razem brutto')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Do zamówienia' })).toHaveAttribute('href', '/proces-zamowienia');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Do koszyka' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/^Do darmowej dostawy brakuje/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Podsumowanie' })).toBeVisible();
  await expect(page).toHaveTitle(/Koszyk/);
  await expectNoAxeViolations(page);

  // Removing the only line (its dialog) leaves the empty cart.
  await cartLines(page).getByRole('button', { name: `Usuń z koszyka: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usuń produkt z koszyka' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(toast(page, 'Został usunięty z koszyka')).toBeVisible();
  await expect(page.getByText('Twój koszyk jest pusty')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('several quantity clicks send one PATCH after the debounce', async ({ page }) => {
  await addFirstFromListing(page);
  await page.goto('/koszyk');
  const line = cartLines(page).first();
  const quantity = line.getByRole('textbox');
  await expect(quantity).toHaveValue('1');
  const patches = countPatches(page);
  const plus = line.getByRole('button', { name: 'Zwiększ ilość' });
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('4');
  await expect.poll(() => patches.bodies.length, { timeout: 5000 }).toBe(1);
  // Nothing else follows.
  await page.waitForTimeout(2000);
  expect(patches.bodies).toHaveLength(1);
  expect(patches.bodies[0]).toMatchObject({ quantity: 4 });
  await page.reload();
  await expect(cartLines(page).first().getByRole('textbox')).toHaveValue('4');
});

test('a quantity that breaks the order multiple opens "Komunikat" and sends nothing', async ({ page }) => {
  await open(page, MULTIPLE_OF_10);
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();
  await page.goto('/koszyk');
  const quantity = cartLines(page).first().getByRole('textbox');
  await expect(quantity).toHaveValue('10');
  const patches = countPatches(page);
  await quantity.fill('15');
  const dialog = page.getByRole('dialog', { name: 'Komunikat' });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await expect(dialog).toContainText('Ilość musi być wielokrotnością liczby 10 (szt.).');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(quantity).toHaveValue('10');
  expect(patches.bodies).toHaveLength(0);
});

test('on a wide screen the lines keep their columns (quantity and remove under each other whatever the unit), and beside the summary the name keeps its room', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await addFirstFromListing(page); // a ream of paper
  await open(page, MULTIPLE_OF_10); // boxes, sold in tens (the field says "szt." and offers "+10")
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(toast(page, 'Został dodany do koszyka')).toBeVisible();
  await page.goto('/koszyk');
  await expect(cartLines(page)).toHaveCount(2);
  const leftOf = async (line: number, role: 'textbox' | 'button', name: RegExp) => (await cartLines(page).nth(line).getByRole(role, { name }).boundingBox())?.x;
  const quantity = await leftOf(0, 'textbox', /^Ilość:/);
  expect(quantity).toBeGreaterThan(0);
  expect(await leftOf(1, 'textbox', /^Ilość:/)).toBe(quantity);
  expect(await leftOf(1, 'button', /^Usuń z koszyka:/)).toBe(await leftOf(0, 'button', /^Usuń z koszyka:/));

  // Beside the summary on a smaller laptop a row would leave the name a few letters wide: the quantity goes below it.
  await page.setViewportSize({ width: 1024, height: 800 });
  const name = cartLines(page).first().getByRole('link').first();
  await expect.poll(async () => (await name.boundingBox())?.width ?? 0).toBeGreaterThan(250);
});

test('promo codes: a valid one is applied, an expired and an unknown one are refused with the server message', async ({ page }) => {
  await addFirstFromListing(page);
  await page.goto('/koszyk');
  const field = page.getByRole('textbox', { name: 'Kod rabatowy' });
  const apply = page.getByRole('button', { name: 'Zastosuj' });

  await field.fill('SPINACZ10');
  await apply.click();
  await expect(page.getByText(/SPINACZ10.*naliczony/)).toBeVisible();
  await expect(page.getByText('Rabat (kod SPINACZ10)')).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill('JESIEN2025');
  await apply.click();
  await expect(page.getByText(/wygasł/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('JESIEN2025');

  await field.fill('NIEMATAKIEGO');
  await apply.click();
  await expect(page.getByText('Kod rabatowy „NIEMATAKIEGO” nie istnieje.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // The refused codes left the applied one in place; it can be taken off.
  await expect(page.getByText('Rabat (kod SPINACZ10)')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń kod SPINACZ10' }).click();
  await expect(page.getByText('Kod rabatowy został usunięty.')).toBeVisible();
  await expect(page.getByText('Rabat (kod SPINACZ10)')).toBeHidden();
});

test('quick order: valid lines go in, a bad line is reported on its number and stays in the field', async ({ page }) => {
  await open(page, '/koszyk');
  await expect(page.getByText('Twój koszyk jest pusty')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Szybkie zamówienie' });
  const lines = panel.getByRole('textbox', { name: 'Kody i ilości' });
  // A thousand written as Polish writes it; a line the shop refuses is shown as it was typed; "2,5" is no whole quantity.
  await lines.fill(`${KNOWN_CODE} 1 000\n\nNIE-MA-TAKIEGO;3\nABC dwa\nABC 2,5`);
  await panel.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(toast(page, 'Produkty zostały dodane do koszyka')).toBeVisible();
  await expect(cartLines(page).getByRole('link', { name: KNOWN_CODE_NAME })).toBeVisible();
  await expect(cartLines(page).first().getByRole('textbox')).toHaveValue('1000');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Linia 3' })).toContainText('NIE-MA-TAKIEGO;3 – Nie znaleziono produktu o kodzie „NIE-MA-TAKIEGO”.');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Linia 4' })).toContainText('nieprawidłowa ilość');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Linia 5' })).toContainText('ABC 2,5 – nieprawidłowa ilość');
  await expect(lines).toHaveValue('NIE-MA-TAKIEGO;3\nABC dwa\nABC 2,5');
  // On a wide screen the panel follows the line and the promo code directly: it starts beside the taller summary, not below it.
  const summary = await page.getByRole('region', { name: 'Podsumowanie' }).boundingBox();
  const panelBox = await panel.boundingBox();
  expect(panelBox!.y).toBeLessThan(summary!.y + summary!.height);
  await expectNoAxeViolations(page);
});

test('a quantity change made offline is kept, marked as not saved, and sent when the connection returns', async ({ page, context }) => {
  await addFirstFromListing(page);
  await page.goto('/koszyk');
  const line = cartLines(page).first();
  await expect(line.getByRole('textbox')).toHaveValue('1');
  const patches = countPatches(page);

  await context.setOffline(true);
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click();
  await expect(line.getByText('Zmiana nie została jeszcze zapisana – wyślemy ją, gdy wróci połączenie.')).toBeVisible({ timeout: 5000 });
  expect(patches.bodies).toHaveLength(0);
  const stored = await page.evaluate(() => localStorage.getItem('spinacz.cartChanges'));
  expect(JSON.parse(stored ?? '[]')).toMatchObject([{ quantity: 2, state: 'unsent' }]);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect.poll(() => patches.bodies.length, { timeout: 5000 }).toBe(1);
  expect(patches.bodies[0]).toMatchObject({ quantity: 2 });
  await expect(line.getByText(/Zmiana nie została jeszcze zapisana/)).toBeHidden();
  await page.reload();
  await expect(cartLines(page).first().getByRole('textbox')).toHaveValue('2');
});

test('edit-order mode: the order is the cart, changes update it, "Zakończ edycje" goes back to the cart', async ({ page }) => {
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
  const order = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('spinacz_auth='))?.split('=')[1] ?? '');
    const response = await fetch('/e-commerce/v1/sales-orders?limit=50', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { salesOrders: { id: number; number: string; canEdit: boolean }[] };
    return body.salesOrders.find((candidate) => candidate.canEdit);
  });
  expect(order, 'an editable order of kupiec@firma.demo').toBeTruthy();

  await page.goto(`/koszyk?edytuj-zamowienie=${order!.id}`);
  const banner = page.getByRole('main').getByRole('region', { name: 'TRYB EDYCJI' });
  await expect(banner).toContainText(`Dodawane lub usuwane produkty zmieniają tylko zamówienie ${order!.number}.`);
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.getByRole('link', { name: /^Koszyk, / })).toHaveAttribute('href', `/moje-konto/zamowienia/${order!.id}`);
  await expect(cartLines(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const line = cartLines(page).first();
  const before = Number(await line.getByRole('textbox').inputValue());
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click();
  await expect(toast(page, 'Zamówienie zostało zaktualizowane')).toBeVisible({ timeout: 6000 });
  await page.reload();
  await expect(cartLines(page).first().getByRole('textbox')).not.toHaveValue(String(before));

  // The dropdown shows the mode too, and the company buyer's cost-centre limits.
  await page.getByRole('button', { name: 'Pokaż zawartość koszyka' }).click();
  await page.getByRole('tab', { name: 'Limity - centra kosztowe' }).click();
  await expect(page.getByRole('columnheader', { name: 'Limit ustalony' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bez limitu' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: 'Zakończ edycje' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('link', { name: /^Koszyk/ }).first()).toHaveAttribute('href', '/koszyk');
});

test('a logged-in buyer puts the whole cart on the shopping list', async ({ page }) => {
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
  const name = await addFirstFromListing(page);
  await page.goto('/koszyk');
  await expect(cartLines(page).getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj wszystko do listy zakupowej' }).click();
  await expect(toast(page, 'Został dodany do listy')).toBeVisible();
  // The product page's list button now says the product is on the list.
  await cartLines(page).getByRole('link', { name }).click();
  await expect(page.getByRole('button', { name: 'Usuń z listy zakupowej' })).toBeVisible();
});
