import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { localePath } from '../../routing/routes';
import { formatMoney } from '../../domain/price';
import { truncate } from '../../domain/text';
import type { LocalListItem } from '../../domain/shoppingList';
import type { ProductSummary } from '../../generated/model';
import { removeFromLocalShoppingList, setLocalShoppingListQuantity } from '../../session/localShoppingList';
import { Availability } from '../../ui/Availability';
import controls from '../../ui/controls.module.css';
import productLine from '../../ui/productLine.module.css';
import { CloseSvg } from '../../ui/icons';
import { ProductPicture } from '../../ui/ProductPicture';
import { QuantityInput } from '../../ui/QuantityInput';
import { Skeleton } from '../../ui/Skeleton';
import { TextLink } from '../../ui/TextLink';
import { showToast } from '../../ui/toasts/toastStore';
import classes from './GuestListLine.module.css';

/** The list's pictures have the cart's size (spec §9: 85×75). */
const PICTURE = { width: 85, height: 75 } as const;

export type LineProduct = { state: 'loading' } | { state: 'ready'; product: ProductSummary } | { state: 'gone' } | { state: 'failed' };

interface GuestListLineProps {
  item: LocalListItem;
  line: LineProduct;
  showNetPrices: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  eager: boolean;
}

/** The guest's list of products, in columns shared by every line on a wider screen. */
export function GuestListLines({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={classes.lines}>
      {children}
    </ul>
  );
}

/**
 * One product of the guest's list: choose it, its picture, name, code, price and availability, the
 * quantity (kept on this device as it is typed; at least 1) and remove ("Został usunięty z listy").
 * A product that can no longer be shown says so and can still be removed.
 */
export function GuestListLine({ item, line, showNetPrices, chosen, onChoose, eager }: GuestListLineProps) {
  const { t } = useTranslation(['cart', 'common']);
  // What the field shows while typing (empty is 0); the list keeps the last whole quantity of at least 1.
  const [draft, setDraft] = useState(item.quantity);
  const product = line.state === 'ready' ? line.product : null;
  const name = product?.name ?? t('cart:shoppingList.unknownProduct', { id: item.id });
  const remove = () => {
    removeFromLocalShoppingList(item.id);
    showToast({ title: truncate(name), message: t('common:shoppingList.removed') });
  };
  const orderable = Boolean(product?.canBeOrdered);
  return (
    <li className={classes.line} aria-busy={line.state === 'loading' ? true : undefined}>
      <div className={classes.choose}>
        <input
          type="checkbox"
          className={classes.checkbox}
          checked={chosen && orderable}
          disabled={!orderable}
          onChange={(event) => onChoose(event.target.checked)}
          aria-label={t('cart:shoppingList.choose', { name })}
        />
      </div>
      <div className={productLine.picture}>
        {product ? (
          <ProductPicture src={product.mainPictureUrl} alt="" width={PICTURE.width} height={PICTURE.height} eager={eager} className={productLine.image} />
        ) : line.state === 'loading' ? (
          <Skeleton variant="rounded" width={PICTURE.width} height={PICTURE.height} />
        ) : null}
      </div>
      <div className={productLine.info}>
        {product ? (
          <>
            <TextLink href={localePath('product-slug', { slug: product.slug })} underline="hover" color="textPrimary" className={productLine.name}>
              {product.name}
            </TextLink>
            <p className={productLine.code}>{t('cart:line.code', { code: product.code })}</p>
            <p className={classes.price}>
              <span className={classes.label}>{t('cart:line.unitPrice')}: </span>
              {formatMoney(product.priceObject, showNetPrices)} {showNetPrices ? t('common:price.net') : t('common:price.gross')}
            </p>
            <Availability mark={product.availabilityMarkColor} />
            {!product.canBeOrdered ? <p className={classes.warning}>{t('common:product.cannotBeOrdered')}</p> : null}
          </>
        ) : line.state === 'loading' ? (
          <>
            <Skeleton width="70%" />
            <Skeleton width="30%" />
          </>
        ) : (
          <p className={classes.warning}>{line.state === 'gone' ? t('cart:shoppingList.gone') : t('cart:shoppingList.loadError')}</p>
        )}
      </div>
      <div className={classes.quantity}>
        {product ? (
          <QuantityInput
            id={`list-quantity-${item.id}`}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (value >= 1) setLocalShoppingListQuantity(item.id, value);
            }}
            rule={product}
            uom={product.uom}
            label={t('common:quantity.labelFor', { name: product.name })}
            productName={product.name}
          />
        ) : null}
      </div>
      <div className={classes.remove}>
        <button type="button" className={controls.iconButton} aria-label={t('cart:shoppingList.remove', { name })} title={t('cart:shoppingList.removeShort')} onClick={remove}>
          <CloseSvg className={controls.svgIcon} />
        </button>
      </div>
    </li>
  );
}
