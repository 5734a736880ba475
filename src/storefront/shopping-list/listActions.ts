/**
 * What a logged-in user's shopping-list button does (tiles, the product page): loaded with its first
 * click, so the tiles hold only the button. The dialog (MUI, its form) loads one step later, from
 * here: the tiles' code then names one small chunk instead of the dialog's many.
 */
import { importWithReload } from '../../platform/chunkReload';
import { queryClient } from '../../api/queryClient';
import { deleteFromDefaultShoppingList } from '../../generated/api/shopping-lists/shopping-lists';
import type { ShoppingList, ShoppingListResponse } from '../../generated/model';
import type { ListDialogProduct } from './AddToListDialog';
import { invalidateShoppingLists } from '../../api/queries/shoppingListQueries';

/** A real list response, not an HTML page from a server that does not know the call. */
const isListResponse = (value: unknown): value is ShoppingListResponse =>
  Boolean(value) && typeof value === 'object' && 'shoppingList' in (value as object);

/** Takes a product off the default list (the list the tiles' flag shows). */
export async function removeFromDefaultList(productId: number): Promise<void> {
  const response: unknown = await deleteFromDefaultShoppingList({ itemIds: [productId] });
  if (!isListResponse(response)) throw new Error('Not a shopping-list response');
  void invalidateShoppingLists(queryClient);
}

/** Opens "Dodaj do listy"; `onAdded` gets the list the product went on. */
export async function openAddToListDialog(product: ListDialogProduct, onAdded: (list: ShoppingList) => void): Promise<void> {
  const dialog = await importWithReload(() => import('./AddToListDialog'));
  dialog.openAddToListDialog(product, onAdded);
}
