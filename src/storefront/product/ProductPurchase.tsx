import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
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
import { formatMoney } from '../../domain/price';
import { initialQuantity, isMultipleEnforced } from '../../domain/quantity';
import type { Breadcrumb, Product } from '../../generated/model';
import { useSession } from '../../session';
import { Availability } from '../../ui/Availability';
import { PriceDetails } from '../../ui/PriceDetails';
import { ProductBadges } from '../../ui/ProductBadges';
import { QuantityInput } from '../../ui/QuantityInput';
import { useAddToCart } from '../cart/useAddToCart';
import { PackOptions } from './PackOptions';
import { useShoppingList } from './useShoppingList';

/**
 * Name, code, brand, category path, price net or gross (old price, 30-day lowest, deposit),
 * availability and delivery estimate, multi-packs, quantity rules, add to cart and to the shopping list.
 */
export function ProductPurchase({ product, breadcrumbs }: { product: Product; breadcrumbs: Breadcrumb[] }) {
  const { t } = useTranslation(['product', 'common']);
  const { showNetPrices } = useSession();
  const { add, addingId } = useAddToCart();
  const list = useShoppingList();
  const [quantity, setQuantity] = useState(() => initialQuantity(product));
  const onList = list.isOnList(product);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <ProductBadges badges={product.badges} />
      <Typography variant="h1">{product.name}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, fontSize: '1.35rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
        <dt>{t('product:codeLabel')}</dt>
        <dd>{product.code}</dd>
        {product.brand ? (
          <>
            <dt>{t('product:brand')}</dt>
            <dd>
              <Link href={localePath('brand-slug', { slug: product.brand.slug })}>{product.brand.name}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t('product:category')}</dt>
        <dd>
          {breadcrumbs.length
            ? breadcrumbs.map((crumb, index) => (
                <span key={crumb.slug}>
                  {index > 0 ? ' › ' : ''}
                  <Link href={localePath('category-slug', { slug: crumb.slug })}>{crumb.name}</Link>
                </span>
              ))
            : product.category.namesInPath.join(' › ')}
        </dd>
      </Box>
      {product.promotion ? (
        <Typography component="p" sx={{ fontWeight: 500, color: 'promo.dark' }}>
          {t('product:promotion')}{' '}
          <Link href={localePath('promotions-slug', { slug: product.promotion.slug })} sx={{ color: 'promo.dark' }}>
            {product.promotion.name}
          </Link>
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <PriceDetails product={product} showNetPrices={showNetPrices} size="large" />
        <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
          {t('product:otherPrice', { price: formatMoney(product.priceObject, !showNetPrices), kind: showNetPrices ? t('common:price.gross') : t('common:price.net') })}
        </Typography>
        {product.sponsoredOfferInfo ? (
          <Typography component="p" sx={{ fontSize: '1.2rem', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <InfoOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            {product.sponsoredOfferInfo}
          </Typography>
        ) : null}
        <Divider />
        <Availability mark={product.availabilityMarkColor} />
        <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '1.4rem' }}>
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden="true" />
          {product.whenProductWillBeAtYourPlace}
        </Typography>
        <PackOptions packs={product.multiPacks} currentId={product.id} showNetPrices={showNetPrices} />
        {product.canBeOrdered ? (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              add(product, quantity);
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
          >
            <QuantityInput
              id="product-quantity"
              value={quantity}
              onChange={setQuantity}
              rule={product}
              uom={product.uom}
              label={t('product:quantity')}
              stock={product.stock}
              availableFrom={product.availableFrom}
            />
            <Button type="submit" variant="contained" size="large" loading={addingId === product.id} startIcon={<AddShoppingCartIcon />} sx={{ minHeight: 44, px: 4 }}>
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
            {t('product:multipleInfo', { multiple: product.orderQuantityMultiple, uom: product.uom })}
          </Typography>
        ) : product.orderQuantityMultiple > 1 ? (
          <Typography component="p" sx={{ fontSize: '1.3rem', color: 'text.secondary' }}>
            {t('product:multipleSuggested', { multiple: product.orderQuantityMultiple, uom: product.uom })}
          </Typography>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            loading={list.busyId === product.id}
            startIcon={onList ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
            onClick={() => void list.toggle(product)}
          >
            {onList ? t('product:shoppingList.remove') : t('product:shoppingList.add')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
