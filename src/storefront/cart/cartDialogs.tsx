/** The cart's dialogs of spec §2 (remove basket item, clear basket, clear unavailable items), on the modal stack. */
import i18n from '../../i18n';
import type { CartItem } from '../../generated/model';
import { openModal } from '../../ui/modal/modalStore';
import { clearCart, removeCartItem, removeCartItems } from './cartActions';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;

const cancel = () => ({ text: t('cart:actions.cancel'), theme: 'secondary' as const });

/** The remove-basket-item dialog; `onKeep` runs when the shopper keeps the product (cancel, X, Escape). */
export function confirmRemoveItem(item: CartItem, orderId: number | null, onKeep?: () => void): void {
  let removing = false;
  openModal({
    title: t('cart:dialogs.removeTitle'),
    content: (
      <>
        <p style={{ fontWeight: 700, margin: '0 0 0.8rem' }}>{item.name}</p>
        <p style={{ margin: 0 }}>{t('cart:dialogs.removeText')}</p>
      </>
    ),
    buttons: [
      cancel(),
      {
        text: t('cart:actions.remove'),
        theme: 'danger',
        action: () => {
          removing = true;
          return removeCartItem(item, orderId);
        },
      },
    ],
    onClose: () => {
      if (!removing) onKeep?.();
    },
  });
}

export function confirmClearCart(): void {
  openModal({
    title: t('cart:dialogs.clearTitle'),
    content: <p style={{ margin: 0 }}>{t('cart:dialogs.clearText')}</p>,
    buttons: [cancel(), { text: t('cart:actions.confirmClear'), theme: 'danger', action: clearCart }],
  });
}

export function confirmRemoveUnavailable(items: CartItem[], orderId: number | null): void {
  openModal({
    title: t('cart:dialogs.unavailableTitle'),
    content: (
      <>
        <p style={{ margin: '0 0 0.8rem' }}>{t('cart:dialogs.unavailableText', { count: items.length })}</p>
        <ul style={{ margin: 0, paddingLeft: '2rem' }}>
          {items.map((item) => (
            <li key={item.productId}>{item.name}</li>
          ))}
        </ul>
      </>
    ),
    buttons: [cancel(), { text: t('cart:actions.remove'), theme: 'danger', action: () => removeCartItems(items, orderId) }],
  });
}
