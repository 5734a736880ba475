import { expect, expectNoAxeViolations, test } from './fixtures';
import { open } from './catalogue-helpers';

/** A paper sold by the ream, with packs of 5 (deterministic demo seed). */
const PAPER = '/produkt/papier-ksero-pollux-a4-100-g-m2-500-ark-198552';
const PAPER_NAME = 'Papier ksero Pollux A4 100 g/m², 500 ark.';

test('"Kup teraz" shows what goes to the cart and opens the checkout with it', async ({ page }) => {
  await open(page, PAPER);
  await page.getByRole('button', { name: 'Dodaj 5 ryz', exact: true }).click();
  await page.getByRole('button', { name: 'Kup teraz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kup teraz' });
  await expect(dialog).toContainText(PAPER_NAME);
  await expect(dialog).toContainText('Ilość: 5 ryz');
  await expectNoAxeViolations(page);

  // Cancelling adds nothing.
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /^Koszyk, 0 produktów/ })).toBeVisible();

  await page.getByRole('button', { name: 'Kup teraz' }).click();
  await dialog.getByRole('button', { name: 'Przejdź do zamówienia' }).click();
  await expect(page).toHaveURL(/\/proces-zamowienia$/);
  await expect(page.getByRole('main')).toContainText(PAPER_NAME);
});
