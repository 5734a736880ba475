import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../generated/model';
import { formatMoney, showsLowestPrice30Days } from '../domain/price';
import { initialQuantity } from '../domain/quantity';
import { Availability } from './Availability';
import { Price } from './Price';
import { ProductBadges } from './ProductBadges';
import { ProductPicture } from './ProductPicture';
import { QuantityInput } from './QuantityInput';

export const TILE_PICTURE_SIZE = 220;

interface ProductTileProps {
  product: ProductSummary;
  href: string;
  showNetPrices: boolean;
  onAdd: (quantity: number) => void;
  adding?: boolean;
  headingComponent?: ElementType;
  eager?: boolean;
}

/** A product in a listing: picture, name (2 lines), code, brand, price, availability, add to basket. */
export function ProductTile({ product, href, showNetPrices, onAdd, adding = false, headingComponent = 'h2', eager = false }: ProductTileProps) {
  const { t } = useTranslation();
  const id = useId();
  const [quantity, setQuantity] = useState(() => initialQuantity(product));
  const lowest = showsLowestPrice30Days(product) ? product.lowestPrice30DaysObject : null;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 1.5, gap: 1, position: 'relative' }}
    >
      <ProductBadges badges={product.badges} />
      <Link href={href} tabIndex={-1} aria-hidden="true" sx={{ display: 'block', px: 1 }}>
        <ProductPicture src={product.mainPictureUrl} alt="" width={TILE_PICTURE_SIZE} height={TILE_PICTURE_SIZE} eager={eager} />
      </Link>
      <Typography
        component={headingComponent}
        id={`${id}-name`}
        sx={{
          fontSize: '1.4rem',
          fontWeight: 500,
          lineHeight: 1.35,
          minHeight: '2.7em',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Link href={href} underline="hover" color="inherit" title={product.name}>
          {product.name}
        </Link>
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.2rem', color: 'text.secondary' }}>
        {t('product.code', { code: product.code })}
        {product.brand ? ` · ${product.brand.name}` : ''}
      </Typography>
      <Availability mark={product.availabilityMarkColor} when={product.whenProductWillBeAtYourPlace} />
      <Box sx={{ mt: 'auto' }}>
        <Price price={product.priceObject} oldPrice={product.priceBeforeDiscountObject} showNetPrices={showNetPrices} showDiscount />
        {lowest ? (
          <Typography component="p" sx={{ fontSize: '1.1rem', color: 'text.secondary' }}>
            {t('price.lowest30Days')}: {formatMoney(lowest, showNetPrices)}
          </Typography>
        ) : null}
      </Box>
      {product.canBeOrdered ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            onAdd(quantity);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <QuantityInput
            id={`${id}-quantity`}
            value={quantity}
            onChange={setQuantity}
            rule={product}
            uom={product.uom}
            label={t('quantity.labelFor', { name: product.name })}
          />
          <Button
            type="submit"
            variant="contained"
            loading={adding}
            startIcon={<AddShoppingCartIcon />}
            aria-label={t('cart.addNamed', { name: product.name })}
            sx={{ flex: '1 1 auto', minHeight: 40, px: { xs: 1, md: 2 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
          >
            {t('cart.add')}
          </Button>
        </Box>
      ) : (
        <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
          {t('product.cannotBeOrdered')}
        </Typography>
      )}
    </Paper>
  );
}
