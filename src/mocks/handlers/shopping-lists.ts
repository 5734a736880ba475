/**
 * Shopping lists (contract tag "Shopping lists"): a logged-in user's lists on the server. Guests keep
 * their list in the browser, so every operation answers them 401 (`requireUser`).
 * The fixed paths (`default`, `types`, `cycles`) come before `shopping-lists/:id`, which would match them too.
 */
import type {
  MessageResponse, ShoppingCartResponse, ShoppingListCyclesResponse, ShoppingListListResponse, ShoppingListResponse, ShoppingListTypesResponse,
} from '../../generated/model';
import {
  addShoppingListItemsBody, addShoppingListItemsParams, addShoppingListToCartBody, addShoppingListToCartParams, addToDefaultShoppingListQueryParams,
  createShoppingListBody, deleteFromDefaultShoppingListBody, deleteShoppingListItemParams, deleteShoppingListItemsBody, deleteShoppingListItemsParams,
  deleteShoppingListParams, getShoppingListsQueryParams, updateShoppingListBody, updateShoppingListItemBody, updateShoppingListItemParams,
  updateShoppingListParams,
} from '../../generated/zod/shopping-lists/shopping-lists.zod';
import type { StoredShoppingList } from '../db/buyerRecords';
import { cartOwner, requireUser } from '../http/auth';
import { json } from '../http/errors';
import { requestLocale } from '../http/locale';
import { api, operation } from '../http/operation';
import { requireIntegers } from '../http/schemaParse';
import { parseJsonBody, parseParams, parseQuery } from '../http/validate';
import { viewContext } from '../presenters/context';
import { toShoppingList } from '../presenters/shoppingList';
import { ownerCart } from '../services/cart';
import {
  addListItems, addListToCart, createShoppingList, defaultShoppingList, deleteShoppingList, findShoppingList, removeListItem, removeListItems,
  setListItemQuantity, shoppingListCycles, shoppingListsPage, shoppingListTypes, updateShoppingList, type ListContext,
} from '../services/shoppingLists';

const LISTS = api('/shopping-lists');
const DEFAULT = api('/shopping-lists/default');
const LIST = api('/shopping-lists/:id');
const ITEMS = api('/shopping-lists/:id/items');

function listContext(request: Request): { ctx: ListContext; owner: string } {
  const session = requireUser(request);
  return { ctx: { ...viewContext(session), user: session.user, company: session.company }, owner: cartOwner(session) };
}

function respond(list: StoredShoppingList, ctx: ListContext, message: string | null = null, status = 200): Response {
  const body: ShoppingListResponse = { shoppingList: toShoppingList(list, ctx), message };
  return json(body, status);
}

/** The list id of the path, a whole number (orval drops `.int()`). */
function listId(schema: typeof updateShoppingListParams, params: Record<string, string | readonly string[] | undefined>): number {
  const { id } = parseParams(schema, params);
  requireIntegers({ id }, ['id']);
  return id;
}

const ITEM_INTEGERS = (items: readonly { itemId: number; quantity: number }[]) => items.forEach((item) => requireIntegers(item, ['itemId', 'quantity']));

