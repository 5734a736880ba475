import type { Page } from '@playwright/test';
import { productTiles } from './catalogue-helpers';
import {
  callApi, cartLines, cartNames, failNext, fillCart, findProducts, logInAs, messageDialog, openPage, toast,
} from './error-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The error catalogue (docs/error-catalogue.md), cart and shopping lists: each test is one row,
 * named by its ID; the fault comes from the demo API's fault injection.
 */

const LISTING = '/kategoria/papier-ksero-a4';
const NO_MESSAGE = { message: '' };
const SERVER = { message: 'Produkt jest chwilowo zablokowany do sprzedaży.' };

/** The message modal shows this text (and the product's name when given); closed with OK. */
async function expectMessage(page: Page, text: string, subject?: string): Promise<void> {
  const dialog = messageDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  if (subject) await expect(dialog.getByText(subject, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

const cartCount = async (page: Page) => (await callApi<{ shoppingCart: { items: unknown[] } }>(page, 'GET', '/shopping-carts/current')).shoppingCart.items.length;

test('E22 an empty cart says "Twój koszyk jest pusty"', async ({ page }) => {
  await openPage(page, '/koszyk');
  await expect(page.getByText('Twój koszyk jest pusty', { exact: true })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(0);
});

for (const [id, fault, text] of [
  ['E23', SERVER, SERVER.message],
  ['E24', NO_MESSAGE, 'Nie można dodać do koszyka'],
] as const) {
  test(`${id} adding to the cart fails${fault.message ? ' with a server message' : ''}: "${text}" with the product's name, the cart unchanged`, async ({ page }) => {
    await openPage(page, LISTING);
    const tile = productTiles(page).first();
    const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
    await failNext(page, 'addToCurrentCart', 400, { code: 'VALIDATION', ...fault });
    await tile.getByRole('button', { name: /^Dodaj do koszyka:/ }).click();
    await expectMessage(page, text, name);
    await expect(toast(page, 'Został dodany do koszyka')).toHaveCount(0);
    expect(await cartCount(page)).toBe(0);
  });
}

for (const [id, fault, text] of [
  ['E25', { message: 'Koszyk jest zablokowany przez inne urządzenie.' }, 'Koszyk jest zablokowany przez inne urządzenie.'],
  ['E26', NO_MESSAGE, 'Nie można dodać produktów do koszyka'],
] as const) {
  test(`${id} adding several products (the guest's list) fails${fault.message ? ' with a server message' : ''}: "${text}", list and cart unchanged`, async ({ page }) => {
    await openPage(page, '/lista-zakupowa');
    const products = await findProducts(page, 2);
    await page.evaluate((list) => localStorage.setItem('spinacz.shoppingList', JSON.stringify(list)), products.map(({ id: productId, slug }) => ({ id: productId, quantity: 1, slug })));
    await page.goto('/lista-zakupowa');
    const lines = page.getByRole('list', { name: 'Produkty na liście zakupowej' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await failNext(page, 'addItemsToCurrentCart', 400, fault);
    await page.getByRole('button', { name: 'Dodaj wszystkie do koszyka' }).click();
    await expectMessage(page, text);
    await expect(lines).toHaveCount(2);
    expect(await cartCount(page)).toBe(0);
  });
}

test('E27 clearing the cart fails: "Błąd podczas czyszczenia koszyka, spróbuj ponownie.", every line stays', async ({ page }) => {
  await openPage(page, '/koszyk');
  const names = await fillCart(page, 2);
  await failNext(page, 'deleteFromCurrentCart', 500);
  await page.getByRole('button', { name: 'Wyczyść koszyk' }).click();
  await page.getByRole('dialog', { name: 'Wyczyść koszyk' }).getByRole('button', { name: 'Wyczyść' }).click();
  await expect(messageDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectMessage(page, 'Błąd podczas czyszczenia koszyka, spróbuj ponownie.');
  expect(await cartNames(page)).toEqual(names);
  await expect(toast(page, 'Koszyk został wyczyszczony')).toHaveCount(0);
});

for (const [id, fault, text] of [
  ['E28', SERVER, SERVER.message],
  ['E29', NO_MESSAGE, 'Produkty nie zostały usunięte, spróbuj ponownie'],
] as const) {
  test(`${id} removing a product from the cart fails${fault.message ? ' with a server message' : ''}: "${text}", the line stays`, async ({ page }) => {
    await openPage(page, '/koszyk');
    const names = await fillCart(page, 2);
    await failNext(page, 'deleteFromCurrentCart', 400, fault);
    await cartLines(page).first().getByRole('button', { name: `Usuń z koszyka: ${names[0]}` }).click();
    await page.getByRole('dialog', { name: 'Usuń produkt z koszyka' }).getByRole('button', { name: 'Usuń' }).click();
    await expectMessage(page, text, names[0]);
    expect(await cartNames(page)).toEqual(names);
  });
}

for (const [id, fault, text] of [
  ['E30', SERVER, SERVER.message],
  ['E31', NO_MESSAGE, 'Produkty nie zostały usunięte, spróbuj ponownie'],
] as const) {
  test(`${id} removing several products (the unavailable ones) fails${fault.message ? ' with a server message' : ''}: "${text}", the lines stay`, async ({ page }) => {
    await openPage(page, '/koszyk');
    const names = await fillCart(page, 2, { outOfStock: true });
    await failNext(page, 'deleteItemsFromCurrentCart', 400, fault);
    await page.getByRole('button', { name: 'Usuń niedostępne' }).click();
    await page.getByRole('dialog', { name: 'Usuń niedostępne produkty' }).getByRole('button', { name: 'Usuń' }).click();
    await expectMessage(page, text);
    expect(await cartNames(page)).toEqual(names);
  });
}

for (const [id, fault, expectShown] of [
  ['E32', SERVER, async (page: Page, name: string) => expectMessage(page, SERVER.message, name)],
  ['E33', NO_MESSAGE, async (page: Page) => expect(toast(page, 'Oops...Something went wrong')).toBeVisible()],
] as const) {
  test(`${id} a quantity change the server refuses${fault.message ? ' with a message shows it' : ' without a message shows the default toast'}; the saved quantity comes back`, async ({ page }) => {
    await openPage(page, '/koszyk');
    const [name] = await fillCart(page, 1);
    const quantity = cartLines(page).first().getByRole('textbox', { name: `Ilość: ${name}` });
    await expect(quantity).toHaveValue('1');
    await failNext(page, 'updateCurrentCartItem', 400, fault);
    await cartLines(page).first().getByRole('button', { name: 'Zwiększ ilość' }).click();
    await expect(quantity).toHaveValue('2');
    await expectShown(page, name);
    await expect(quantity).toHaveValue('1');
  });
}

test('E34 a quantity change without network is kept, marked as not saved, and sent when the connection returns', async ({ page }) => {
  await openPage(page, '/koszyk');
  const [name] = await fillCart(page, 1);
  const line = cartLines(page).first();
  const quantity = line.getByRole('textbox', { name: `Ilość: ${name}` });
  await failNext(page, 'updateCurrentCartItem', 0);
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click();
  const unsaved = line.getByRole('status').filter({ hasText: 'Zmiana nie została jeszcze zapisana – wyślemy ją, gdy wróci połączenie.' });
  await expect(unsaved).toBeVisible();
  await expect(quantity).toHaveValue('2');
  await expect(messageDialog(page)).toHaveCount(0);
  // The connection is back: the change goes out, and it is the server's now.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(unsaved).toBeHidden();
  await page.reload();
  await expect(cartLines(page).first().getByRole('textbox', { name: `Ilość: ${name}` })).toHaveValue('2');
});

test('E56 a quantity change kept offline for a product another tab has removed since is refused when the connection returns; the product does not come back', async ({ page }) => {
  await openPage(page, '/koszyk');
  const [first, second] = await fillCart(page, 2);
  const line = cartLines(page).first();
  await failNext(page, 'updateCurrentCartItem', 0);
  await line.getByRole('button', { name: 'Zwiększ ilość' }).click();
  await expect(line.getByRole('status').filter({ hasText: 'Zmiana nie została jeszcze zapisana' })).toBeVisible();
  // Meanwhile another tab of the same cart removes the product.
  const { shoppingCart } = await callApi<{ shoppingCart: { items: { productId: number; name: string }[] } }>(page, 'GET', '/shopping-carts/current');
  await callApi(page, 'DELETE', '/shopping-carts/current', { productId: shoppingCart.items.find((item) => item.name === first)!.productId });
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expectMessage(page, 'Tego produktu nie ma już w koszyku.', first);
  await expect(cartLines(page)).toHaveCount(1);
  expect(await cartNames(page)).toEqual([second]);
  expect(await cartCount(page)).toBe(1);
  // Nothing is kept to send again: after a reload the cart is as the other tab left it.
  await page.reload();
  await expect(cartLines(page)).toHaveCount(1);
  expect(await cartNames(page)).toEqual([second]);
  await expect(page.getByText('Zmiana nie została jeszcze zapisana', { exact: false })).toHaveCount(0);
});

/** A list of the logged-in buyer with two products; returns its name. */
async function listWithTwoProducts(page: Page, name: string): Promise<string> {
  const products = await findProducts(page, 2);
  const created = await callApi<{ shoppingList: { id: number } }>(page, 'POST', '/shopping-lists', { name });
  await callApi(page, 'POST', `/shopping-lists/${created.shoppingList.id}/items`, { items: products.map((product) => ({ itemId: product.id, quantity: 1 })) });
  return name;
}

const listTiles = (page: Page) => page.getByRole('list', { name: 'Twoje listy zakupowe' }).getByRole('listitem');

for (const [id, fault, text] of [
  ['E35', { message: 'Tej listy nie można teraz usunąć.' }, 'Tej listy nie można teraz usunąć.'],
  ['E36', NO_MESSAGE, 'Wystąpił błąd podczas usuwania listy'],
] as const) {
  test(`${id} deleting a shopping list fails${fault.message ? ' with a server message' : ''}: "${text}", the list stays`, async ({ page }) => {
    await logInAs(page, 'kupiec@firma.demo');
    const name = await listWithTwoProducts(page, `Do usunięcia ${id}`);
    await page.goto('/moje-konto/lista');
    await expect(listTiles(page).filter({ hasText: name })).toHaveCount(1);
    const before = await listTiles(page).count();
    await failNext(page, 'deleteShoppingList', 400, fault);
    await page.getByRole('button', { name: `Usuń listę ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Usuń listę' });
    await dialog.getByRole('button', { name: 'Usuń listę' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(listTiles(page)).toHaveCount(before);
    await expect(listTiles(page).filter({ hasText: name })).toHaveCount(1);
  });
}

for (const [id, fault, text] of [
  ['E37', { message: 'Lista zawiera produkty niedostępne dla Twojej firmy.' }, 'Lista zawiera produkty niedostępne dla Twojej firmy.'],
  ['E38', NO_MESSAGE, 'Wystąpił błąd podczas dodawania listy do koszyka'],
] as const) {
  test(`${id} putting a shopping list into the cart fails${fault.message ? ' with a server message' : ''}: "${text}", cart and list unchanged`, async ({ page }) => {
    await logInAs(page, 'kupiec@firma.demo');
    const name = await listWithTwoProducts(page, `Do koszyka ${id}`);
    const cartBefore = await cartCount(page);
    await page.goto('/moje-konto/lista');
    await listTiles(page).filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
    const items = page.getByRole('list', { name: 'Produkty na liście' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await failNext(page, 'addShoppingListToCart', 400, fault);
    await page.getByRole('button', { name: 'Dodaj listę do koszyka' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj listę do koszyka' });
    await dialog.getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(items).toHaveCount(2);
    expect(await cartCount(page)).toBe(cartBefore);
  });
}
