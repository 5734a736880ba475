import { expect, expectNoAxeViolations, test } from './fixtures';
import { open, productTiles } from './catalogue-helpers';

/** Energy drinks are sold to adults only in the demo catalogue. */
const ADULT_CATEGORY = '/kategoria/napoje-energetyczne';
const ADULT_PRODUCT = '/produkt/napoj-energetyczny-red-bull-energy-drink-24-x-250-ml-puszka-872425';

test('adding an adult product asks first: "No" keeps the cart as it was, "Yes" adds and is remembered', async ({ page }) => {
  await open(page, ADULT_CATEGORY);
  const tile = productTiles(page).first();
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  const popup = page.getByRole('dialog', { name: 'Produkt dla osób pełnoletnich' });
  await expect(popup).toContainText('Czy masz ukończone 18 lat?');
  await expectNoAxeViolations(page);

  // "No" with an add held just closes: the visitor stays on the listing and nothing is added.
  await popup.getByRole('button', { name: 'Nie', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${ADULT_CATEGORY}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toHaveCount(0);

  // "Yes" carries out the held add.
  await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await popup.getByRole('button', { name: 'Tak, mam ukończone 18 lat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' })).toBeVisible();

  // The answer is kept (24 h cookie): the next add does not ask again.
  await page.reload();
  await productTiles(page).nth(1).getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Został dodany do koszyka' }).first()).toBeVisible();
  await expect(popup).toBeHidden();
});

test("an adult product's page asks on arrival, and \"No\" goes back one page", async ({ page }) => {
  await open(page, '/');
  await page.goto(ADULT_PRODUCT);
  const popup = page.getByRole('dialog', { name: 'Produkt dla osób pełnoletnich' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Nie', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
