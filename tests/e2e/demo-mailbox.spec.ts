import type { Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { logOut } from './account-helpers';
import { expect, expectNoAxeViolations, logIn, openLoggedIn, test, expectNoSidewaysScroll } from './fixtures';

/** The demo panel, the demo mailbox and the accept-order page (issue 12). */

/** A paper sold by the ream in packs of five, 34,49 zł net (the deterministic demo seed). */
const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const PAPER_NET = 34.49;
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const ORDER_NUMBER = /ZS\/\d{4}\/\d{2}\/\d{6}/;

/**
 * How many reams go over what is left of a cost centre's limit this month (the month's spending in
 * the demo depends on the day, so the amount is read, never assumed), with the page's token.
 */
async function reamsOverLimit(page: Page, centre: string): Promise<number> {
  const available = await page.evaluate(async (name) => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/cost-centers', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    const { costCenters } = (await response.json()) as { costCenters: { name: string; limitAvailable: number }[] };
    return costCenters.find((candidate) => candidate.name === name)!.limitAvailable;
  }, centre);
  return Math.ceil((Math.floor(available / PAPER_NET) + 1) / 5) * 5;
}

/** kupiec@firma.demo orders on Marketing (a hard limit that may be exceeded after approval) over what is left: the order waits. */
async function placeOrderOverMarketing(page: Page): Promise<{ number: string; reams: number }> {
  await openLoggedIn(page, 'kupiec@firma.demo', '/moje-konto');
  const reams = await reamsOverLimit(page, 'Marketing');
  await open(page, PAPER);
  await page.getByRole('textbox', { name: 'Ilość', exact: true }).fill(String(reams));
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeVisible();
  await page.getByLabel('Centrum kosztowe').selectOption({ label: 'Marketing' });
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Przelew z odroczonym terminem/ }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
  await expect(page.getByText('Zamówienie czeka na akceptację przełożonego.')).toBeVisible();
  return { number: ORDER_NUMBER.exec(await page.getByRole('main').innerText())![0], reams };
}

const messages = (page: Page) => page.getByRole('list', { name: 'Wiadomości' }).getByRole('listitem');

