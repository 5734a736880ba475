import type { Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const ORDER_BUTTON = 'Zamówienie z obowiązkiem zapłaty';
const VIEWPORTS = [
  { name: 'desktop 1440 px', size: { width: 1440, height: 900 } },
  { name: 'phone 390 px', size: { width: 390, height: 844 } },
];

/** A guest buys paper with an online payment and lands on the demo payment page. */
async function orderPaidOnline(page: Page): Promise<string> {
  await open(page, PAPER);
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
  await page.goto('/proces-zamowienia');
  await expect(page.getByRole('button', { name: ORDER_BUTTON })).toBeVisible();
  await page.getByLabel('Imię').fill('Anna');
  await page.getByLabel('Nazwisko').fill('Wiśniewska');
  await page.getByLabel('Adres e-mail').fill('platnosc@example.pl');
  await page.getByLabel('Ulica i numer').fill('Długa 5/2');
  await page.getByLabel('Kod pocztowy').fill('80-831');
  await page.getByLabel('Miejscowość').fill('Gdańsk');
  await page.getByLabel('Telefon').fill('+48 601 234 567');
  await page.getByRole('radio', { name: /Kurier DPD/ }).check();
  await page.getByRole('radio', { name: /Płatność online/ }).check();
  await page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' }).check();
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page).toHaveURL(/\/demo\/platnosc\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność za zamówienie' })).toBeVisible();
  const number = ((await page.getByText(/^ZS\/\d{4}\//).first().textContent()) ?? '').trim();
  expect(number).toMatch(/^ZS\//);
  return number;
}

for (const { name, size } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport: size });
    // A whole journey (buying, then deciding) on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('a failed payment shows an unpaid order plainly, and paying again completes it', async ({ page }) => {
      const number = await orderPaidOnline(page);
      await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
      await expect(page).toHaveURL(/\/proces-zamowienia\/\d+\?platnosc=failed$/);

      await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();
      await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zapłać ponownie' })).toBeVisible();
      // Not a completed purchase: no thanks, no accepted status, no delivery date.
      await expect(page.getByRole('heading', { name: 'Dziękujemy za zamówienie' })).toHaveCount(0);
      await expect(page.getByText(/Status: Zaakceptowane/)).toHaveCount(0);
      await expect(page.getByText('Termin dostawy', { exact: true })).toHaveCount(0);
      await expect(page.getByText(/Status: czeka na płatność/)).toBeVisible();
      await expectNoAxeViolations(page);
      if (size.width === 390) await page.screenshot({ path: '.tmp/screens-accept/confirmation-payment-failed-390.png', fullPage: true });

      // Leaving the address's result out does not make it paid: it still waits for the payment.
      await page.goto(new URL(page.url()).pathname);
      await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie czeka na płatność' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dziękujemy za zamówienie' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Zapłać teraz' })).toBeVisible();

      await page.getByRole('button', { name: 'Zapłać teraz' }).click();
      await expect(page).toHaveURL(/\/demo\/platnosc\//);
      await page.getByRole('button', { name: 'Zapłać', exact: true }).click();
      await expect(page).toHaveURL(/\/proces-zamowienia\/\d+/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie' })).toBeVisible();
      await expect(page.getByText('Płatność przyjęta – dziękujemy.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Zapłać/ })).toHaveCount(0);
    });
  });
}
