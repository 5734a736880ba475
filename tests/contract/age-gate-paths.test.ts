import { describe, expect, it } from 'vitest';
import { getCurrentCart } from '../../src/generated/api/cart/cart';
import { copySalesOrder } from '../../src/generated/api/lists/lists';
import { addShoppingListItems, addShoppingListToCart, createShoppingList } from '../../src/generated/api/shopping-lists/shopping-lists';
import { addShoppingListToCartResponse } from '../../src/generated/zod/shopping-lists/shopping-lists.zod';
import { copySalesOrderResponse } from '../../src/generated/zod/lists/lists.zod';
import { allOrders, getSeed, updateState } from '../../src/mocks/db/store';
import type { SeedProduct } from '../../src/mocks/db/types';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

/** Spec §4 over HTTP: copying an order and a list into the cart carry the shopper's answer (`ageConfirmed`). */
setupDemoApi();

const forAdults = (product: SeedProduct) => getSeed().categoryById.get(product.categoryId)?.forAdults ?? false;
const wine = () => getSeed().products.find((product) => forAdults(product) && !product.discontinued && product.orderMultiple === 1 && product.name.startsWith('Wino'))!;
const plain = () => getSeed().products.filter((product) => !forAdults(product) && !product.discontinued && product.orderMultiple === 1 && product.stock >= 10).slice(0, 2);
const cartIds = async (token: string) => (await getCurrentCart(undefined, asBearer(token))).shoppingCart.items.map((line) => line.productId).sort();

/** A delivered order of the buyer's company holding two ordinary products and a wine. */
function orderWithWine(): { id: number; others: number[] } {
  const order = allOrders().find((candidate) => candidate.companyId === 1001 && candidate.status === 'delivered')!;
  const lines = [...plain(), wine()].map((product) => ({ productId: product.id, quantity: 1, priceNet: product.priceNet, vat: product.vat, deposit: null }));
  updateState((state) => {
    state.orderLines[order.id] = lines;
  });
  return { id: order.id, others: plain().map((product) => product.id) };
}

describe('POST sales-orders/{id}/copy with a product for adults', () => {
  it('without an answer refuses with 409 AGE-CONFIRMATION-REQUIRED naming the wine, and adds nothing', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const { id } = orderWithWine();
    expect(await failure(copySalesOrder(id, {}, asBearer(buyer)))).toMatchObject({
      status: 409, code: 'AGE-CONFIRMATION-REQUIRED', message: `Produkt „${wine().name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`,
    });
    expect(await failure(copySalesOrder(id, undefined, asBearer(buyer)))).toMatchObject({ status: 409, code: 'AGE-CONFIRMATION-REQUIRED' });
    expect(await cartIds(buyer)).toEqual([]);
  });

  it('declined leaves the wine out and names it; confirmed puts it in', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const { id, others } = orderWithWine();
    const declined = copySalesOrderResponse.parse(await copySalesOrder(id, { ageConfirmed: false }, asBearer(buyer)));
    expect(declined.shoppingCart.items.map((line) => line.productId).sort()).toEqual([...others].sort());
    expect(declined.message).toContain(`Pominięto „${wine().name}”`);
    const confirmed = copySalesOrderResponse.parse(await copySalesOrder(id, { ageConfirmed: true, clearCart: true }, asBearer(buyer)));
    expect(confirmed.shoppingCart.items.map((line) => line.productId).sort()).toEqual([...others, wine().id].sort());
  });
});

describe('POST shopping-lists/{id}/add-to-shopping-cart with a product for adults', () => {
  async function listWithWine(buyer: string) {
    const { shoppingList } = await createShoppingList({ name: 'Spotkanie z klientem' }, asBearer(buyer));
    const items = [...plain(), wine()].map((product) => ({ itemId: product.id, quantity: 2 }));
    await addShoppingListItems(shoppingList.id, { items }, asBearer(buyer));
    return { id: shoppingList.id, items };
  }

  it('without an answer refuses with 409 AGE-CONFIRMATION-REQUIRED, and adds nothing', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const { id, items } = await listWithWine(buyer);
    expect(await failure(addShoppingListToCart(id, { items }, asBearer(buyer)))).toMatchObject({
      status: 409, code: 'AGE-CONFIRMATION-REQUIRED', message: `Produkt „${wine().name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`,
    });
    expect(await cartIds(buyer)).toEqual([]);
  });

  it('declined leaves the wine out and names it; confirmed puts it in', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const { id, items } = await listWithWine(buyer);
    const declined = addShoppingListToCartResponse.parse(await addShoppingListToCart(id, { items, ageConfirmed: false }, asBearer(buyer)));
    expect(declined.shoppingCart.items.map((line) => line.productId).sort()).toEqual(plain().map((product) => product.id).sort());
    expect(declined.message).toContain(`Pominięto „${wine().name}” – produkt jest przeznaczony dla osób pełnoletnich`);
    const confirmed = addShoppingListToCartResponse.parse(await addShoppingListToCart(id, { items, ageConfirmed: true, clearShoppingCart: true }, asBearer(buyer)));
    expect(confirmed.shoppingCart.items.map((line) => line.productId).sort()).toEqual(items.map((item) => item.itemId).sort());
  });
});
