/** The guest's shopping list, kept in localStorage on this device (spec §6), with its counter. */
import { addToList, isOnList, listCount, parseList, removeFromList, setListQuantity, type LocalListItem } from '../domain/shoppingList';
import { createStore, useStore } from './createStore';

const KEY = 'spinacz.shoppingList';

function load(): LocalListItem[] {
  try {
    return typeof localStorage === 'undefined' ? [] : parseList(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

export const localShoppingListStore = createStore<LocalListItem[]>(load(), { server: [] });

function save(list: LocalListItem[]): void {
  localShoppingListStore.set(list);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the list lives until the page is closed
  }
}

if (typeof window !== 'undefined') {
  // Another tab changed the list.
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) localShoppingListStore.set(parseList(event.newValue));
  });
}

/** Adds a product; pass its slug, which the list page needs to show it. */
export function addToLocalShoppingList(id: number, quantity = 1, slug?: string): void {
  save(addToList(localShoppingListStore.get(), id, quantity, slug));
}

export function removeFromLocalShoppingList(id: number): void {
  save(removeFromList(localShoppingListStore.get(), id));
}

export function setLocalShoppingListQuantity(id: number, quantity: number): void {
  save(setListQuantity(localShoppingListStore.get(), id, quantity));
}

/** Forgets the given products (all of them without ids): e.g. once they are merged into the account's default list. */
export function clearLocalShoppingList(ids?: readonly number[]): void {
  save(ids ? localShoppingListStore.get().filter((item) => !ids.includes(item.id)) : []);
}

export function isOnLocalShoppingList(id: number): boolean {
  return isOnList(localShoppingListStore.get(), id);
}

/** The list and its counter in React (for the header's shopping-list link). */
export function useLocalShoppingList(): { items: LocalListItem[]; count: number; has: (id: number) => boolean } {
  const items = useStore(localShoppingListStore);
  return { items, count: listCount(items), has: (id) => isOnList(items, id) };
}
