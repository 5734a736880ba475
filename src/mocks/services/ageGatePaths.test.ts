import { describe, expect, it } from 'vitest';
import { demoError, userSession, withFreshDemoState } from '../../../tests/setup/demoState';
import { allOrders, getSeed, updateState } from '../db/store';
import type { SeedOrder, SeedProduct } from '../db/types';
import { viewContext } from '../presenters/context';
import { cartLines } from './cart';
import { copyOrderToCart } from './orderCopy';
import { addListItems, addListToCart, createShoppingList, type ListContext } from './shoppingLists';

/** Spec §4: the age gate holds on copying an order and on a shopping list into the cart, as on a single add. */
withFreshDemoState();

const buyer = () => userSession('kupiec@firma.demo', 1001);
const owner = () => `u:${buyer().user.id}`;
const listContext = (): ListContext => {
  const session = buyer();
  return { ...viewContext(session), user: session.user, company: session.company };
};
const forAdults = (product: SeedProduct) => getSeed().categoryById.get(product.categoryId)?.forAdults ?? false;
const product = (id: number) => getSeed().productById.get(id)!;
/** Offered products the cart takes in any whole quantity: wines (for adults) and ordinary ones. */
const wines = () => getSeed().products.filter((candidate) => forAdults(candidate) && !candidate.discontinued && candidate.orderMultiple === 1 && candidate.name.startsWith('Wino'));
const plainOrder = (): SeedOrder =>
  allOrders().find((order) => order.companyId === 1001 && order.status === 'delivered' && order.lines.length >= 2
    && order.lines.every((line) => !forAdults(product(line.productId)) && !product(line.productId).discontinued && line.quantity % product(line.productId).orderMultiple === 0))!;
const cart = () => new Map(cartLines(owner()).map((line) => [line.productId, line.quantity]));

/** A delivered order of the buyer's company whose lines are its own products plus the given wines. */
function orderWith(extra: readonly SeedProduct[]): SeedOrder {
  const order = plainOrder();
  updateState((state) => {
    state.orderLines[order.id] = [...order.lines, ...extra.map((wine) => ({ productId: wine.id, quantity: 2, priceNet: wine.priceNet, vat: wine.vat, deposit: null }))];
  });
  return allOrders().find((candidate) => candidate.id === order.id)!;
}

describe('copying an order into the cart (§4 age gate)', () => {
  it('asks when the order holds a product for adults: 409 naming it, and the cart stays as it was', () => {
    const [wine] = wines();
    const order = orderWith([wine]);
    const session = buyer();
    const error = demoError(() => copyOrderToCart(session, order.id, viewContext(session)));
    expect(error).toMatchObject({ status: 409, code: 'AGE-CONFIRMATION-REQUIRED' });
    expect(error.message).toBe(`Produkt „${wine.name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`);
    expect(cartLines(owner())).toEqual([]);
  });

  it('names every product for adults when it asks about several', () => {
    const [first, second] = wines();
    const session = buyer();
    const error = demoError(() => copyOrderToCart(session, orderWith([first, second]).id, viewContext(session)));
    expect(error.message).toBe(`Produkty „${first.name}”, „${second.name}” są przeznaczone dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`);
  });

  it('with the age confirmed adds every product, the wine too', () => {
    const [wine] = wines();
    const order = orderWith([wine]);
    const session = buyer();
    copyOrderToCart(session, order.id, viewContext(session), { ageConfirmed: true });
    expect([...cart().keys()].sort()).toEqual([...new Set(order.lines.map((line) => line.productId))].sort());
    expect(cart().get(wine.id)).toBe(2);
  });

  it('declined: the other products go in, the wine is left out and named', () => {
    const [wine] = wines();
    const order = orderWith([wine]);
    const session = buyer();
    const message = copyOrderToCart(session, order.id, viewContext(session), { ageConfirmed: false });
    const others = [...new Set(order.lines.map((line) => line.productId))].filter((id) => id !== wine.id);
    expect([...cart().keys()].sort()).toEqual(others.sort());
    expect(message).toContain(`Dodano do koszyka ${others.length} z ${others.length + 1} produktów zamówienia ${order.number}.`);
    expect(message).toContain(`Pominięto „${wine.name}” – produkt jest przeznaczony dla osób pełnoletnich, a wiek nie został potwierdzony.`);
  });

  it('declined with only products for adults: nothing is copied and the cart stays (clearing included)', () => {
    const [wine] = wines();
    const order = plainOrder();
    updateState((state) => {
      state.orderLines[order.id] = [{ productId: wine.id, quantity: 1, priceNet: wine.priceNet, vat: wine.vat, deposit: null }];
    });
    const session = buyer();
    copyOrderToCart(session, plainOrder().id, viewContext(session), { ageConfirmed: true });
    const before = cartLines(owner());
    const error = demoError(() => copyOrderToCart(session, order.id, viewContext(session), { ageConfirmed: false, clearCart: true }));
    expect(error).toMatchObject({ status: 409, code: 'NOTHING-TO-COPY' });
    expect(error.message).toContain(`Pominięto „${wine.name}”`);
    expect(cartLines(owner())).toEqual(before);
  });

  it('an order without products for adults goes in whatever the answer', () => {
    const order = plainOrder();
    const expected = [...new Set(order.lines.map((line) => line.productId))].sort();
    for (const ageConfirmed of [undefined, false, true]) {
      const session = buyer();
      const message = copyOrderToCart(session, order.id, viewContext(session), { clearCart: true, ageConfirmed });
      expect(message).toBe('Produkty zostały dodane do koszyka.');
      expect([...cart().keys()].sort()).toEqual(expected);
    }
  });
});

