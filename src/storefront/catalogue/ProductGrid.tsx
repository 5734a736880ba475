import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import type { ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { ProductTile } from '../../ui/ProductTile';
import { useAddToCart } from '../cart/useAddToCart';

const columns = { xs: 6, tablet: 4, lg: 3, xxl: 2 } as const;

/** A grid of product tiles wired to the cart. */
export function ProductGrid({ products, headingComponent = 'h2' }: { products: ProductSummary[]; headingComponent?: 'h2' | 'h3' }) {
  const { showNetPrices } = useSession();
  const { add, addingId } = useAddToCart();
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product, index) => (
        <Grid key={product.id} size={columns} component="li">
          <ProductTile
            product={product}
            href={localePath('product-slug', { slug: product.slug })}
            showNetPrices={showNetPrices}
            onAdd={(quantity) => add(product, quantity)}
            adding={addingId === product.id}
            headingComponent={headingComponent}
            eager={index < 4}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder tiles while a page of products loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} role="status" aria-label={t('status.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={columns}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
            <Skeleton sx={{ mt: 1 }} />
            <Skeleton width="60%" />
            <Skeleton width="40%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rectangular" height={40} sx={{ mt: 1 }} />
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
