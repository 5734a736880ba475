import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { truncate } from '../../domain/text';
import { addToDefaultShoppingList, deleteFromDefaultShoppingList } from '../../generated/api/shopping-lists/shopping-lists';
import type { ShoppingListResponse } from '../../generated/model';
import { useSession } from '../../session';
import { addToLocalShoppingList, removeFromLocalShoppingList, useLocalShoppingList } from '../../session/localShoppingList';
import { showMessage } from '../../ui/modal/messageStore';
import { showToast } from '../../ui/toasts/toastStore';

interface ListProduct {
  id: number;
  name: string;
  isInShoppingList: boolean;
}

/** A real list response, not an HTML page from a server that does not know the call. */
const isListResponse = (value: unknown): value is ShoppingListResponse =>
  Boolean(value) && typeof value === 'object' && 'shoppingList' in (value as object);

/**
 * Add to / remove from the shopping list (spec §6): guests use the local list on this device;
 * logged-in users the default list on the server. When the server cannot do it, the buyer is told
 * so plainly and nothing is pretended.
 */
export function useShoppingList() {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const local = useLocalShoppingList();
  const [serverState, setServerState] = useState<Record<number, boolean>>({});
  const [busyId, setBusyId] = useState<number | null>(null);

  const isOnList = (product: ListProduct) => (isLoggedIn ? (serverState[product.id] ?? product.isInShoppingList) : local.has(product.id));

  const refuse = (product: ListProduct, error: unknown) => {
    const unavailable = !isApiError(error) || error.status === 404 || error.status === 405 || error.status >= 500;
    showMessage({
      title: t('common:message.title'),
      subject: product.name,
      text: unavailable ? t('common:shoppingList.unavailable') : serverMessageOr(error, t('common:shoppingList.failed')),
    });
  };

  const toggle = async (product: ListProduct) => {
    const on = isOnList(product);
    if (!isLoggedIn) {
      if (on) removeFromLocalShoppingList(product.id);
      else addToLocalShoppingList(product.id);
      showToast({ title: truncate(product.name), message: on ? t('common:shoppingList.removed') : t('common:shoppingList.added') });
      return;
    }
    setBusyId(product.id);
    try {
      const response: unknown = on
        ? await deleteFromDefaultShoppingList({ itemIds: [product.id] })
        : await addToDefaultShoppingList({ itemId: product.id, quantity: 1 });
      if (!isListResponse(response)) throw new Error('Not a shopping-list response');
      setServerState((state) => ({ ...state, [product.id]: !on }));
      showToast({ title: truncate(product.name), message: on ? t('common:shoppingList.removed') : t('common:shoppingList.added') });
    } catch (error) {
      refuse(product, error);
    } finally {
      setBusyId(null);
    }
  };

  return { isOnList, toggle, busyId };
}