describe('a shopping list into the cart (§4 age gate)', () => {
  const plain = () => getSeed().products.filter((candidate) => !forAdults(candidate) && !candidate.discontinued && candidate.orderMultiple === 1 && candidate.stock >= 10).slice(0, 2);
  function listWith(extra: readonly SeedProduct[]) {
    const ctx = listContext();
    const list = createShoppingList(ctx, { name: 'Na spotkanie' });
    const products = [...plain(), ...extra];
    addListItems(ctx, list.id, products.map((item) => ({ itemId: item.id, quantity: 3 })));
    return { ctx, id: list.id, items: products.map((item) => ({ itemId: item.id, quantity: 3 })) };
  }

  it('asks when the chosen products include a product for adults: 409 naming it, the cart (even with clearing) as it was', () => {
    const [wine] = wines();
    const { ctx, id, items } = listWith([wine]);
    addListToCart(ctx, owner(), id, items.slice(0, 1));
    const before = cartLines(owner());
    const error = demoError(() => addListToCart(ctx, owner(), id, items, { clearCart: true }));
    expect(error).toMatchObject({ status: 409, code: 'AGE-CONFIRMATION-REQUIRED' });
    expect(error.message).toBe(`Produkt „${wine.name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.`);
    expect(cartLines(owner())).toEqual(before);
  });

  it('with the age confirmed adds every chosen product', () => {
    const [wine] = wines();
    const { ctx, id, items } = listWith([wine]);
    addListToCart(ctx, owner(), id, items, { ageConfirmed: true });
    expect(cart()).toEqual(new Map(items.map((item) => [item.itemId, 3])));
  });

  it('declined: the other products go in, the wines are left out and named', () => {
    const [first, second] = wines();
    const { ctx, id, items } = listWith([first, second]);
    const message = addListToCart(ctx, owner(), id, items, { ageConfirmed: false });
    expect([...cart().keys()].sort()).toEqual(plain().map((item) => item.id).sort());
    expect(message).toContain(`Pominięto „${first.name}”, „${second.name}” – produkty są przeznaczone dla osób pełnoletnich, a wiek nie został potwierdzony.`);
  });

  it('declined with only products for adults chosen: nothing is added and the answer says why', () => {
    const [wine] = wines();
    const { ctx, id } = listWith([wine]);
    const error = demoError(() => addListToCart(ctx, owner(), id, [{ itemId: wine.id, quantity: 1 }], { ageConfirmed: false, clearCart: true }));
    expect(error).toMatchObject({ status: 409, code: 'NOTHING-TO-ADD' });
    expect(error.message).toContain(`Pominięto „${wine.name}”`);
    expect(cartLines(owner())).toEqual([]);
  });

  it('a list without products for adults goes in whatever the answer', () => {
    const { ctx, id, items } = listWith([]);
    for (const ageConfirmed of [undefined, false, true]) {
      expect(addListToCart(ctx, owner(), id, items, { clearCart: true, ageConfirmed })).toBe('Produkty zostały dodane do koszyka.');
      expect(cart()).toEqual(new Map(items.map((item) => [item.itemId, 3])));
    }
  });
});
