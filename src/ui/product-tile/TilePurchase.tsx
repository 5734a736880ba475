import { useTranslation } from '../../i18n/useTranslation';
import type { ProductSummary } from '../../generated/model';
import controls from '../controls.module.css';
import { QuantityInput } from '../QuantityInput';
import { LoadingButton } from '../LoadingButton';
import { AddShoppingCartSvg } from '../icons';
import { isOnlyData } from '../../domain/permissions';
import { useSession } from '../../session';
import { useQuantityForm } from '../useQuantityForm';
import classes from './ProductTile.module.css';

interface TilePurchaseProps {
  id: string;
  product: ProductSummary;
  adding: boolean;
  disabled: boolean;
  onAdd: (quantity: number) => void;
}

/**
 * Quantity (spec §5 rules) and the add-to-basket button, loading until the add is done. The button
 * is a plain one with the look of MUI's contained Button (and its loading state: disabled, label
 * hidden, a spinner in the middle); keyboard focus shows the theme's focus ring.
 */
export function TilePurchase({ id, product, adding, disabled, onAdd }: TilePurchaseProps) {
  const { t } = useTranslation('common');
  const { quantity, setQuantity, setRefused, onSubmit } = useQuantityForm(product, onAdd);
  // The data-only role (spec §6) buys nothing: no quantity, no button.
  if (isOnlyData(useSession().currentUser)) return null;
  return (
    <form noValidate onSubmit={onSubmit} className={classes.purchase}>
      <QuantityInput
        id={`${id}-quantity`}
        value={quantity}
        onChange={setQuantity}
        onRefusedChange={setRefused}
        rule={product}
        uom={product.uom}
        label={t('quantity.labelFor', { name: product.name })}
        stock={product.stock}
        // Out of stock, the availability mark above already says from when ("Dostępny od …"): the date once.
        availableFrom={product.stock > 0 ? product.availableFrom : null}
        disabled={disabled}
        compact
        productName={product.name}
      />
      <LoadingButton
        loading={adding}
        disabled={disabled}
        aria-label={t('cart.addNamed', { name: product.name })}
        className={`${controls.contained} ${classes.add}`}
        icon={<AddShoppingCartSvg className={controls.svgIcon} />}
        iconClassName={classes.addIcon}
      >
        {t('cart.add')}
      </LoadingButton>
    </form>
  );
}
