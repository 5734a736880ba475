import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../generated/model';
import controls from '../../ui/controls.module.css';
import { AddShoppingCartSvg } from '../../ui/icons';
import { QuantityInput } from '../../ui/QuantityInput';
import { useQuantityForm } from '../../ui/useQuantityForm';
import { useAddToCart } from '../cart/useAddToCart';
import classes from './AddToCartForm.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { BuyNowButton } from './BuyNowButton';
import { OnlyDataNote } from '../cart/OnlyDataNote';
import { useMayBuy } from '../cart/useMayBuy';

/** The quantity (spec §5 rules) and "Dodaj do koszyka", loading until the product is in the cart. */
export function AddToCartForm({ product }: { product: Product }) {
  const { t } = useTranslation(['product', 'common']);
  const { add, addingId } = useAddToCart();
  const { quantity, setQuantity, refused, setRefused, onSubmit } = useQuantityForm(product, (amount) => add(product, amount));
  // The data-only role (spec §6): no add, no "Kup teraz", a note instead.
  if (!useMayBuy()) return <OnlyDataNote />;
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <QuantityInput
        id="product-quantity"
        value={quantity}
        onChange={setQuantity}
        onRefusedChange={setRefused}
        rule={product}
        uom={product.uom}
        label={t('product:quantity')}
        stock={product.stock}
        availableFrom={product.availableFrom}
      />
      <LoadingButton
        className={`${controls.contained} ${classes.add}`}
        iconClassName={classes.addIcon}
        icon={<AddShoppingCartSvg className={controls.svgIcon} />}
        loading={addingId === product.id}
      >
        {t('common:cart.add')}
      </LoadingButton>
      <BuyNowButton product={product} quantity={quantity} disabled={refused} />
    </form>
  );
}
