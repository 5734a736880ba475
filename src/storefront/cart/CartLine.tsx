import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import type { CartItem, OrderCartItem } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import productLine from '../../ui/productLine.module.css';
import { CloseSvg } from '../../ui/icons';
import { ProductPicture } from '../../ui/ProductPicture';
import { QuantityInput } from '../../ui/QuantityInput';
import { TextLink } from '../../ui/TextLink';
import { confirmRemoveItem } from './cartDialogs';
import classes from './CartLine.module.css';
import { changeCartQuantity, useLineQuantity } from './cartSync';

/** Spec §9: the cart's pictures are 85×75. */
export const CART_IMAGE = { width: 85, height: 75 } as const;

/** The other packs of an order's line (edit-order mode): pallet, collective pack… with their price. */
function Packs({ item, showNetPrices }: { item: OrderCartItem; showNetPrices: boolean }) {
  const { t } = useTranslation('cart');
  const packs = item.multiPacks.filter((pack) => pack.unitPrice !== null);
  if (packs.length === 0) return null;
  return (
    <div className={classes.packs}>
      <span>{t('line.packs')}</span>
      <ul>
        {packs.map((pack) => (
          <li key={pack.id}>
            <TextLink href={localePath('product-slug', { slug: pack.slug })} underline="hover">
              {t('line.pack', {
                label: pack.isPallet ? t('line.pallet') : pack.isCollectivePack ? t('line.collectivePack') : pack.name,
                quantity: pack.quantity,
                uom: pack.uom || 'szt.',
                price: formatMoney(pack.priceObject, showNetPrices),
              })}
            </TextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cart page's lines, in columns shared by every line on a wider screen. */
export function CartLines({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={classes.lines}>
      {children}
    </ul>
  );
}

/**
 * One line of the cart page: picture, name (link), code, unit price, quantity (order multiples,
 * stock with "dostępny od"), value, deposit, remove (with its dialog), and "not saved yet" while
 * a change waits for the connection.
 */
export function CartLine({ item, orderId, showNetPrices, eager }: { item: CartItem | OrderCartItem; orderId: number | null; showNetPrices: boolean; eager: boolean }) {
  const { t } = useTranslation(['cart', 'common']);
  const { quantity, unsaved } = useLineQuantity(item, orderId);
  const href = localePath('product-slug', { slug: item.slug });
  const kind = showNetPrices ? t('common:price.net') : t('common:price.gross');
  const unavailable = item.availableQuantity <= 0;
  return (
    <li className={classes.line}>
      <div className={productLine.picture}>
        <ProductPicture src={item.pictureUrl} alt="" width={CART_IMAGE.width} height={CART_IMAGE.height} eager={eager} className={productLine.image} />
      </div>
      <div className={productLine.info}>
        <TextLink href={href} underline="hover" color="textPrimary" className={productLine.name}>
          {item.name}
        </TextLink>
        <p className={productLine.code}>{t('line.code', { code: item.code })}</p>
        <p className={classes.unitPrice}>
          <span className={classes.label}>{t('line.unitPrice')}: </span>
          {formatMoney(item.priceObject, showNetPrices)} {kind}
        </p>
        {item.hasDeposit && item.depositValue ? <span className={classes.deposit}>{t('line.deposit', { amount: formatMoney(item.depositValue, showNetPrices) })}</span> : null}
        {unavailable ? <p className={classes.unavailable}>{t('line.unavailable')}</p> : null}
        {'multiPacks' in item ? <Packs item={item} showNetPrices={showNetPrices} /> : null}
      </div>
      <div className={classes.quantity}>
        <QuantityInput
          id={`cart-quantity-${item.productId}`}
          value={quantity}
          onChange={(value) => changeCartQuantity(item, orderId, value)}
          onZero={(restore) => confirmRemoveItem(item, orderId, restore)}
          rule={item}
          uom={item.uom}
          label={t('line.quantity', { name: item.name })}
          stock={item.availableQuantity}
          availableFrom={item.availableFrom}
          productName={item.name}
        />
        {unsaved ? (
          <p role="status" className={classes.unsaved}>
            {t('line.unsaved')}
          </p>
        ) : null}
      </div>
      <p className={classes.value}>
        <span className={classes.label}>{t('line.value')}: </span>
        <strong>{formatMoney(item.valueObject, showNetPrices)}</strong> <span className={classes.kind}>{kind}</span>
      </p>
      <div className={classes.remove}>
        <button type="button" className={controls.iconButton} aria-label={t('line.remove', { name: item.name })} onClick={() => confirmRemoveItem(item, orderId)}>
          <CloseSvg className={controls.svgIcon} />
        </button>
      </div>
    </li>
  );
}
