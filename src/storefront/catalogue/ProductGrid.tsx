import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import type { ProductSummary } from '../../generated/model';
import { useSession } from '../../session';
import { ProductTile } from '../../ui/ProductTile';
import { useAddToCart } from '../cart/useAddToCart';

/** 2 tiles a row on phones, 3 from 600 px, 4 from 1024 px, 5 from 1366 px, 6 from 1600 px. */
const gridSx = {
  display: 'grid',
  gap: { xs: 1, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))', xxl: 'repeat(6, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** A grid of product tiles wired to the cart. */
export function ProductGrid({ products, headingComponent = 'h2' }: { products: ProductSummary[]; headingComponent?: 'h2' | 'h3' }) {
  const { showNetPrices } = useSession();
  const { add, addingId } = useAddToCart();
  return (
    <Box component="ul" sx={gridSx}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            href={localePath('product-slug', { slug: product.slug })}
            showNetPrices={showNetPrices}
            onAdd={(quantity) => add(product, quantity)}
            adding={addingId === product.id}
            headingComponent={headingComponent}
            eager={index < 4}
          />
        </li>
      ))}
    </Box>
  );
}

/** Placeholder tiles while a page of products loads. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={gridSx} role="status" aria-label={t('status.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
            <Skeleton sx={{ mt: 1 }} />
            <Skeleton width="60%" />
            <Skeleton width="40%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rectangular" height={40} sx={{ mt: 1 }} />
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
