/**
 * Shopping lists through the generated client against the demo API: the calls the storefront makes
 * (product page heart, "Dodaj wszystko do listy zakupowej" on the cart page), the list screens' calls,
 * guests (401), validation (400 with `field`), 404 and 409, and a list going into the cart.
 */
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import { getProduct } from '../../src/generated/api/search-and-products/search-and-products';
import {
  addShoppingListItems, addShoppingListToCart, addToDefaultShoppingList, createShoppingList, deleteFromDefaultShoppingList, deleteShoppingList,
  deleteShoppingListItem, deleteShoppingListItems, getDefaultShoppingList, getShoppingListCycles, getShoppingLists, getShoppingListTypes,
  updateShoppingList, updateShoppingListItem,
} from '../../src/generated/api/shopping-lists/shopping-lists';
import { getDefaultShoppingListResponse, getShoppingListsResponse } from '../../src/generated/zod/shopping-lists/shopping-lists.zod';
import { getSeed } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const offered = (skip = 0) => getSeed().products.filter((product) => !product.discontinued && product.orderMultiple === 1)[skip];

describe('guests', () => {
  it('get 401 from every list call: their list lives in the browser', async () => {
    const guest = asBearer(await logIn('guest'));
    for (const call of [getDefaultShoppingList(guest), getShoppingLists(undefined, guest), addToDefaultShoppingList({ itemId: offered().id, quantity: 1 }, guest), getShoppingListTypes(guest)]) {
      expect(await failure(call)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });
});

describe('the storefront\'s calls', () => {
  it('a product on the default list says so to its user (the heart shows it after a reload), not to others', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const product = offered(11);
    const before = await getProduct(product.slug, { includeProduct: true }, buyer);
    expect(before.product?.isInShoppingList).toBe(false);
    await addToDefaultShoppingList({ itemId: product.id, quantity: 1 }, buyer);
    expect((await getProduct(product.slug, { includeProduct: true }, buyer)).product?.isInShoppingList).toBe(true);
    const colleague = asBearer(await logIn('akceptant@firma.demo'));
    expect((await getProduct(product.slug, { includeProduct: true }, colleague)).product?.isInShoppingList).toBe(false);
  });

  it('product page: the heart adds with itemId and quantity in the query and removes by itemIds', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const product = offered(7);
    const added = await addToDefaultShoppingList({ itemId: product.id, quantity: 1 }, buyer);
    getDefaultShoppingListResponse.parse(added);
    expect(added.shoppingList.isDefault).toBe(true);
    expect(added.shoppingList.items.find((line) => line.item.id === product.id)).toMatchObject({ quantity: 1, item: { isInShoppingList: true } });

    const again = await getDefaultShoppingList(buyer);
    expect(again.shoppingList.items.some((line) => line.item.id === product.id)).toBe(true);

    const removed = await deleteFromDefaultShoppingList({ itemIds: [product.id] }, buyer);
    expect(removed.shoppingList.items.some((line) => line.item.id === product.id)).toBe(false);
    expect(removed.shoppingList.itemsCount).toBe(again.shoppingList.itemsCount - 1);
  });

  it('product page: the query parameters are required and checked (400 naming the field)', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    expect(await failure(addToDefaultShoppingList({ itemId: offered().id, quantity: 0 }, buyer))).toMatchObject({ status: 400, body: { field: 'quantity' } });
    expect(await failure(addToDefaultShoppingList({ itemId: 9_999_999, quantity: 1 }, buyer))).toMatchObject({ status: 404 });
  });

  it('cart page: every cart product goes onto the default list; one already there gets the cart\'s quantity', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const list = await getDefaultShoppingList(buyer);
    const onList = list.shoppingList.items[0];
    const items = [{ itemId: onList.item.id, quantity: 2 }, { itemId: offered(3).id, quantity: 4 }];
    const after = await addShoppingListItems(list.shoppingList.id, { items }, buyer);
    expect(after.shoppingList.items.find((line) => line.item.id === onList.item.id)!.quantity).toBe(2);
    expect(after.shoppingList.items[0].item.id).toBe(onList.item.id);
    expect(after.shoppingList.items.find((line) => line.item.id === offered(3).id)!.quantity).toBe(4);
    expect(after.message).toContain(onList.item.name);
  });
});

