/**
 * A logged-in user's shopping lists (spec §3, §5, §7): seeded per user (db/seed/shoppingLists.ts) and
 * copied into the demo state on the first change. There is always exactly one default list, which cannot
 * be deleted. A list is a note of products and quantities: it takes any offered product in any quantity up to
 * the cart's maximum; the order-multiple rule is the cart's and is applied when the list goes into the cart
 * (`addListToCart` → `addItemsToCart`, all or nothing).
 *
 * Every function takes a `ListContext` (a ViewContext of a logged-in user); validation happens before
 * anything changes, so a refused request leaves the lists as they were.
 */
import type { AgeAnswer } from '../../domain/ageGate';
import { addToList } from '../../domain/shoppingList';
import { listReminder } from '../../domain/shoppingListReminder';
import type { NamedRef, ShoppingListInput } from '../../generated/model';
import { updateState } from '../db/store';
import type { ShoppingListLine, StoredShoppingList } from '../db/buyerRecords';
import { SHOPPING_LIST_CYCLES, SHOPPING_LIST_TYPES } from '../db/seed/shoppingLists';
import { defaultShoppingList, userShoppingLists } from '../db/shoppingLists';
import type { SeedCompany, SeedUser } from '../db/types';
import { badRequest, DemoHttpError, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import type { ViewContext } from '../presenters/context';
import { applyAgeAnswer } from './ageGate';
import { addItemsToCart, clearCart, requireProduct, requireQuantity } from './cart';
import { requireOrderBy } from './listQuery';

export type ListContext = ViewContext & { user: SeedUser; company: SeedCompany };
export { defaultShoppingList, userShoppingLists };

/** Spec §9: the client fetches shopping lists 50 at a time. */
export const SHOPPING_LIST_PAGE_SIZE = 50;
/** As many products as one request may add (the contract's maxItems). */
export const MAX_LIST_PRODUCTS = 500;
const FIRST_NEW_LIST_ID = 1_000_001;

const LIST_NOT_FOUND = 'Nie znaleziono listy zakupowej.';

const fieldError = (field: string, message: string) => new DemoHttpError(400, 'VALIDATION', message, { field });

// ---- reading ------------------------------------------------------------------------------------

/** One of the user's lists; another user's list is as unknown as a missing one (404). */
export function findShoppingList(ctx: ListContext, id: number): StoredShoppingList {
  const list = userShoppingLists(ctx).find((candidate) => candidate.id === id);
  if (!list) throw notFound(LIST_NOT_FOUND);
  return list;
}


const SORT_FIELDS = ['createdAt', 'name', 'itemsCount', 'id'] as const;

/**
 * A page of the user's lists: the default list always first (it is the one every "add to list" fills),
 * the others by `orderBy` (createdAt, name, itemsCount, id; DESC by default).
 */
export function shoppingListsPage(
  ctx: ListContext,
  query: { limit?: number; offset?: number; orderBy?: string; orderDirection?: 'ASC' | 'DESC' },
): { lists: StoredShoppingList[]; countTotal: number } {
  const orderBy = requireOrderBy(query.orderBy, SORT_FIELDS, 'createdAt');
  const sign = query.orderDirection === 'ASC' ? 1 : -1;
  const compare = (a: StoredShoppingList, b: StoredShoppingList): number => {
    if (orderBy === 'name') return a.name.localeCompare(b.name, 'pl');
    if (orderBy === 'itemsCount') return a.items.length - b.items.length;
    if (orderBy === 'id') return a.id - b.id;
    return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
  };
  const lists = userShoppingLists(ctx);
  const others = lists.filter((list) => !list.isDefault).sort((a, b) => sign * compare(a, b) || b.id - a.id);
  const ordered = [...lists.filter((list) => list.isDefault), ...others];
  const offset = query.offset ?? 0;
  return { lists: ordered.slice(offset, offset + (query.limit ?? SHOPPING_LIST_PAGE_SIZE)), countTotal: ordered.length };
}

const named = (entries: readonly { id: string; pl: string; en: string }[], locale: DemoLocale): NamedRef[] =>
  entries.map((entry) => ({ id: entry.id, name: entry[locale] }));

export const shoppingListTypes = (locale: DemoLocale): NamedRef[] => named(SHOPPING_LIST_TYPES, locale);
export const shoppingListCycles = (locale: DemoLocale): NamedRef[] => named(SHOPPING_LIST_CYCLES, locale);

// ---- changing -----------------------------------------------------------------------------------

/** Applies a change to the user's lists (copied from the seed on the first change); returns what the change returns. */
function changeLists<T>(ctx: ListContext, change: (lists: StoredShoppingList[], nextId: () => number) => T): T {
  return updateState((state) => {
    const all = (state.shoppingLists ??= {});
    const lists = (all[String(ctx.user.id)] ??= structuredClone(userShoppingLists(ctx) as StoredShoppingList[]));
    const nextId = () => {
      state.counters.shoppingList ??= FIRST_NEW_LIST_ID;
      return state.counters.shoppingList++;
    };
    return change(lists, nextId);
  });
}

/** The stored list of a change (the same id in the lists being changed). */
const inLists = (lists: StoredShoppingList[], id: number): StoredShoppingList => lists.find((list) => list.id === id)!;

type ListFields = Pick<StoredShoppingList, 'name' | 'type' | 'reminderAgreement' | 'startDate' | 'cycleType' | 'cycleStep'>;

/**
 * The name and reminder of a create/update request: a name that is not blank and not another list's,
 * a type the server offers, and the §5 reminder rule (src/domain/shoppingList `listReminder`); a cycle is
 * checked only with the reminder agreement, since without it the contract says it is ignored.
 */
function listFields(ctx: ListContext, input: ShoppingListInput, exceptId: number | null): ListFields {
  const name = input.name.trim();
  if (!name) throw fieldError('name', 'Podaj nazwę listy.');
  const taken = userShoppingLists(ctx).some((list) => list.id !== exceptId && list.name.toLocaleLowerCase('pl') === name.toLocaleLowerCase('pl'));
  if (taken) throw fieldError('name', `Masz już listę o nazwie „${name}”.`);
  const type = input.type ?? 'on_demand';
  if (!SHOPPING_LIST_TYPES.some((known) => known.id === type)) {
    throw fieldError('type', `Nieznany typ listy „${type}”. Dozwolone: ${SHOPPING_LIST_TYPES.map((known) => known.id).join(', ')}.`);
  }
  if (input.reminderAgreement && input.cycleType && !SHOPPING_LIST_CYCLES.some((known) => known.id === input.cycleType)) {
    throw fieldError('cycleType', `Nieznany cykl przypomnień „${input.cycleType}”. Dozwolone: ${SHOPPING_LIST_CYCLES.map((known) => known.id).join(', ')}.`);
  }
  const result = listReminder({ ...input, type });
  if (!result.ok) throw fieldError(result.field, result.message);
  return { name, ...result.reminder };
}

export function createShoppingList(ctx: ListContext, input: ShoppingListInput): StoredShoppingList {
  const fields = listFields(ctx, input, null);
  const createdAt = new Date().toISOString();
  return changeLists(ctx, (lists, nextId) => {
    const list: StoredShoppingList = { id: nextId(), isDefault: false, items: [], createdAt, ...fields };
    lists.push(list);
    return structuredClone(list);
  });
}

/** Renames a list or changes its reminder (the default list too; its items stay). */
export function updateShoppingList(ctx: ListContext, id: number, input: ShoppingListInput): StoredShoppingList {
  findShoppingList(ctx, id);
  const fields = listFields(ctx, input, id);
  return changeLists(ctx, (lists) => structuredClone(Object.assign(inLists(lists, id), fields)));
}

/** Deletes a list; the default list stays (409). Returns the message for the user. */
export function deleteShoppingList(ctx: ListContext, id: number): string {
  const list = findShoppingList(ctx, id);
  if (list.isDefault) throw new DemoHttpError(409, 'DEFAULT-LIST', `Nie można usunąć listy „${list.name}” – to Twoja lista domyślna.`);
  changeLists(ctx, (lists) => lists.splice(lists.findIndex((candidate) => candidate.id === id), 1));
  return `Lista „${list.name}” została usunięta.`;
}

export interface ListChange {
  list: StoredShoppingList;
  message: string | null;
}

/**
 * Adds products to a list by the shopping list's one rule, the guest's list's too (src/domain/shoppingList
 * `addToList`): a new product goes to the end, one already there keeps its place and gets the new quantity
 * (named in the message). All or nothing: an unknown product is a 404, one no longer offered a 400, and so
 * is going over MAX_LIST_PRODUCTS products on the list.
 */
export function addListItems(ctx: ListContext, id: number, items: readonly { itemId: number; quantity: number }[]): ListChange {
  const list = findShoppingList(ctx, id);
  let next = list.items.map((line) => ({ id: line.productId, quantity: line.quantity }));
  for (const item of items) {
    const product = requireProduct(ctx, item.itemId);
    if (product.discontinued) throw badRequest(`Produkt „${product.name}” nie jest już w ofercie – nie można go dodać do listy.`, 'PRODUCT-UNAVAILABLE');
    next = addToList(next, item.itemId, item.quantity);
  }
  if (next.length > MAX_LIST_PRODUCTS) throw fieldError('items', `Lista może zawierać najwyżej ${MAX_LIST_PRODUCTS} produktów.`);
  const changedQuantities = next.flatMap((entry) => {
    const before = list.items.find((line) => line.productId === entry.id)?.quantity;
    const product = ctx.seed.productById.get(entry.id)!;
    return before !== undefined && before !== entry.quantity ? [`„${product.name}” (teraz ${entry.quantity} ${product.uom})`] : [];
  });

  const changed = changeLists(ctx, (lists) => {
    const target = inLists(lists, id);
    target.items = next.map((entry) => ({ productId: entry.id, quantity: entry.quantity }));
    return structuredClone(target);
  });
  const message = changedQuantities.length ? `Te produkty były już na liście – zmieniono ich ilość: ${changedQuantities.join(', ')}.` : null;
  return { list: changed, message };
}

function requireOnList(list: StoredShoppingList, productId: number, ctx: ListContext): ShoppingListLine {
  const line = list.items.find((candidate) => candidate.productId === productId);
  if (line) return line;
  const product = ctx.seed.productById.get(productId);
  throw notFound(product ? `Produktu „${product.name}” nie ma na liście „${list.name}”.` : `Produktu o identyfikatorze ${productId} nie ma na liście „${list.name}”.`);
}

/** Sets the quantity of a product on the list (404 when it is not there). */
export function setListItemQuantity(ctx: ListContext, id: number, productId: number, quantity: number): StoredShoppingList {
  requireOnList(findShoppingList(ctx, id), productId, ctx);
  return changeLists(ctx, (lists) => {
    const target = inLists(lists, id);
    target.items.find((line) => line.productId === productId)!.quantity = quantity;
    return structuredClone(target);
  });
}

/** Removes products from the list (ids not on it are ignored, as the cart does). */
export function removeListItems(ctx: ListContext, id: number, productIds: readonly number[]): StoredShoppingList {
  findShoppingList(ctx, id);
  return changeLists(ctx, (lists) => {
    const target = inLists(lists, id);
    target.items = target.items.filter((line) => !productIds.includes(line.productId));
    return structuredClone(target);
  });
}

/** Removes one product (404 when it is not on the list). */
export function removeListItem(ctx: ListContext, id: number, productId: number): StoredShoppingList {
  requireOnList(findShoppingList(ctx, id), productId, ctx);
  return removeListItems(ctx, id, [productId]);
}

/**
 * Puts the chosen products of a list (with the quantities chosen, which may differ from the list's)
 * into the cart through the cart's own rules (`addItemsToCart`: all or nothing, the order multiple,
 * notes). Each product must be on the list. Products for adults follow the age gate of spec §4
 * (`applyAgeAnswer`): not asked yet, nothing goes in (409 AGE-CONFIRMATION-REQUIRED); declined, they stay
 * out and the message names them. With `clearCart` every product is checked against an empty cart before
 * the cart is emptied, so a refusal leaves the cart as it was. Returns the cart's message.
 */
export function addListToCart(
  ctx: ListContext,
  owner: string,
  id: number,
  items: readonly { itemId: number; quantity: number }[],
  options: { clearCart?: boolean; ageConfirmed?: AgeAnswer } = {},
): string {
  const list = findShoppingList(ctx, id);
  items.forEach((item, index) => {
    if (!list.items.some((line) => line.productId === item.itemId)) {
      const product = ctx.seed.productById.get(item.itemId);
      throw fieldError(`items.${index}.itemId`, `Produktu ${product ? `„${product.name}”` : `o identyfikatorze ${item.itemId}`} nie ma na liście „${list.name}”.`);
    }
  });
  // Spec §4 age gate before anything changes: not asked yet, nothing goes in; declined, the products for adults stay out.
  const gate = applyAgeAnswer(items, (item) => requireProduct(ctx, item.itemId), options.ageConfirmed, ctx);
  if (!gate.add.length) throw new DemoHttpError(409, 'NOTHING-TO-ADD', `Żaden produkt nie został dodany do koszyka. ${gate.leftOutNote ?? ''}`.trim());
  const cartItems = gate.add.map((item) => ({ productId: item.itemId, quantity: item.quantity }));
  if (options.clearCart) {
    const totals = new Map<number, number>();
    for (const item of cartItems) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);
    for (const [productId, quantity] of totals) requireQuantity(requireProduct(ctx, productId), quantity, ctx);
    clearCart(owner);
  }
  const message = addItemsToCart(owner, cartItems, ctx);
  return gate.leftOutNote ? `${message} ${gate.leftOutNote}` : message;
}
