import { useTranslation } from '../i18n/useTranslation';
import { formatMoney, showsLowestPrice30Days } from '../domain/price';
import type { Money, ProductSummary } from '../generated/model';
import { Price } from './Price';
import classes from './Price.module.css';

type Priced = Pick<ProductSummary, 'priceObject' | 'priceBeforeDiscountObject' | 'lowestPrice30DaysObject' | 'outletType' | 'hasDeposit' | 'depositValue'>;

/**
 * A product's price net or gross (per the switch) with the old price struck through, the discount
 * percent, "Najniższa cena z 30 dni" (old price and not outlet) and the deposit.
 */
export function PriceDetails({ product, showNetPrices, size = 'medium' }: { product: Priced; showNetPrices: boolean; size?: 'medium' | 'large' }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const lowest: Money | null = showsLowestPrice30Days(product) ? product.lowestPrice30DaysObject : null;
  const note = size === 'large' ? classes.noteLarge : classes.note;
  return (
    <div>
      <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} showDiscount size={size} />
      {lowest ? (
        <p className={note}>
          {t('common:price.lowest30Days')}: {formatMoney(lowest, showNetPrices)}
        </p>
      ) : null}
      {product.hasDeposit && product.depositValue ? (
        <p className={note}>{t('catalogue:tile.deposit', { value: formatMoney(product.depositValue, showNetPrices) })}</p>
      ) : null}
    </div>
  );
}
