import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { truncate } from '../../domain/text';
import { importWithReload } from '../../platform/chunkReload';
import { useSession } from '../../session';
import { addToLocalShoppingList, removeFromLocalShoppingList, useLocalShoppingList } from '../../session/localShoppingList';
import { showMessage } from '../../ui/modal/messageStore';
import { showToast } from '../../ui/toasts/toastStore';

interface ListProduct {
  id: number;
  name: string;
  slug: string;
  uom: string;
  orderQuantityMultiple: number;
  isInShoppingList: boolean;
}

/**
 * The shopping-list button of tiles and the product page (spec §2, §6): guests add to (and remove
 * from) the local list on this device; logged-in users choose one of their lists in the "add product
 * to list" dialog and take a product off their default list. The code of both loads with its first
 * use. When the server cannot do it, the buyer is told so plainly and nothing is pretended.
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
      else addToLocalShoppingList(product.id, 1, product.slug);
      showToast({ title: truncate(product.name), message: on ? t('common:shoppingList.removed') : t('common:shoppingList.added') });
      return;
    }
    setBusyId(product.id);
    try {
      // The flag means "on the default list" (what the API's isInShoppingList says): a second click
      // takes the product off it, as for guests; adding asks which list.
      const actions = await importWithReload(() => import('../shopping-list/listActions'));
      if (on) {
        await actions.removeFromDefaultList(product.id);
        setServerState((state) => ({ ...state, [product.id]: false }));
        showToast({ title: truncate(product.name), message: t('common:shoppingList.removed') });
      } else {
        await actions.openAddToListDialog(product, (list) => {
          if (list.isDefault) setServerState((state) => ({ ...state, [product.id]: true }));
        });
      }
    } catch (error) {
      refuse(product, error);
    } finally {
      setBusyId(null);
    }
  };

  return { isOnList, toggle, busyId };
}
