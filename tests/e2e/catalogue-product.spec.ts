import { expect, expectNoAxeViolations, test } from './fixtures';
import { open } from './catalogue-helpers';

/** The demo seed is deterministic: a box sold only in tens, a paper with packs, a discontinued pen. */
const MULTIPLE_OF_10 = '/produkt/pudlo-archiwizacyjne-emerson-100-mm-szare-388229';
const WITH_PACKS = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const GONE = '/produkt/dlugopis-zenith-60-0-7-mm-czerwony-139595';

test('an order-multiple product refuses a wrong quantity with the "Komunikat" modal', async ({ page }) => {
  await open(page, MULTIPLE_OF_10);
  const quantity = page.getByRole('textbox', { name: 'Ilość', exact: true });
  await expect(quantity).toHaveValue('10');
  await expect(page.getByText('Sprzedajemy w wielokrotnościach: 10 (szt.).')).toBeVisible();
  await quantity.fill('7');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Komunikat' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ilość musi być wielokrotnością liczby 10 (szt.).');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await quantity.fill('20');
  await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
});

test('the product page: code, brand, category path, prices, packs, quantity, shopping list, JSON-LD', async ({ page }) => {
  await open(page, WITH_PACKS);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Papier ksero Pollux A4 100 g/m², 500 ark.' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name: 'Papier ksero A4' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pollux', exact: true })).toBeVisible();
  await expect(main.getByText(/^\d[\d\s]*,\d{2}\s?zł netto$/)).toBeVisible();
  await expect(main.getByText('Jutro u Ciebie').first()).toBeVisible();
  const packs = main.getByRole('navigation', { name: 'Opakowanie' });
  await expect(packs.getByRole('link', { name: /^Opak\. zbiorcze/ })).toBeVisible();
  await expect(packs.getByRole('link', { name: /^Paleta/ })).toBeVisible();
  await expect(page).toHaveTitle(/Papier ksero Pollux A4 100/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type': string; offers: { priceCurrency: string } };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers.priceCurrency).toBe('PLN');
  await expect(main.getByRole('region', { name: 'Podobne produkty' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The group button adds a pack of 5; an initial 1 jumps to 5
  const quantity = page.getByRole('textbox', { name: 'Ilość', exact: true });
  await page.getByRole('button', { name: 'Dodaj 5 ryz', exact: true }).click();
  await expect(quantity).toHaveValue('5');

  // Guests keep a local shopping list
  await page.getByRole('button', { name: 'Dodaj do listy zakupowej' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do listy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usuń z listy zakupowej' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Usuń z listy zakupowej' })).toBeVisible();

  // Choosing the pallet opens the pallet's own page
  await packs.getByRole('link', { name: /^Paleta/ }).click();
  await expect(page).toHaveURL(/\/produkt\/.+/);
  await expect(page.getByRole('navigation', { name: 'Opakowanie' }).getByRole('link', { name: /^Paleta/ })).toHaveAttribute('aria-current', 'page');
});

test('a product no longer offered says so, with similar products and categories', async ({ page }) => {
  await open(page, GONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Przepraszamy, ten produkt nie jest już w naszej ofercie.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
