import type { Page } from '@playwright/test';
import { callApi, cartLines, logInAs, toast } from './error-helpers';
import { expect, test } from './fixtures';

/**
 * The age gate of spec §4 on the two ways a buyer's own products reach the cart at once: copying an
 * order (and reordering it) and putting a shopping list into the cart. A buyer whose age is not
 * confirmed in this browser (no age cookie: a fresh browser, or the 24 hours are over) sees the age
 * popup; "Nie" puts the other products in and names the wine as left out, "Tak" puts the wine in too.
 */

interface Found {
  id: number;
  name: string;
  stock: number;
  orderQuantityMultiple?: number | null;
  category: { forAdults: boolean };
}

const POPUP = 'Produkt dla osób pełnoletnich';
const YES = 'Tak, mam ukończone 18 lat';

/** An offered product found by a search, sold by the piece and in stock; `forAdults` picks a wine or an ordinary product. */
async function findOne(page: Page, query: string, forAdults: boolean): Promise<Found> {
  const { products } = await callApi<{ products: Found[] }>(page, 'GET', `/products/search?query=${encodeURIComponent(query)}&limit=60`);
  const found = products.find((product) => product.category.forAdults === forAdults && product.stock > 5 && (product.orderQuantityMultiple ?? 1) <= 1);
  expect(found, `a product for "${query}"`).toBeTruthy();
  return found!;
}

/** The cart page holds exactly these products (by their links), and not `absent`. */
async function expectCart(page: Page, names: readonly string[], absent?: string): Promise<void> {
  await page.goto('/koszyk');
  await expect(cartLines(page)).toHaveCount(names.length);
  for (const name of names) await expect(cartLines(page).getByRole('link', { name, exact: true }).first()).toBeVisible();
  if (absent) await expect(cartLines(page).getByRole('link', { name: absent, exact: true })).toHaveCount(0);
}

/** The age popup is shown on top of the dialog that asked; the buyer answers it. */
async function answerAgePopup(page: Page, answer: 'Nie' | typeof YES): Promise<void> {
  const popup = page.getByRole('dialog', { name: POPUP });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Czy masz ukończone 18 lat?')).toBeVisible();
  await popup.getByRole('button', { name: answer, exact: true }).click();
  await expect(popup).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  // A buyer who has not confirmed being 18 in this browser.
  await logInAs(page, 'kupiec@firma.demo', '/koszyk');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'spinacz_age_information')).toBe(false);
});

test('copying an order with a wine asks the age; "Nie" copies the rest and names the wine, "Tak" (reorder) adds the wine too', async ({ page }) => {
  test.slow(); // an order placed first, two copies with the popup and two cart pages
  const wine = await findOne(page, 'wino', true);
  const paper = await findOne(page, 'papier', false);
  // An earlier order of this buyer with the paper and the wine (placed the way the checkout places it).
  await callApi(page, 'POST', '/shopping-carts/current/items', { items: [{ productId: paper.id, quantity: 1 }, { productId: wine.id, quantity: 1 }] });
  const { salesOrder } = await callApi<{ salesOrder: { id: number; number: string } }>(page, 'POST', '/checkout/orders', {
    paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 12, insufficientStockDecision: 'waitForAll',
  });

  await page.goto(`/moje-konto/zamowienia/${salesOrder.id}`);
  const lines = page.getByRole('table', { name: `Produkty zamówienia ${salesOrder.number}` });
  await expect(lines.getByRole('link', { name: wine.name })).toBeVisible();
  await page.getByRole('button', { name: 'Kopiuj do koszyka' }).click();
  const copy = page.getByRole('dialog', { name: `Kopiuj zamówienie ${salesOrder.number}` });
  await copy.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await answerAgePopup(page, 'Nie');
  await expect(copy).toBeHidden();
  await expect(toast(page, `Pominięto „${wine.name}” – produkt jest przeznaczony dla osób pełnoletnich, a wiek nie został potwierdzony.`)).toBeVisible();
  await expectCart(page, [paper.name], wine.name);

  // Reorder in one click: asked again (the answer was "Nie"); "Tak" puts the wine in as well.
  await page.goto(`/moje-konto/zamowienia/${salesOrder.id}`);
  await page.getByRole('button', { name: 'Zamów ponownie' }).click();
  await answerAgePopup(page, YES);
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(cartLines(page).filter({ hasText: wine.name })).toHaveCount(1);
  await expectCart(page, [paper.name, wine.name]);
});

test('a shopping list with a wine into the cart asks the age; "Nie" adds the rest and names the wine, "Tak" adds the wine too', async ({ page }) => {
  test.slow(); // two dialogs with the popup and two cart pages
  const wine = await findOne(page, 'wino', true);
  const paper = await findOne(page, 'papier', false);
  // A list the buyer keeps for client meetings: paper and a wine.
  const { shoppingList } = await callApi<{ shoppingList: { id: number } }>(page, 'POST', '/shopping-lists', { name: 'Spotkanie z klientem' });
  await callApi(page, 'POST', `/shopping-lists/${shoppingList.id}/items`, { items: [{ itemId: paper.id, quantity: 2 }, { itemId: wine.id, quantity: 1 }] });

  const openList = async () => {
    await page.goto('/moje-konto/lista');
    await page.getByRole('list', { name: 'Twoje listy zakupowe' }).getByRole('link', { name: 'Spotkanie z klientem', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spotkanie z klientem' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Produkty na liście' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Dodaj listę do koszyka' }).click();
    return page.getByRole('dialog', { name: 'Dodaj listę do koszyka' });
  };

  const first = await openList();
  await first.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await answerAgePopup(page, 'Nie');
  await expect(first).toBeHidden();
  await expect(toast(page, `Pominięto „${wine.name}” – produkt jest przeznaczony dla osób pełnoletnich, a wiek nie został potwierdzony.`)).toBeVisible();
  await expectCart(page, [paper.name], wine.name);

  // Again, the cart emptied first: "Tak" puts the whole list in, the wine included.
  const second = await openList();
  await second.getByRole('button', { name: 'Wyczyść koszyk i dodaj' }).click();
  await answerAgePopup(page, YES);
  await expect(second).toBeHidden();
  await expect(toast(page, 'Produkty zostały dodane do koszyka')).toBeVisible();
  await expectCart(page, [paper.name, wine.name]);
});
