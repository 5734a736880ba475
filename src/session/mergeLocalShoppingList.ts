/**
 * At login the guest's shopping list on this device joins the account's default list (spec §6):
 * loaded by `login` only when there is such a list. What the server took is forgotten on this
 * device; whatever could not be sent stays for the next login.
 */
import { isApiError } from '../api/ApiError';
import { listMergeItems } from '../domain/shoppingList';
import { addShoppingListItems, getDefaultShoppingList } from '../generated/api/shopping-lists/shopping-lists';
import { clearLocalShoppingList, localShoppingListStore } from './localShoppingList';

/** A refusal that asking again will not change (a product gone from the offer, an unknown product). */
const refusedForGood = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 404);

export interface MergeOutcome {
  /** Products settled: on the default list now (or already there in enough quantity), or refused for good. */
  merged: number;
  /** Products still kept on this device (not sent yet). */
  kept: number;
}

export async function mergeLocalShoppingList(): Promise<MergeOutcome> {
  const local = localShoppingListStore.get();
  if (local.length === 0) return { merged: 0, kept: 0 };
  const { shoppingList } = await getDefaultShoppingList();
  const onServer = shoppingList.items.map((line) => ({ id: line.item.id, quantity: line.quantity }));
  const items = listMergeItems(onServer, local);
  const sent = new Set(items.map((item) => item.itemId));
  // Products the default list already has enough of are merged as they are.
  const done = local.filter((item) => !sent.has(item.id)).map((item) => item.id);
  if (items.length > 0) {
    try {
      await addShoppingListItems(shoppingList.id, { items });
      done.push(...sent);
    } catch (error) {
      if (!refusedForGood(error)) throw error;
      // The call is all or nothing: one refused product (e.g. no longer offered) would hold back the
      // others at every login. One by one, the others join and the refused one is let go.
      for (const item of items) {
        try {
          await addShoppingListItems(shoppingList.id, { items: [item] });
          done.push(item.itemId);
        } catch (itemError) {
          if (refusedForGood(itemError)) done.push(item.itemId);
        }
      }
    }
  }
  clearLocalShoppingList(done);
  return { merged: done.length, kept: local.length - done.length };
}