test('an approver accepts an order from the link in the demo mailbox, logging in first; the buyer gets the decision', async ({ page }) => {
  // A whole journey of two users (checkout, mailbox, login, decision, phone): longer than one page's test.
  test.slow();
  const { number, reams } = await placeOrderOverMarketing(page);
  await logOut(page);

  // The demo mailbox: newest first; the filter keeps only the approver's messages.
  await page.goto('/demo/poczta');
  await expect(page.getByRole('heading', { level: 1, name: 'Poczta demo' })).toBeVisible();
  await expect(messages(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Adresat', { exact: true }).fill('akceptant@firma.demo');
  await page.getByRole('button', { name: 'Filtruj', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/poczta\?to=akceptant%40firma\.demo$/);
  await expect(page.getByText('1 wiadomość do akceptant@firma.demo')).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await messages(page).getByRole('link', { name: `Zamówienie ${number} czeka na Twoją akceptację` }).click();

  // The message: subject, recipient, the buyer, the cost centre, the amount over the limit, the accept link.
  await expect(page.getByRole('heading', { level: 1, name: `Zamówienie ${number} czeka na Twoją akceptację` })).toBeVisible();
  await expect(page.getByText('Dzień dobry, Magdalena!')).toBeVisible();
  await expect(page.getByText(/Zamawiający: Piotr Zieliński/)).toBeVisible();
  await expect(page.getByText(/Centrum kosztowe: Marketing/)).toBeVisible();
  await expect(page.getByText(/Ponad limit: [\d\s]+,\d{2}\szł netto/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Wróć do skrzynki' }).click();
  await expect(page).toHaveURL(/\/demo\/poczta\?to=akceptant%40firma\.demo$/);
  await page.getByRole('link', { name: `Zamówienie ${number} czeka na Twoją akceptację` }).click();
  await page.getByRole('link', { name: 'Zaakceptuj lub odrzuć' }).click();

  // A guest goes to login and comes back to the same address, ?id= included.
  await expect(page).toHaveURL(/\/logowanie$/);
  await logIn(page, 'akceptant@firma.demo');
  await expect(page).toHaveURL(/\/zaakceptuj-zamowienie\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Akceptacja zamówienia' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Zamówienie ${number}` })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'Piotr Zieliński' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Marketing' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Produkty w zamówieniu' });
  await expect(lines.getByRole('rowheader', { name: /Papier ksero Pollux/ })).toBeVisible();
  // The quantity reads as Polish does after its number: "105 ryz", not "105 ryza".
  await expect(lines.getByRole('cell', { name: `${reams} ryz`, exact: true })).toBeVisible();
  await expect(page.getByText(/^Akceptując, zgadzasz się na przekroczenie limitu centrum kosztowego o/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Rejecting needs a reason (spec §5); cancelling goes back to the choice.
  await page.getByRole('button', { name: 'Odrzuć zamówienie' }).click();
  const reason = page.getByRole('textbox', { name: /Powód odrzucenia/ });
  await expect(reason).toBeFocused();
  await page.getByRole('button', { name: 'Odrzuć zamówienie' }).click();
  await expect(page.getByText('To pole jest wymagane.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(reason).toHaveCount(0);

  // Accepting over the limit is confirmed in the approval-validation dialog, as in the queue.
  await page.getByRole('button', { name: 'Akceptuj zamówienie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Akceptacja zamówienia' });
  await expect(dialog.getByText(/przekroczenie limitu/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Akceptuj', exact: true }).click();
  const result = page.getByRole('heading', { level: 2, name: `Zamówienie ${number} zostało zaakceptowane.` });
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  await expect(page.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute('href', /^\/moje-konto\/zamowienia\/\d+$/);
  await expect(page.getByRole('link', { name: 'Zamówienia oczekujące' })).toHaveAttribute('href', '/moje-konto/zamowienia-oczekujace');
  await expectNoAxeViolations(page);

  // Opened again, the link says the order is decided.
  await page.reload();
  await expect(page.getByText(`Zamówienie ${number} zostało już zaakceptowane przez: Magdalena Wójcik.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akceptuj zamówienie' })).toHaveCount(0);

  // The buyer's decision e-mail is in the mailbox; its button opens the order inside the app.
  await page.goto('/demo/poczta?to=kupiec@firma.demo');
  await expect(messages(page)).toHaveCount(2);
  await messages(page).first().getByRole('link', { name: `Zamówienie ${number} zostało zaakceptowane` }).click();
  await expect(page.getByText(/^Magdalena Wójcik zaakceptował\(a\) Twoje zamówienie/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute('href', /^\/moje-konto\/zamowienia\/\d+$/);

  // On a phone: one column, nothing scrolls sideways, the buttons fill the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/poczta');
  await expect(messages(page)).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await messages(page).first().getByRole('link').click();
  const button = page.getByRole('link', { name: 'Zobacz zamówienie' });
  await expect(button).toBeInViewport();
  expect((await button.boundingBox())!.width).toBeGreaterThan(300);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('the demo panel is reached from the login page, speaks English under /en and asks before it resets the data', async ({ page }) => {
  await open(page, '/logowanie');
  await page.getByRole('link', { name: /^Panel demo:/ }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel demo' })).toBeVisible();
  await expect(page.getByText('kupiec@firma.demo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otwórz system zakupowy' })).toHaveAttribute('href', '/demo/system-zakupowy');
  await expectNoAxeViolations(page);

  // Reset asks first; cancelling leaves everything and gives the focus back.
  await page.getByRole('button', { name: 'Przywróć dane demonstracyjne' }).click();
  await expect(page.getByText(/^Czy na pewno przywrócić dane demonstracyjne\?/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tak, przywróć dane' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('button', { name: 'Przywróć dane demonstracyjne' })).toBeFocused();

  await page.getByRole('link', { name: 'Otwórz pocztę demo' }).click();
  await expect(page).toHaveURL(/\/demo\/poczta$/);
  await expect(page.getByText(/^Skrzynka jest pusta\./)).toBeVisible();
  await page.goto('/demo/poczta/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie ma takiej wiadomości' })).toBeVisible();

  // English: the same pages under /en/demo.
  await page.goto('/en/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo panel' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  await expect(page).toHaveURL(/\/en\/demo\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
  await expect(page.getByText(/^The mailbox is empty\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // Resetting really resets: the page reloads with the seed's data.
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Przywróć dane demonstracyjne' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Tak, przywróć dane' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel demo' })).toBeVisible();
});

test('the accept page: without an order in the link, and a buyer who may not decide', async ({ page }) => {
  await openLoggedIn(page, 'kupiec@firma.demo', '/zaakceptuj-zamowienie');
  await expect(page.getByRole('heading', { level: 2, name: 'Brak zamówienia w linku' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zamówienia oczekujące' })).toBeVisible();
  await page.goto('/zaakceptuj-zamowienie?id=99999999');
  await expect(page.getByRole('heading', { level: 2, name: 'Nie znaleźliśmy zamówienia' })).toBeVisible();

  // One of the company's orders waiting for acceptance, seen by its buyer.
  const waitingId = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/sales-orders?filters[status][]=awaitingAcceptance&limit=1', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return ((await response.json()) as { salesOrders: { id: number }[] }).salesOrders[0].id;
  });
  await page.goto(`/zaakceptuj-zamowienie?id=${waitingId}`);
  await expect(page.getByText(/^Nie możesz zaakceptować ani odrzucić tego zamówienia/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akceptuj zamówienie' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
