import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, showsLowestPrice30Days } from '../domain/price';
import type { Money, ProductSummary } from '../generated/model';
import { Price } from './Price';

type Priced = Pick<ProductSummary, 'priceObject' | 'priceBeforeDiscountObject' | 'lowestPrice30DaysObject' | 'outletType' | 'hasDeposit' | 'depositValue'>;

/**
 * A product's price net or gross (per the switch) with the old price struck through, the discount
 * percent, "Najniższa cena z 30 dni" (old price and not outlet) and the deposit.
 */
export function PriceDetails({ product, showNetPrices, size = 'medium' }: { product: Priced; showNetPrices: boolean; size?: 'medium' | 'large' }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const lowest: Money | null = showsLowestPrice30Days(product) ? product.lowestPrice30DaysObject : null;
  const small = size === 'large' ? '1.3rem' : '1.15rem';
  return (
    <Box>
      <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} showDiscount size={size} />
      {lowest ? (
        <Typography component="p" sx={{ fontSize: small, color: 'text.secondary' }}>
          {t('common:price.lowest30Days')}: {formatMoney(lowest, showNetPrices)}
        </Typography>
      ) : null}
      {product.hasDeposit && product.depositValue ? (
        <Typography component="p" sx={{ fontSize: small, color: 'text.secondary' }}>
          {t('catalogue:tile.deposit', { value: formatMoney(product.depositValue, showNetPrices) })}
        </Typography>
      ) : null}
    </Box>
  );
}
