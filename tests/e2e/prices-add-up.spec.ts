import type { Locator, Page } from '@playwright/test';
import { open } from './catalogue-helpers';
import { callApi, logInAs } from './error-helpers';
import { expect, test } from './fixtures';

/**
 * Prices that add up (docs/adr/0002-line-values.md): the checkout summary and the confirmation follow
 * the buyer's net/gross choice; every line reads "quantity × unit price shown = value"; a negotiated
 * piece price carries over to its packs; a company switch says that prices change. Each at a desktop
 * and a phone width.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A paper sold by the ream: 34,49 zł net, 42,42 zł gross (the deterministic demo seed). */
const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const PAPER_NET = '34,49';
const PAPER_GROSS = '42,42';
/** A pen in Meblomax's framework offer (2,90 zł net for kupiec@firma.demo, 3,19 on the list), with a collective pack of 50. */
const PEN = '/produkt/dlugopis-zenith-4-1-6-mm-czerwony-147514';
const MAIN = 'Meblomax sp. z o.o.';
const LOGISTICS = 'Meblomax Logistyka sp. z o.o.';

/** "1 234,56 zł" → 1234.56 (the first amount in the text). */
function amount(text: string): number {
  const match = /(-?\d[\d\s]*,\d{2})\s*zł/.exec(text.replace(/\u00a0/g, ' '));
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/\s/g, '').replace(',', '.'));
}

/** Grosze, as integers: exact comparisons of amounts. */
const grosze = (value: number): number => Math.round(value * 100);

/** Every "N uom × P zł" line of the summary with its value "V zł": V must be N × P to the grosz. */
async function expectSummaryLinesAddUp(lines: Locator): Promise<number> {
  const count = await lines.count();
  for (let index = 0; index < count; index += 1) {
    const line = lines.nth(index);
    const quantityText = (await line.getByText(/×/).innerText()).replace(/\u00a0/g, ' ');
    const quantity = Number(/^(\d+)\s/.exec(quantityText)![1]);
    const unit = amount(quantityText.split('×')[1]);
    const value = amount(await line.locator('span').last().innerText());
    expect(grosze(value), `${quantityText} = ${value}`).toBe(grosze(unit) * quantity);
  }
  return count;
}

