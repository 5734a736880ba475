import type { Locator, Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { failNext, setLatency } from './error-helpers';
import { logInAs, tickInGrid } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const PAPER_NET = 34.49;
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const QUEUE = '/moje-konto/zamowienia-oczekujace';
/** A fresh load of the queue (the account area's grid code and the list) on a busy shared machine can take over 10 s. */
const QUEUE_FIRST_LOAD = 30_000;
const VIEWPORTS = [
  { name: 'desktop 1440 px', size: { width: 1440, height: 900 } },
  { name: 'phone 390 px', size: { width: 390, height: 844 } },
];

/** Reams of paper (packs of five) that go over what is left of the centre's limit this month. */
async function reamsOverLimit(page: Page, centre: string): Promise<number> {
  const available = await page.evaluate(async (name) => {
    const token = decodeURIComponent(/(?:^|; )spinacz_auth=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/e-commerce/v1/cost-centers', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    const { costCenters } = (await response.json()) as { costCenters: { name: string; limitAvailable: number }[] };
    return costCenters.find((candidate) => candidate.name === name)!.limitAvailable;
  }, centre);
  return Math.ceil((Math.floor(available / PAPER_NET) + 1) / 5) * 5;
}

/** The buyer places an order over Marketing's limit; then the approver logs in. Returns the order's id and number. */
async function overLimitOrderForApprover(page: Page): Promise<{ id: string; number: string }> {
  await logInAs(page, 'kupiec@firma.demo');
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
  await expect(page.getByText('Zamówienie czeka na akceptację przełożonego.')).toBeVisible();
  const id = /\/proces-zamowienia\/(\d+)/.exec(page.url())![1];
  const number = ((await page.locator('p', { hasText: 'Numer zamówienia:' }).locator('strong').textContent()) ?? '').trim();
  expect(number).toMatch(/^ZS\//);
  // The approver in the same browser (the demo's data stays): the buyer's login is gone.
  await page.context().clearCookies();
  await logInAs(page, 'akceptant@firma.demo');
  return { id, number };
}

/** The queue's orders: grid rows on a wide screen, cards on a narrow one (each with its number's link and a tick box). */
const queueItems = (page: Page, wide: boolean): Locator =>
  page.getByRole('main').getByRole(wide ? 'row' : 'listitem').filter({ has: page.getByRole('link', { name: /^ZS\// }) });

for (const { name, size } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport: size });
    // A whole journey (buying, then deciding) on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('accepting from the order page shows the approval validation with the amount over the limit', async ({ page }) => {
      const order = await overLimitOrderForApprover(page);
      await page.goto(`/moje-konto/zamowienia/${order.id}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
      await page.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Akceptacja zamówienia' });
      await expect(dialog.getByText(/^Akceptując, zgadzasz się na przekroczenie limitu centrum kosztowego o [\d\s ,]+zł\.$/)).toBeVisible();
      await expect(dialog.getByText(order.number, { exact: true })).toBeVisible();
      await expect(dialog.getByText('Marketing')).toBeVisible();
      await expectNoAxeViolations(page);
      if (size.width === 390) await page.screenshot({ path: '.tmp/screens-accept/order-page-accept-dialog-390.png' });
      await dialog.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      await expect(page.getByText(`Zamówienie ${order.number} zostało zaakceptowane.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      // The page shows the decision without a reload: no more accepting, and the queue agrees.
      await expect(page.getByRole('button', { name: 'Akceptuj', exact: true })).toHaveCount(0);
      await page.goto(QUEUE);
      await expect(queueItems(page, size.width > 900).first()).toBeVisible({ timeout: QUEUE_FIRST_LOAD });
      await expect(page.getByRole('link', { name: order.number })).toHaveCount(0);
    });

    test('a dropped connection on accept names the order, and trying again works', async ({ page }) => {
      const order = await overLimitOrderForApprover(page);
      await page.goto(`/moje-konto/zamowienia/${order.id}`);
      await page.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Akceptacja zamówienia' });
      await failNext(page, 'acceptSalesOrder', 0);
      await dialog.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: `Nie udało się zaakceptować zamówienia ${order.number}.` });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Brak połączenia z serwerem – sprawdź połączenie z internetem i spróbuj ponownie.');
      // Said once, in the alert that stays on the page (no toast repeating it).
      await expect(page.getByText(`Nie udało się zaakceptować zamówienia ${order.number}.`)).toHaveCount(1);
      if (size.width === 390) await page.screenshot({ path: '.tmp/screens-accept/order-page-accept-failed-390.png' });
      await expectNoAxeViolations(page);
      // Nothing was decided: the order still waits, and a second try goes through.
      await page.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      await dialog.getByRole('button', { name: 'Akceptuj', exact: true }).click();
      await expect(page.getByText(`Zamówienie ${order.number} zostało zaakceptowane.`)).toBeVisible();
      await expect(alert).toBeHidden();
    });

    test('a bulk accept whose second request fails reports each order and keeps the failed one ticked', async ({ page }) => {
      const wide = size.width > 900;
      await logInAs(page, 'akceptant@firma.demo', QUEUE);
      const items = queueItems(page, wide);
      await expect(items.nth(1)).toBeVisible({ timeout: QUEUE_FIRST_LOAD });
      const first = ((await items.nth(0).getByRole('link').first().textContent()) ?? '').trim();
      const second = ((await items.nth(1).getByRole('link').first().textContent()) ?? '').trim();
      await tickInGrid(items.nth(0).getByRole('checkbox'));
      await tickInGrid(items.nth(1).getByRole('checkbox'));
      const bulk = page.getByRole('region', { name: 'Działania na zaznaczonych zamówieniach' });
      await bulk.getByRole('button', { name: 'Akceptuj zaznaczone (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Akceptacja zamówień (2)' });
      await expect(dialog.getByText(first)).toBeVisible();
      // The first request goes through; the second loses its connection.
      await setLatency(page, 1200);
      const firstAccepted = page.waitForResponse((response) => /\/sales-orders\/\d+\/accept$/.test(response.url()));
      await dialog.getByRole('button', { name: 'Akceptuj zamówienia (2)' }).click();
      await firstAccepted;
      await failNext(page, 'acceptSalesOrder', 0);
      const report = page.getByRole('alert').filter({ hasText: 'Zaakceptowano 1 z 2 zamówień' });
      await expect(report).toBeVisible();
      await setLatency(page, 0);
      await expect(report).toContainText(`Zamówienie ${first} zostało zaakceptowane.`);
      await expect(report).toContainText(`Nie udało się zaakceptować zamówienia ${second}. Brak połączenia z serwerem`);
      await expect(bulk.getByText('Zaznaczono 1 zamówienie')).toBeVisible();
      await expect(page.getByRole('link', { name: first })).toHaveCount(0);
      const kept = items.filter({ has: page.getByRole('link', { name: second }) });
      await expect(kept.getByRole('checkbox')).toBeChecked();
      if (!wide) await page.screenshot({ path: '.tmp/screens-accept/queue-bulk-report-390.png', fullPage: true });
      await expectNoAxeViolations(page);
    });
  });
}