describe('lists', () => {
  it('lists the seeded lists, default first, with product tiles', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const page = getShoppingListsResponse.parse(await getShoppingLists({ limit: 50 }, buyer));
    expect(page.countTotal).toBe(3);
    expect(page.shoppingLists.map((list) => list.name)).toEqual(['Lista domyślna', 'Kuchnia', 'Biuro – co miesiąc']);
    expect(page.shoppingLists[2]).toMatchObject({ type: 'reminder', reminderAgreement: true, cycleType: 'month', cycleStep: 1 });
    expect(await failure(getShoppingLists({ orderBy: 'price' }, buyer))).toMatchObject({ status: 400 });
  });

  it('offers types and cycles in the request\'s language', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    expect((await getShoppingListTypes(asBearer(buyer))).types.map((type) => type.id)).toEqual(['on_demand', 'reminder']);
    const english = await getShoppingListCycles({ headers: { Authorization: `Bearer ${buyer}`, 'Accept-Language': 'en' } });
    expect(english.cycles).toContainEqual({ id: 'month', name: 'Month' });
  });

  it('creates (201), renames, and deletes a list; the reminder follows the agreement', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const created = await createShoppingList({ name: 'Recepcja', type: 'reminder', reminderAgreement: true, startDate: '2026-12-07', cycleType: 'week', cycleStep: 2 }, buyer);
    expect(created.shoppingList).toMatchObject({ name: 'Recepcja', type: 'reminder', startDate: '2026-12-07', cycleType: 'week', cycleStep: 2, items: [], itemsCount: 0 });
    const changed = await updateShoppingList(created.shoppingList.id, { name: 'Recepcja – parter', type: 'reminder', startDate: '2026-12-07' }, buyer);
    expect(changed.shoppingList).toMatchObject({ name: 'Recepcja – parter', type: 'on_demand', reminderAgreement: false, startDate: null, cycleType: null, cycleStep: null });
    expect(await deleteShoppingList(created.shoppingList.id, buyer)).toEqual({ message: 'Lista „Recepcja – parter” została usunięta.' });
    expect(await failure(deleteShoppingList(created.shoppingList.id, buyer))).toMatchObject({ status: 404 });
  });

  it('answers a bad list with a Polish 400 naming the field', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    expect(await failure(createShoppingList({ name: '' }, buyer))).toMatchObject({ status: 400, body: { field: 'name' } });
    const noDate = await failure(createShoppingList({ name: 'Przypomnienia', type: 'reminder', reminderAgreement: true, cycleType: 'month', cycleStep: 1 }, buyer));
    expect(noDate).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Podaj datę pierwszego przypomnienia.', body: { field: 'startDate' } });
    expect(await failure(createShoppingList({ name: 'X', reminderAgreement: true, type: 'reminder', startDate: '2026-12-01', cycleType: 'month', cycleStep: 400 }, buyer))).toMatchObject({ status: 400, body: { field: 'cycleStep' } });
  });

  it('keeps the default list (409) and hides other users\' lists (404)', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const own = await getDefaultShoppingList(buyer);
    expect(await failure(deleteShoppingList(own.shoppingList.id, buyer))).toMatchObject({ status: 409, code: 'DEFAULT-LIST' });
    const approver = asBearer(await logIn('akceptant@firma.demo'));
    expect(await failure(addShoppingListItems(own.shoppingList.id, { items: [{ itemId: offered().id, quantity: 1 }] }, approver))).toMatchObject({ status: 404, message: 'Nie znaleziono listy zakupowej.' });
  });

  it('sets a quantity and removes one or several products', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const shoppingList = (await getShoppingLists(undefined, buyer)).shoppingLists.find((list) => list.name === 'Biuro – co miesiąc')!;
    const [a, b, c] = shoppingList.items.map((line) => line.item.id);
    expect((await updateShoppingListItem(shoppingList.id, { itemId: a, quantity: 40 }, buyer)).shoppingList.items[0].quantity).toBe(40);
    expect(await failure(updateShoppingListItem(shoppingList.id, { itemId: offered(9).id, quantity: 1 }, buyer))).toMatchObject({ status: 404 });
    expect((await deleteShoppingListItem(shoppingList.id, b, buyer)).shoppingList.items.map((line) => line.item.id)).not.toContain(b);
    const left = await deleteShoppingListItems(shoppingList.id, { itemIds: [a, c] }, buyer);
    expect(left.shoppingList.itemsCount).toBe(shoppingList.itemsCount - 3);
  });
});

describe('list to cart', () => {
  it('puts the chosen products into the cart and answers with the cart and a message', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const kitchen = (await getShoppingLists(undefined, buyer)).shoppingLists.find((list) => list.name === 'Kuchnia')!;
    const items = kitchen.items.map((line) => ({ itemId: line.item.id, quantity: line.quantity }));
    const response = await addShoppingListToCart(kitchen.id, { items }, buyer);
    expect(response.message).toContain('Produkty zostały dodane do koszyka.');
    expect(response.shoppingCart.items.map((item) => [item.productId, item.quantity])).toEqual(items.map((item) => [item.itemId, item.quantity]));
  });

  it('empties the cart first when asked, and refuses what the cart\'s rules refuse without changing it', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    await addToCurrentCart({ productId: offered(11).id, quantity: 1 }, buyer);
    const strict = getSeed().products.find((product) => !product.discontinued && product.orderMultiple > 1 && !product.orderMultipleSuggestedOnly)!;
    const list = await getDefaultShoppingList(buyer);
    await addShoppingListItems(list.shoppingList.id, { items: [{ itemId: strict.id, quantity: 1 }] }, buyer);

    const refused = await failure(addShoppingListToCart(list.shoppingList.id, { items: [{ itemId: strict.id, quantity: 1 }], clearShoppingCart: true }, buyer));
    expect(refused).toMatchObject({ status: 400, code: 'ORDER-MULTIPLE' });
    expect((await getCurrentCart(undefined, buyer)).shoppingCart.items.map((item) => item.productId)).toEqual([offered(11).id]);

    const cleared = await addShoppingListToCart(list.shoppingList.id, { items: [{ itemId: strict.id, quantity: strict.orderMultiple }], clearShoppingCart: true }, buyer);
    expect(cleared.shoppingCart.items.map((item) => [item.productId, item.quantity])).toEqual([[strict.id, strict.orderMultiple]]);
  });

  it('refuses a product that is not on the list (400, field) and an unknown list (404)', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    const list = await getDefaultShoppingList(buyer);
    expect(await failure(addShoppingListToCart(list.shoppingList.id, { items: [{ itemId: offered(13).id, quantity: 1 }] }, buyer))).toMatchObject({ status: 400, body: { field: 'items.0.itemId' } });
    expect(await failure(addShoppingListToCart(987_654, { items: [{ itemId: offered(13).id, quantity: 1 }] }, buyer))).toMatchObject({ status: 404 });
  });
});
