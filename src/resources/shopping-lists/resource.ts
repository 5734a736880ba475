import type { ResourceDescriptor } from '../resourceDescriptor.ts';

export const SHOPPING_LISTS_RESOURCE = 'shopping-lists';
export const LIST_TYPES_RESOURCE = 'shopping-list-types';
export const LIST_CYCLES_RESOURCE = 'shopping-list-cycles';

/** The user's shopping lists: the lists, one list, create, change, delete, and what is done to a list's products. */
export const shoppingLists = {
  name: SHOPPING_LISTS_RESOURCE,
  routes: { list: 'dashboard-list', show: 'dashboard-list-slug' },
  screens: { 'dashboard-list': 'shopping-lists/ShoppingListsList', 'dashboard-list-slug': 'shopping-lists/ShoppingListShow' },
  binding: 'shopping-lists/shoppingListsResource#shoppingListsBinding',
  menu: ['dashboard-list'],
} as const satisfies ResourceDescriptor;

/** The list types the server offers (the list form's select). */
export const shoppingListTypes = {
  name: LIST_TYPES_RESOURCE,
  binding: 'shopping-lists/shoppingListsResource#listTypesBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;

/** The reminder cycles the server offers (the list form's select). */
export const shoppingListCycles = {
  name: LIST_CYCLES_RESOURCE,
  binding: 'shopping-lists/shoppingListsResource#listCyclesBinding',
  lookup: true,
} as const satisfies ResourceDescriptor;