export const shoppingListsOperations = {
  getShoppingLists: operation('getShoppingLists', 'get', LISTS, ({ request }) => {
    const { ctx } = listContext(request);
    const query = parseQuery(getShoppingListsQueryParams, request, ['limit', 'offset']);
    const { lists, countTotal } = shoppingListsPage(ctx, query);
    const body: ShoppingListListResponse = { shoppingLists: lists.map((list) => toShoppingList(list, ctx)), countTotal };
    return json(body);
  }),

  createShoppingList: operation('createShoppingList', 'post', LISTS, async ({ request }) => {
    const { ctx } = listContext(request);
    const input = (await parseJsonBody(createShoppingListBody, request, { integers: ['cycleStep'] }))!;
    return respond(createShoppingList(ctx, input), ctx, null, 201);
  }),

  getDefaultShoppingList: operation('getDefaultShoppingList', 'get', DEFAULT, ({ request }) => {
    const { ctx } = listContext(request);
    return respond(defaultShoppingList(ctx), ctx);
  }),

  // The product page's heart: itemId and quantity (1) come in the query string, not a body (spec §7).
  addToDefaultShoppingList: operation('addToDefaultShoppingList', 'post', DEFAULT, ({ request }) => {
    const { ctx } = listContext(request);
    const { itemId, quantity } = parseQuery(addToDefaultShoppingListQueryParams, request, ['itemId', 'quantity']);
    const { list, message } = addListItems(ctx, defaultShoppingList(ctx).id, [{ itemId, quantity }]);
    return respond(list, ctx, message);
  }),

  deleteFromDefaultShoppingList: operation('deleteFromDefaultShoppingList', 'delete', DEFAULT, async ({ request }) => {
    const { ctx } = listContext(request);
    const { itemIds } = (await parseJsonBody(deleteFromDefaultShoppingListBody, request, { integers: ['itemIds'] }))!;
    return respond(removeListItems(ctx, defaultShoppingList(ctx).id, itemIds), ctx);
  }),

  getShoppingListTypes: operation('getShoppingListTypes', 'get', api('/shopping-lists/types'), ({ request }) => {
    requireUser(request);
    const body: ShoppingListTypesResponse = { types: shoppingListTypes(requestLocale(request)) };
    return json(body);
  }),

  getShoppingListCycles: operation('getShoppingListCycles', 'get', api('/shopping-lists/cycles'), ({ request }) => {
    requireUser(request);
    const body: ShoppingListCyclesResponse = { cycles: shoppingListCycles(requestLocale(request)) };
    return json(body);
  }),

  updateShoppingList: operation('updateShoppingList', 'put', LIST, async ({ request, params }) => {
    const { ctx } = listContext(request);
    const id = listId(updateShoppingListParams, params);
    const input = (await parseJsonBody(updateShoppingListBody, request, { integers: ['cycleStep'] }))!;
    return respond(updateShoppingList(ctx, id, input), ctx);
  }),

  deleteShoppingList: operation('deleteShoppingList', 'delete', LIST, ({ request, params }) => {
    const { ctx } = listContext(request);
    const body: MessageResponse = { message: deleteShoppingList(ctx, listId(deleteShoppingListParams, params)) };
    return json(body);
  }),

  addShoppingListItems: operation('addShoppingListItems', 'post', ITEMS, async ({ request, params }) => {
    const { ctx } = listContext(request);
    const id = listId(addShoppingListItemsParams, params);
    findShoppingList(ctx, id); // an unknown list is a 404 before the body is judged
    const { items } = (await parseJsonBody(addShoppingListItemsBody, request))!;
    ITEM_INTEGERS(items);
    const { list, message } = addListItems(ctx, id, items);
    return respond(list, ctx, message);
  }),

  updateShoppingListItem: operation('updateShoppingListItem', 'put', ITEMS, async ({ request, params }) => {
    const { ctx } = listContext(request);
    const id = listId(updateShoppingListItemParams, params);
    const { itemId, quantity } = (await parseJsonBody(updateShoppingListItemBody, request, { integers: ['itemId', 'quantity'] }))!;
    return respond(setListItemQuantity(ctx, id, itemId, quantity), ctx);
  }),

  deleteShoppingListItems: operation('deleteShoppingListItems', 'delete', ITEMS, async ({ request, params }) => {
    const { ctx } = listContext(request);
    const id = listId(deleteShoppingListItemsParams, params);
    const { itemIds } = (await parseJsonBody(deleteShoppingListItemsBody, request, { integers: ['itemIds'] }))!;
    return respond(removeListItems(ctx, id, itemIds), ctx);
  }),

  deleteShoppingListItem: operation('deleteShoppingListItem', 'delete', api('/shopping-lists/:id/items/:itemId'), ({ request, params }) => {
    const { ctx } = listContext(request);
    const { id, itemId } = parseParams(deleteShoppingListItemParams, params);
    requireIntegers({ id, itemId }, ['id', 'itemId']);
    return respond(removeListItem(ctx, id, itemId), ctx);
  }),

  addShoppingListToCart: operation('addShoppingListToCart', 'post', api('/shopping-lists/:id/add-to-shopping-cart'), async ({ request, params }) => {
    const { ctx, owner } = listContext(request);
    const id = listId(addShoppingListToCartParams, params);
    const { items, clearShoppingCart, ageConfirmed } = (await parseJsonBody(addShoppingListToCartBody, request))!;
    ITEM_INTEGERS(items);
    const message = addListToCart(ctx, owner, id, items, { clearCart: clearShoppingCart, ageConfirmed });
    const { cart, notice } = ownerCart(owner, ctx);
    const body: ShoppingCartResponse = { shoppingCart: cart, message: [message, notice].filter(Boolean).join(' ') };
    return json(body);
  }),
};
