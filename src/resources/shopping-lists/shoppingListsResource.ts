/**
 * The shopping lists of the account (spec §3, §7 "Shopping lists") as Refine resources: the lists (50
 * at a time, spec §9), one list, create, change, delete, and what is done to a list's products
 * (quantity, remove, into the cart). The list types and reminder cycles come from the server too.
 */
import type { BaseKey } from '@refinedev/core';
import { ApiError } from '../../api/ApiError';
import {
  addShoppingListToCart, createShoppingList, deleteShoppingList, deleteShoppingListItem, deleteShoppingListItems, getShoppingListCycles, getShoppingLists,
  getShoppingListTypes, updateShoppingList, updateShoppingListItem,
} from '../../generated/api/shopping-lists/shopping-lists';
import type { ShoppingList, ShoppingListInput, ShoppingListItemChange, ShoppingListItemIds, ShoppingListToCart } from '../../generated/model';
import { SHOPPING_LISTS_LIMIT } from '../../api/queries/shoppingListQueries';
import type { ListQuery } from '../listQuery';
import type { ResourceBinding } from '../resourceDescriptor';
// The key is written in the resource's descriptor (resource.ts); the screens import it from here too.
export { LIST_CYCLES_RESOURCE, LIST_TYPES_RESOURCE, SHOPPING_LISTS_RESOURCE } from './resource';

/** The user's lists, the default first (GET shopping-lists, limit 50). */
export async function listShoppingLists(query: ListQuery, signal?: AbortSignal) {
  const response = await getShoppingLists({ limit: Math.min(query.limit, SHOPPING_LISTS_LIMIT), offset: query.offset }, undefined, signal);
  return { data: response.shoppingLists, total: response.countTotal };
}

/**
 * One list. The API has no call for a single list, so the lists are read 50 at a time until it
 * turns up; a list that is not the user's is as missing as one that does not exist (404).
 */
export async function getShoppingListRecord(id: BaseKey, signal?: AbortSignal): Promise<{ data: ShoppingList }> {
  const wanted = Number(id);
  for (let offset = 0; ; offset += SHOPPING_LISTS_LIMIT) {
    const page = await getShoppingLists({ limit: SHOPPING_LISTS_LIMIT, offset }, undefined, signal);
    const found = page.shoppingLists.find((list) => list.id === wanted);
    if (found) return { data: found };
    // A short page is the last one, whatever `countTotal` says (no endless paging on a wrong total).
    if (page.shoppingLists.length < SHOPPING_LISTS_LIMIT || offset + SHOPPING_LISTS_LIMIT >= page.countTotal) break;
  }
  throw new ApiError(404, 'NOT-FOUND', 'Nie znaleziono listy zakupowej.');
}

export async function createShoppingListRecord(variables: ShoppingListInput) {
  const response = await createShoppingList(variables);
  return { data: response.shoppingList };
}

/** Renames a list or changes its type and reminder (PUT shopping-lists/{id}: the whole list's fields). */
export async function updateShoppingListRecord(id: BaseKey, variables: ShoppingListInput) {
  const response = await updateShoppingList(Number(id), variables);
  return { data: response.shoppingList };
}

/** Deletes a list (the default list cannot be deleted: 409 with the reason). */
export async function deleteShoppingListRecord(id: BaseKey) {
  const response = await deleteShoppingList(Number(id));
  return { data: { id, message: response.message } };
}

/**
 * What is done to one list's products, by action name (dataProvider.custom with
 * `meta: { resource: SHOPPING_LISTS_RESOURCE, action, id }`). Each answers `{ data }` for Refine.
 */
export const shoppingListActions = {
  setQuantity: async (id: BaseKey, payload: ShoppingListItemChange) => ({ data: await updateShoppingListItem(Number(id), payload) }),
  removeItem: async (id: BaseKey, payload: { itemId: number }) => ({ data: await deleteShoppingListItem(Number(id), payload.itemId) }),
  removeItems: async (id: BaseKey, payload: ShoppingListItemIds) => ({ data: await deleteShoppingListItems(Number(id), payload) }),
  addToCart: async (id: BaseKey, payload: ShoppingListToCart) => ({ data: await addShoppingListToCart(Number(id), payload) }),
};

export type ShoppingListAction = keyof typeof shoppingListActions;

/** The list types the server offers (GET shopping-lists/types). */
export async function listShoppingListTypes(_query: ListQuery, signal?: AbortSignal) {
  const { types } = await getShoppingListTypes(undefined, signal);
  return { data: types, total: types.length };
}

/** The reminder cycles the server offers (GET shopping-lists/cycles). */
export async function listShoppingListCycles(_query: ListQuery, signal?: AbortSignal) {
  const { cycles } = await getShoppingListCycles(undefined, signal);
  return { data: cycles, total: cycles.length };
}

export const shoppingListsBinding = {
  list: listShoppingLists, one: getShoppingListRecord, create: createShoppingListRecord, update: updateShoppingListRecord, remove: deleteShoppingListRecord,
  actions: shoppingListActions,
} satisfies ResourceBinding;
export const listTypesBinding = { list: listShoppingListTypes } satisfies ResourceBinding;
export const listCyclesBinding = { list: listShoppingListCycles } satisfies ResourceBinding;
