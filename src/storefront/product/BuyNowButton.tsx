import { createElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import type { Product } from '../../generated/model';
import { useSession } from '../../session';
import { useEditOrderId } from '../../session/editOrder';
import controls from '../../ui/controls.module.css';
import { openModal } from '../../ui/modal/modalStore';
import { useAddToCart } from '../cart/useAddToCart';
import classes from './AddToCartForm.module.css';

/**
 * "Kup teraz" (the buy now dialog of spec §2): the dialog shows what goes to the cart; confirming
 * puts it there (the quantity rules and the age gate apply as for any add) and opens the checkout.
 * Not offered while an order is being edited: there the cart is the order.
 */
export function BuyNowButton({ product, quantity, disabled = false }: { product: Product; quantity: number; disabled?: boolean }) {
  const { t } = useTranslation(['product', 'common']);
  const { showNetPrices } = useSession();
  const { add } = useAddToCart();
  const navigate = useNavigate();
  if (useEditOrderId() !== null) return null;

  const open = () => {
    const price = `${formatMoney(product.priceObject, showNetPrices)} ${showNetPrices ? t('common:price.net') : t('common:price.gross')}`;
    openModal({
      title: t('product:buyNow.title'),
      content: createElement(
        'div',
        null,
        createElement('p', { style: { fontWeight: 700, margin: '0 0 0.8rem' } }, product.name),
        createElement('p', { style: { margin: '0 0 0.4rem' } }, t('product:buyNow.quantity', { quantity, uom: product.uom })),
        createElement('p', { style: { margin: '0 0 0.4rem' } }, t('product:buyNow.unitPrice', { price })),
        createElement('p', { style: { margin: '0 0 0.8rem' } }, product.whenProductWillBeAtYourPlace),
        createElement('p', { style: { margin: 0 } }, t('product:buyNow.explanation')),
      ),
      buttons: [
        { text: t('product:buyNow.cancel'), theme: 'secondary' },
        {
          text: t('product:buyNow.confirm'),
          theme: 'primary',
          action: () => add(product, quantity, () => void navigate(localePath('checkout'))),
        },
      ],
    });
  };

  return (
    <button type="button" className={`${controls.outlined} ${classes.buyNow}`} onClick={open} disabled={disabled}>
      {t('product:buyNow.button')}
    </button>
  );
}