async function setGrossPrices(page: Page): Promise<void> {
  await callApi(page, 'PATCH', '/users/current/settings/netPrices', { newValue: 'off' });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Logins, orders and reloads on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('a private customer with gross prices sees gross unit prices and values in the checkout and on the confirmation, and they add up', async ({ page }) => {
      await logInAs(page, 'klient@spinacz.demo', '/');
      await setGrossPrices(page);
      await open(page, PAPER);
      await page.getByRole('textbox', { name: 'Ilość', exact: true }).fill('10');
      await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();

      await page.goto('/proces-zamowienia');
      await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Podsumowanie' });
      await expect(summary.getByText('Ceny brutto', { exact: true })).toBeVisible();
      const lines = summary.getByRole('list', { name: 'Produkty w zamówieniu' }).getByRole('listitem');
      await expect(lines).toHaveCount(1);
      // 10 × 42,42 zł gross = 424,20 zł (not the net 34,49 zł, not 424,23 zł from the net line value).
      await expect(lines.first()).toContainText(new RegExp(`^.*10 \\S+ × ${PAPER_GROSS}\u00a0zł`));
      await expect(lines.first()).not.toContainText(PAPER_NET);
      await expect(lines.first()).toContainText('424,20\u00a0zł');
      expect(await expectSummaryLinesAddUp(lines)).toBe(1);
      await expect(summary.getByText('Wartość produktów brutto')).toBeVisible();
      await summary.scrollIntoViewIfNeeded();
      await summary.screenshot({ path: test.info().outputPath(`checkout-summary-${viewport.width}.png`) });

      await page.getByRole('radio', { name: /Kurier DPD/ }).check();
      await page.getByRole('radio', { name: /Przelew tradycyjny/ }).check();
      const terms = page.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' });
      if (await terms.count()) await terms.check();
      await expect(lines.first()).toContainText('424,20\u00a0zł');
      await page.getByRole('button', { name: 'Zamówienie z obowiązkiem zapłaty' }).click();

      await expect(page).toHaveURL(/\/proces-zamowienia\/\d+/);
      const table = page.getByRole('table', { name: 'Zamówione produkty' });
      // A phone shows the unit price under the quantity ("10 ryz", "× 42,42 zł"), a wider screen in a column of its own.
      const phone = viewport.width < 600;
      await expect(table.getByRole('columnheader', { name: 'Cena brutto' })).toBeVisible({ visible: !phone });
      await expect(table.getByRole('columnheader', { name: 'Wartość brutto' })).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: 'Papier' });
      const cells = row.getByRole('cell');
      const [quantityText = '', unitUnderQuantity = ''] = (await cells.nth(0).innerText()).trim().split('\n');
      expect(quantityText).toBe('10 ryz');
      const quantity = Number(/^(\d+)/.exec(quantityText)![1]);
      const unit = amount(phone ? unitUnderQuantity : await cells.nth(1).innerText());
      const value = amount(await cells.nth(phone ? 1 : 2).innerText());
      expect(quantity).toBe(10);
      expect(unit).toBe(42.42);
      expect(grosze(value)).toBe(grosze(unit) * quantity);
      await expect(page.getByText('Wartość produktów brutto')).toBeVisible();
    });

    test("a company buyer's collective pack costs no more per piece than the single piece at his negotiated price", async ({ page }) => {
      await logInAs(page, 'kupiec@firma.demo', '/');
      await open(page, PEN);
      const packs = page.getByRole('main').getByRole('navigation', { name: 'Opakowanie' });
      const single = packs.getByRole('link', { name: /^1 szt\./ });
      const collective = packs.getByRole('link', { name: /^Opak\. zbiorcze/ });
      await expect(single).toBeVisible();
      await expect(collective).toBeVisible();
      const piece = amount(await single.innerText());
      const perPieceInPack = amount(await collective.innerText());
      expect(perPieceInPack).toBeLessThanOrEqual(piece);

      // The pack's own page and the cart charge what the option says: 50 × its price per piece at most.
      await collective.click();
      await expect(collective).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();
      await page.goto('/koszyk');
      const line = page.getByRole('list', { name: 'Produkty w koszyku' }).getByRole('listitem').first();
      await expect(line).toContainText(/opak\. zbiorcze/i);
      const packPrice = amount(await line.innerText());
      expect(grosze(packPrice)).toBeLessThanOrEqual(grosze(piece) * 50);
    });

    test('a company switch says that prices may change, and then that they follow the other company', async ({ page }) => {
      await logInAs(page, 'akceptant@firma.demo', '/');
      const selectorIn = async (): Promise<Locator> => {
        if (viewport.width < 800) {
          await page.getByRole('button', { name: 'Otwórz menu', exact: true }).click();
          return page.getByRole('dialog', { name: 'Menu' });
        }
        await page.getByRole('banner').getByRole('button', { name: /^Konto: |Magdalena Wójcik/ }).first().click();
        return page.getByRole('banner');
      };

      // With a full cart: the dialog says prices may change.
      const { products } = await callApi<{ products: { id: number; stock: number; orderQuantityMultiple?: number | null }[] }>(page, 'GET', '/products/search?query=papier&limit=20');
      const product = products.find((candidate) => candidate.stock > 5 && (candidate.orderQuantityMultiple ?? 1) <= 1)!;
      await callApi(page, 'POST', '/shopping-carts/current/items', { items: [{ productId: product.id, quantity: 1 }] });
      let panel = await selectorIn();
      await expect(panel.getByText('Po zmianie firmy ceny mogą się zmienić – obowiązują ceny wybranej firmy.')).toBeVisible();
      await panel.getByRole('combobox', { name: 'Firma' }).selectOption({ label: LOGISTICS });
      await panel.getByRole('button', { name: 'Zmień firmę' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zmiana firmy' });
      await expect(dialog).toContainText(`Po zmianie firmy ceny mogą się zmienić: obowiązują ceny firmy „${LOGISTICS}”.`);
      await dialog.screenshot({ path: test.info().outputPath(`switch-dialog-${viewport.width}.png`) });
      await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Zmień firmę' }).click()]);
      await expect(page.getByRole('status').filter({ hasText: `Ceny w sklepie są teraz cenami firmy „${LOGISTICS}”: cenami katalogowymi, bez cen negocjowanych.` })).toBeVisible();

      // Logistyka's cart is empty: the switch back happens at once, after the hint, and says so too.
      panel = await selectorIn();
      await expect(panel.getByRole('combobox', { name: 'Firma' })).toHaveAccessibleDescription('Po zmianie firmy ceny mogą się zmienić – obowiązują ceny wybranej firmy.');
      await panel.getByRole('combobox', { name: 'Firma' }).selectOption({ label: MAIN });
      await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Zmień firmę' }).click()]);
      await expect(page.getByRole('status').filter({ hasText: `Ceny w sklepie są teraz cenami firmy „${MAIN}”, z jej cenami negocjowanymi.` })).toBeVisible();
    });
  });
}
