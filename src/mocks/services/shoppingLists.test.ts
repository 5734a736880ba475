import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryPersistence } from '../db/persistence';
import { configurePersistence, getSeed, resetDemoData } from '../db/store';
import { issueToken, sessionFromToken, type Session } from '../http/auth';
import { DemoHttpError } from '../http/errors';
import { viewContext } from '../presenters/context';
import { cartLines } from './cart';
import {
  addListItems, addListToCart, createShoppingList, defaultShoppingList, deleteShoppingList, removeListItem, removeListItems, setListItemQuantity,
  shoppingListsPage, updateShoppingList, userShoppingLists, type ListContext,
} from './shoppingLists';

beforeAll(() => configurePersistence(memoryPersistence()));
beforeEach(() => resetDemoData());

type UserSession = Extract<Session, { kind: 'user' }>;
function as(login: string, companyId?: number): { ctx: ListContext; owner: string } {
  const user = getSeed().users.find((candidate) => candidate.login === login && (companyId === undefined || candidate.companyId === companyId))!;
  const session = sessionFromToken(issueToken('user', String(user.id))) as UserSession;
  return { ctx: { ...viewContext(session), user: session.user, company: session.company }, owner: `u:${user.id}` };
}
const buyer = () => as('kupiec@firma.demo');

