import type { Page } from '@playwright/test';
import { dismissCookies, open } from './catalogue-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Punch-out with OCI (spec §4, §8): the demo procurement system opens the shop as a catalogue,
 * the cart goes back to it as an OCI form, and a finished session leaves only the expiry message.
 */

/** Two products of the deterministic demo seed: a paper sold by the ream and a box sold in tens. */
const PAPER = { path: '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552', name: 'Papier ksero Pollux A4 100 g/m², 500 ark.', code: '198552', quantity: 3 };
const BOX = { path: '/produkt/pudlo-archiwizacyjne-emerson-100-mm-szare-388229', code: '388229', quantity: 20 };
const EXPIRED =
  'Twoja sesja punchout wygasła. Zaloguj się ponownie aby kontynuować zakupy. Jeśli problem będzie się powtarzał upewnij się, że Twoja przeglądarka zezwala na ciasteczka dla strony.';
const PROCUREMENT = '/demo/system-zakupowy';

async function openProcurement(page: Page): Promise<void> {
  await page.goto(PROCUREMENT);
  await dismissCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Zapotrzebowanie z katalogu Spinacz' })).toBeVisible();
}

/** From the demo procurement system (open), as kupiec@firma.demo (the default buyer): the shop's home page opens. */
async function startPunchOut(page: Page): Promise<void> {
  await expect(page.getByLabel('Kupujący (USERNAME)')).toHaveValue('kupiec@firma.demo');
  await page.getByRole('button', { name: 'Otwórz katalog Spinacz' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Konto: / })).toBeVisible();
}

async function addToCart(page: Page, path: string, quantity: number): Promise<void> {
  await open(page, path);
  await page.getByRole('textbox', { name: 'Ilość', exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
}

/** A cart line's unit price as OCI writes it: "31,04 zł netto" → "31.04". */
async function unitNetPrice(page: Page, code: string): Promise<string> {
  const line = page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem').filter({ hasText: code });
  const text = (await line.innerText()).replace(/\u00a0/g, ' ');
  const match = /(\d[\d ]*,\d{2}) zł netto/.exec(text);
  expect(match, `unit price of ${code}`).not.toBeNull();
  return match![1].replace(/ /g, '').replace(',', '.');
}

test('a punch-out session returns its cart to the demo procurement system with the OCI fields and quantities', async ({ page }) => {
  await openProcurement(page);
  await expect(page.getByText('Nic jeszcze nie wróciło ze sklepu.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await startPunchOut(page);

  await addToCart(page, PAPER.path, PAPER.quantity);
  await addToCart(page, BOX.path, BOX.quantity);
  // The header's cart dropdown has the same final button instead of "Do zamówienia".
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Pokaż zawartość koszyka' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Przenieś do systemu zakupowego' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Do zamówienia' })).toHaveCount(0);
  await page.goto('/koszyk');
  await expect(page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem')).toHaveCount(2);
  const transfer = page.getByRole('button', { name: 'Przenieś do systemu zakupowego' });
  await expect(transfer).toBeVisible();
  await expect(page.getByRole('link', { name: 'Do zamówienia' })).toHaveCount(0);
  const paperPrice = await unitNetPrice(page, PAPER.code);
  const boxPrice = await unitNetPrice(page, BOX.code);
  await expectNoAxeViolations(page);

  // Checkout is not for punch-out: back to the cart.
  await page.goto('/proces-zamowienia');
  await expect(page).toHaveURL(/\/koszyk$/);

  await page.getByRole('button', { name: 'Przenieś do systemu zakupowego' }).click();
  await expect(page).toHaveURL(/\/demo\/system-zakupowy#oci=/);
  await expect(page.getByRole('heading', { name: 'Koszyk odebrany ze sklepu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 pozycje' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Pozycje zapotrzebowania' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const cells = async (row: number) => (await rows.nth(row).getByRole('cell').allInnerTexts()).map((text) => text.trim());
  const paper = await cells(1);
  expect(paper[0]).toBe('1');
  expect(paper[1]).toContain('Papier ksero Pollux A4 100 g/m², 500 ar…');
  expect(paper[1]).toContain(PAPER.name); // the long text: the whole name
  expect(paper.slice(2)).toEqual([String(PAPER.quantity), 'RM', paperPrice, 'PLN', PAPER.code, expect.stringMatching(/^\d{1,10}$/), '1']);
  const box = await cells(2);
  expect(box[0]).toBe('2');
  expect(box[1]).toMatch(/^Pudło archiwizacyjne/);
  expect(box.slice(2)).toEqual([String(BOX.quantity), 'PCE', boxPrice, 'PLN', BOX.code, expect.stringMatching(/^\d{1,10}$/), '1']);

  // The raw fields as posted.
  await page.getByText(/^Odebrane pola OCI/).click();
  const raw = await page.locator('pre').innerText();
  expect(raw).toContain(`NEW_ITEM-QUANTITY[1]=${PAPER.quantity}`);
  expect(raw).toContain(`NEW_ITEM-VENDORMAT[2]=${BOX.code}`);
  expect(raw).toContain('NEW_ITEM-VENDOR[1]=7792031183');
  expect(raw).toContain('~OkCode=ADDI');
  expect(raw).toContain('~TARGET=_top');
  expect(raw).not.toContain('[3]');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Pozycje zapotrzebowania' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('once the punch-out session is over every page shows the expiry message; the procurement system ends the mode', async ({ page, context }) => {
  await openProcurement(page);
  await startPunchOut(page);
  await context.clearCookies({ name: 'spinacz_auth' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sesja punch-out wygasła' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  await expectNoAxeViolations(page);
  await page.goto('/koszyk');
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  await page.goto('/logowanie');
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  await expect(page).toHaveTitle('Sesja punch-out wygasła | Spinacz');
  // The punch-out address itself says the same.
  await page.goto('/punch-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Sesja punch-out wygasła' })).toBeVisible();
  await expect(page).toHaveTitle('Sesja punch-out wygasła | Spinacz');

  // The procurement system is no page of the shop: it ends punch-out mode in this browser.
  await page.goto(PROCUREMENT);
  await page.getByRole('button', { name: 'Zakończ punch-out w tej przeglądarce' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: /Koszyk/ }).first()).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('a refused or incomplete OCI call is explained on the punch-out page', async ({ page }) => {
  const hook = encodeURIComponent('http://localhost/demo/oci-hook');
  await page.goto(`/punch-out?USERNAME=kupiec%40firma.demo&PASSWORD=zle-haslo&HOOK_URL=${hook}&~TARGET=_top`);
  await dismissCookies(page);
  await expect(page.getByRole('alert')).toHaveText('Nie udało się zalogować: login lub hasło w wywołaniu punch-out są nieprawidłowe.');
  // The password does not stay in the address bar.
  await expect(page).not.toHaveURL(/PASSWORD/);
  await expectNoAxeViolations(page);

  await page.goto(`/punch-out?USERNAME=kupiec%40firma.demo&HOOK_URL=${hook}`);
  await expect(page.getByRole('alert')).toHaveText('Wywołanie punch-out jest niepełne – brakuje parametrów: PASSWORD.');
  await page.goto('/punch-out?USERNAME=kupiec%40firma.demo&PASSWORD=Spinacz123!&HOOK_URL=javascript%3Aalert(1)');
  await expect(page.getByRole('alert')).toHaveText('Adres powrotu koszyka (HOOK_URL) musi zaczynać się od http:// lub https://.');
});
