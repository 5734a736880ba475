import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { formatMoney, showsLowestPrice30Days } from '../../domain/price';
import { initialQuantity, isMultipleEnforced } from '../../domain/quantity';
import type { Product } from '../../generated/model';
import { useSession } from '../../session';
import { Availability } from '../../ui/Availability';
import { Price } from '../../ui/Price';
import { ProductBadges } from '../../ui/ProductBadges';
import { QuantityInput } from '../../ui/QuantityInput';
import { useAddToCart } from '../cart/useAddToCart';

/** Name, code, brand, price, availability, delivery estimate and the add-to-cart form. */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { showNetPrices } = useSession();
  const { add, addingId } = useAddToCart();
  const [quantity, setQuantity] = useState(() => initialQuantity(product));
  const lowest = showsLowestPrice30Days(product) ? product.lowestPrice30DaysObject : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <ProductBadges badges={product.badges} />
      <Typography variant="h1">{product.name}</Typography>
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('code', { code: product.code })}
        {product.brand ? (
          <>
            {' · '}
            {t('brand')}{' '}
            <Link href={localePath('brand-slug', { slug: product.brand.slug })}>{product.brand.name}</Link>
          </>
        ) : null}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} size="large" showDiscount />
        <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
          {t('otherPrice', {
            price: formatMoney(product.priceObject, !showNetPrices),
            kind: showNetPrices ? t('common:price.gross') : t('common:price.net'),
          })}
        </Typography>
        {lowest ? (
          <Typography component="p" sx={{ fontSize: '1.3rem' }}>
            {t('common:price.lowest30Days')}: <strong>{formatMoney(lowest, showNetPrices)}</strong>
          </Typography>
        ) : null}
        {product.hasDeposit && product.depositValue ? (
          <Typography component="p" sx={{ fontSize: '1.3rem' }}>
            {t('deposit', { value: formatMoney(product.depositValue, showNetPrices) })}
          </Typography>
        ) : null}
        <Divider />
        <Availability mark={product.availabilityMarkColor} />
        <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '1.4rem' }}>
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden="true" />
          {product.whenProductWillBeAtYourPlace}
        </Typography>
        {product.canBeOrdered ? (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              add(product, quantity);
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          >
            <QuantityInput id="product-quantity" value={quantity} onChange={setQuantity} rule={product} uom={product.uom} label={t('quantity')} />
            <Button type="submit" variant="contained" size="large" loading={addingId === product.id} startIcon={<AddShoppingCartIcon />} sx={{ minHeight: 48, px: 4 }}>
              {t('common:cart.add')}
            </Button>
          </Box>
        ) : (
          <Typography component="p" sx={{ fontWeight: 500 }}>
            {t('common:product.cannotBeOrdered')}
          </Typography>
        )}
        {isMultipleEnforced(product) ? (
          <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
            {t('multipleInfo', { multiple: product.orderQuantityMultiple, uom: product.uom })}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}
