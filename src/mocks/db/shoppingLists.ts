/**
 * Reading a user's shopping lists: the seeded ones (db/seed/shoppingLists.ts) until the first change
 * copies them into the demo state. Low in the house so the product presenter can mark what is on the
 * default list (services/shoppingLists.ts changes the lists).
 */
import { seededShoppingLists } from './seed/shoppingLists';
import { getState } from './store';
import type { StoredShoppingList } from './buyerRecords';
import type { Seed, SeedCompany, SeedUser } from './types';

interface ListOwner {
  seed: Seed;
  user: SeedUser;
  company: SeedCompany;
}

/** Seeded lists per seed and user: built once (they are only read; a change works on a copy). */
const seededCache = new WeakMap<Seed, Map<number, StoredShoppingList[]>>();

function seededFor(owner: ListOwner): StoredShoppingList[] {
  let byUser = seededCache.get(owner.seed);
  if (!byUser) seededCache.set(owner.seed, (byUser = new Map()));
  let lists = byUser.get(owner.user.id);
  if (!lists) byUser.set(owner.user.id, (lists = seededShoppingLists(owner.seed, owner.user, owner.company)));
  return lists;
}

/** The user's lists (the default first, as stored). */
export function userShoppingLists(owner: ListOwner): readonly StoredShoppingList[] {
  return getState().shoppingLists?.[String(owner.user.id)] ?? seededFor(owner);
}

export function defaultShoppingList(owner: ListOwner): StoredShoppingList {
  const lists = userShoppingLists(owner);
  return lists.find((list) => list.isDefault) ?? lists[0];
}

const idsCache = new WeakMap<StoredShoppingList, Set<number>>();

/** Product ids on the user's default list: what a product's `isInShoppingList` means for a logged-in user. */
export function defaultListProductIds(owner: ListOwner): Set<number> {
  const list = defaultShoppingList(owner);
  let ids = idsCache.get(list);
  if (!ids) idsCache.set(list, (ids = new Set(list.items.map((line) => line.productId))));
  return ids;
}
