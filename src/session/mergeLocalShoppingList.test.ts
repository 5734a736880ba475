// @vitest-environment jsdom
/**
 * The guest's list joins the account's default list at login (spec §6), against the demo API: the
 * products arrive, the device forgets them; a product the shop no longer offers does not hold back
 * the others; a failure keeps the list on the device.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asBearer, logIn, setupDemoApi } from '../../tests/setup/demoApi';
import { COOKIE, removeCookie, writeCookie } from '../api/cookies';
import { getDefaultShoppingList } from '../generated/api/shopping-lists/shopping-lists';
import { demoControl, getSeed } from '../mocks';
import { localShoppingListStore } from './localShoppingList';
import { mergeLocalShoppingList } from './mergeLocalShoppingList';

setupDemoApi();

let token = '';
beforeEach(async () => {
  token = await logIn('klient@spinacz.demo');
  writeCookie(COOKIE.auth, token, 3600);
});

afterEach(() => {
  removeCookie(COOKIE.auth);
  localShoppingListStore.set([]);
  localStorage.clear();
});

const offered = () => getSeed().products.filter((product) => !product.discontinued && product.packKind === 'single');
const defaultList = async () => (await getDefaultShoppingList(asBearer(token))).shoppingList;

describe('merging the guest list at login', () => {
  it('puts the products on the default list and forgets them on this device', async () => {
    const [first, second] = offered();
    localShoppingListStore.set([{ id: first.id, quantity: 3, slug: first.slug }, { id: second.id, quantity: 1, slug: second.slug }]);

    expect(await mergeLocalShoppingList()).toEqual({ merged: 2, kept: 0 });

    const list = await defaultList();
    expect(list.items.map((line) => [line.item.id, line.quantity])).toEqual(expect.arrayContaining([[first.id, 3], [second.id, 1]]));
    expect(localShoppingListStore.get()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('spinacz.shoppingList') ?? 'null')).toEqual([]);
  });

  it('lets a product the shop no longer offers go, and the others still join', async () => {
    const [kept] = offered();
    const gone = getSeed().products.find((product) => product.discontinued);
    expect(gone).toBeDefined();
    localShoppingListStore.set([{ id: gone!.id, quantity: 1 }, { id: kept.id, quantity: 2 }]);

    expect(await mergeLocalShoppingList()).toEqual({ merged: 2, kept: 0 });

    const ids = (await defaultList()).items.map((line) => line.item.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone!.id);
    expect(localShoppingListStore.get()).toEqual([]);
  });

  it('keeps the list on this device when the server cannot take it', async () => {
    const [first] = offered();
    const local = [{ id: first.id, quantity: 2, slug: first.slug }];
    localShoppingListStore.set(local);
    demoControl.failNext('addShoppingListItems', 503);

    await expect(mergeLocalShoppingList()).rejects.toMatchObject({ status: 503 });

    expect(localShoppingListStore.get()).toEqual(local);
    expect((await defaultList()).items.map((line) => line.item.id)).not.toContain(first.id);
  });
});