function thrown(call: () => unknown): DemoHttpError {
  try {
    call();
  } catch (error) {
    if (error instanceof DemoHttpError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

/** An offered product whose order multiple is strict and above 1 (the cart refuses other quantities). */
const strictMultiple = () => getSeed().products.find((product) => !product.discontinued && product.orderMultiple > 1 && !product.orderMultipleSuggestedOnly)!;
const offered = (skip = 0) => getSeed().products.filter((product) => !product.discontinued && product.orderMultiple === 1)[skip];

describe('seeded lists', () => {
  it('gives a company user a default list with products and two named lists, the monthly one with its reminder', () => {
    const lists = userShoppingLists(buyer().ctx);
    expect(lists.map((list) => list.name)).toEqual(['Lista domyślna', 'Biuro – co miesiąc', 'Kuchnia']);
    expect(lists.filter((list) => list.isDefault)).toHaveLength(1);
    expect(lists[0].items.length).toBeGreaterThanOrEqual(3);
    expect(lists[1]).toMatchObject({ type: 'reminder', reminderAgreement: true, cycleType: 'month', cycleStep: 1 });
    expect(lists[1].startDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(lists[2]).toMatchObject({ type: 'on_demand', reminderAgreement: false, startDate: null });
  });

  it('is the same on every build and differs between users', () => {
    const first = userShoppingLists(buyer().ctx);
    resetDemoData();
    expect(userShoppingLists(buyer().ctx)).toEqual(first);
    const colleague = userShoppingLists(as('k.wisniewska@firma.demo').ctx);
    expect(colleague[0].items).not.toEqual(first[0].items);
  });

  it('seeds quantities the cart accepts: the whole default list goes into the cart', () => {
    const { ctx, owner } = buyer();
    const list = defaultShoppingList(ctx);
    addListToCart(ctx, owner, list.id, list.items.map((line) => ({ itemId: line.productId, quantity: line.quantity })));
    expect(cartLines(owner).map((line) => [line.productId, line.quantity])).toEqual(list.items.map((line) => [line.productId, line.quantity]));
  });

  it('gives a private customer an empty default list', () => {
    const lists = userShoppingLists(as('klient@spinacz.demo').ctx);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ isDefault: true, name: 'Lista domyślna', items: [] });
  });
});

describe('lists of one user', () => {
  it('keeps each user to their own lists (another user\'s id is a 404)', () => {
    const other = defaultShoppingList(as('k.wisniewska@firma.demo').ctx);
    expect(thrown(() => removeListItems(buyer().ctx, other.id, [1])).status).toBe(404);
  });

  it('creates a list with a reminder and drops the reminder fields without the agreement (spec §5)', () => {
    const { ctx } = buyer();
    const withReminder = createShoppingList(ctx, { name: '  Magazyn  ', type: 'reminder', reminderAgreement: true, startDate: '2026-12-01', cycleType: 'week', cycleStep: 2 });
    expect(withReminder).toMatchObject({ name: 'Magazyn', type: 'reminder', reminderAgreement: true, startDate: '2026-12-01', cycleType: 'week', cycleStep: 2, isDefault: false, items: [] });
    expect(withReminder.id).toBeGreaterThan(1_000_000);
    const without = createShoppingList(ctx, { name: 'Sala konferencyjna', type: 'reminder', reminderAgreement: false, startDate: '2026-12-01', cycleType: 'nonsense', cycleStep: 2 });
    expect(without).toMatchObject({ type: 'on_demand', reminderAgreement: false, startDate: null, cycleType: null, cycleStep: null });
    expect(userShoppingLists(ctx)).toHaveLength(5);
  });

  it('refuses a blank or repeated name, an unknown type or cycle and an incomplete reminder, naming the field', () => {
    const { ctx } = buyer();
    expect(thrown(() => createShoppingList(ctx, { name: '   ' })).extra).toEqual({ field: 'name' });
    const repeated = thrown(() => createShoppingList(ctx, { name: 'kuchnia' }));
    expect([repeated.status, repeated.message, repeated.extra]).toEqual([400, 'Masz już listę o nazwie „kuchnia”.', { field: 'name' }]);
    expect(thrown(() => createShoppingList(ctx, { name: 'X', type: 'weekly' })).extra).toEqual({ field: 'type' });
    expect(thrown(() => createShoppingList(ctx, { name: 'X', type: 'reminder', reminderAgreement: true, startDate: '2026-12-01', cycleType: 'fortnight', cycleStep: 1 })).extra).toEqual({ field: 'cycleType' });
    expect(thrown(() => createShoppingList(ctx, { name: 'X', type: 'reminder', reminderAgreement: true, cycleType: 'month', cycleStep: 1 })).extra).toEqual({ field: 'startDate' });
    expect(userShoppingLists(ctx)).toHaveLength(3);
  });

  it('renames a list (its own name is not a repeat) and turns its reminder off', () => {
    const { ctx } = buyer();
    const monthly = userShoppingLists(ctx)[1];
    const changed = updateShoppingList(ctx, monthly.id, { name: 'Biuro – co miesiąc', reminderAgreement: false });
    expect(changed).toMatchObject({ name: 'Biuro – co miesiąc', type: 'on_demand', reminderAgreement: false, cycleType: null });
    expect(changed.items).toEqual(monthly.items);
  });

  it('deletes a named list but never the default one (409)', () => {
    const { ctx } = buyer();
    const [main, , kitchen] = userShoppingLists(ctx);
    expect(deleteShoppingList(ctx, kitchen.id)).toBe('Lista „Kuchnia” została usunięta.');
    const refusal = thrown(() => deleteShoppingList(ctx, main.id));
    expect([refusal.status, refusal.code]).toEqual([409, 'DEFAULT-LIST']);
    expect(userShoppingLists(ctx).map((list) => list.name)).toEqual(['Lista domyślna', 'Biuro – co miesiąc']);
  });

  it('pages with the default list first and sorts the others', () => {
    const { ctx } = buyer();
    createShoppingList(ctx, { name: 'Akcesoria' });
    const byName = shoppingListsPage(ctx, { orderBy: 'name', orderDirection: 'ASC' });
    expect(byName.lists.map((list) => list.name)).toEqual(['Lista domyślna', 'Akcesoria', 'Biuro – co miesiąc', 'Kuchnia']);
    expect(byName.countTotal).toBe(4);
    expect(shoppingListsPage(ctx, {}).lists.map((list) => list.name)).toEqual(['Lista domyślna', 'Akcesoria', 'Kuchnia', 'Biuro – co miesiąc']);
    expect(shoppingListsPage(ctx, { limit: 2, offset: 2 }).lists).toHaveLength(2);
    expect(thrown(() => shoppingListsPage(ctx, { orderBy: 'price' })).status).toBe(400);
  });
});

describe('items', () => {
  it('adds products (one already there keeps its place and gets the new quantity, as on a guest\'s list), sets and removes them', () => {
    const { ctx } = buyer();
    const list = createShoppingList(ctx, { name: 'Nowa' });
    const [a, b] = [offered(0), offered(1)];
    expect(addListItems(ctx, list.id, [{ itemId: a.id, quantity: 2 }, { itemId: b.id, quantity: 1 }]).message).toBeNull();
    const again = addListItems(ctx, list.id, [{ itemId: a.id, quantity: 3 }]);
    expect(again.list.items).toEqual([{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 1 }]);
    expect(again.message).toContain(a.name);
    expect(addListItems(ctx, list.id, [{ itemId: a.id, quantity: 3 }]).message).toBeNull();
    expect(setListItemQuantity(ctx, list.id, b.id, 7).items[1]).toEqual({ productId: b.id, quantity: 7 });
    expect(removeListItem(ctx, list.id, a.id).items).toEqual([{ productId: b.id, quantity: 7 }]);
    expect(thrown(() => removeListItem(ctx, list.id, a.id)).status).toBe(404);
    expect(thrown(() => setListItemQuantity(ctx, list.id, a.id, 1)).status).toBe(404);
  });

  it('refuses unknown products (404) and products no longer offered (400), changing nothing', () => {
    const { ctx } = buyer();
    const list = defaultShoppingList(ctx);
    const gone = getSeed().products.find((product) => product.discontinued)!;
    expect(thrown(() => addListItems(ctx, list.id, [{ itemId: offered(5).id, quantity: 1 }, { itemId: 9_999_999, quantity: 1 }])).status).toBe(404);
    expect(thrown(() => addListItems(ctx, list.id, [{ itemId: gone.id, quantity: 1 }])).code).toBe('PRODUCT-UNAVAILABLE');
    expect(defaultShoppingList(ctx).items).toEqual(list.items);
  });
});

describe('list to cart', () => {
  it('puts the chosen products with the chosen quantities into the cart', () => {
    const { ctx, owner } = buyer();
    const kitchen = userShoppingLists(ctx)[2];
    const [first] = kitchen.items;
    const message = addListToCart(ctx, owner, kitchen.id, [{ itemId: first.productId, quantity: first.quantity * 2 }]);
    expect(message).toContain('Produkty zostały dodane do koszyka.');
    expect(cartLines(owner).map((line) => [line.productId, line.quantity])).toEqual([[first.productId, first.quantity * 2]]);
  });

  it('refuses a product that is not on the list, naming the field', () => {
    const { ctx, owner } = buyer();
    const kitchen = userShoppingLists(ctx)[2];
    const error = thrown(() => addListToCart(ctx, owner, kitchen.id, [{ itemId: kitchen.items[0].productId, quantity: 1 }, { itemId: offered(3).id, quantity: 1 }]));
    expect([error.status, error.extra]).toEqual([400, { field: 'items.1.itemId' }]);
    expect(cartLines(owner)).toEqual([]);
  });

  it('follows the cart\'s order-multiple rule, all or nothing, and keeps the cart when clearing would fail', () => {
    const { ctx, owner } = buyer();
    const product = strictMultiple();
    const list = createShoppingList(ctx, { name: 'Wielokrotności' });
    addListItems(ctx, list.id, [{ itemId: product.id, quantity: 1 }, { itemId: offered(0).id, quantity: 1 }]);
    addListToCart(ctx, owner, list.id, [{ itemId: offered(0).id, quantity: 2 }]);
    const before = cartLines(owner);
    const refusal = thrown(() => addListToCart(ctx, owner, list.id, [{ itemId: offered(0).id, quantity: 1 }, { itemId: product.id, quantity: 1 }], { clearCart: true }));
    expect([refusal.status, refusal.code]).toEqual([400, 'ORDER-MULTIPLE']);
    expect(cartLines(owner)).toEqual(before);

    addListToCart(ctx, owner, list.id, [{ itemId: product.id, quantity: product.orderMultiple }], { clearCart: true });
    expect(cartLines(owner).map((line) => [line.productId, line.quantity])).toEqual([[product.id, product.orderMultiple]]);
  });
});
