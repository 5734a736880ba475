import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { useGetProduct } from '../../generated/api/search-and-products/search-and-products';
import type { ProductGoneResponse } from '../../generated/model';
import { useSession } from '../../session';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { ProductCarousel } from '../catalogue/ProductCarousel';
import { useCategoryCrumbs } from '../catalogue/useCategoryCrumbs';
import { ErrorContent } from '../errors/ErrorContent';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductGonePage } from './ProductGonePage';
import { ProductPurchase } from './ProductPurchase';
import { productJsonLd } from './productJsonLd';

export const PRODUCT_PAGE_PARAMS = {
  includeProduct: true,
  includeBreadcrumbs: true,
  includeSeoData: true,
  includeAccessories: true,
  includeSimilarProducts: true,
  includeOtherProducts: true,
} as const;

/** Product page /produkt/:slug; 404 and 410 ("no longer offered") handled. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['product', 'common']);
  const { status } = useSession();
  const query = useGetProduct(slug, PRODUCT_PAGE_PARAMS, { query: { enabled: status === 'ready' && slug !== '' } });
  const data = query.data;
  const product = data?.product;
  const breadcrumbs = data?.breadcrumbs ?? [];
  const categoryCrumbs = useCategoryCrumbs(breadcrumbs);
  usePageMeta({
    title: product?.name,
    description: data?.seoData?.description ?? (product ? t('product:meta.description', { name: product.name }) : undefined),
    jsonLd: product ? productJsonLd(product, window.location.href) : null,
  });

  const error = query.error;
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error) && error.status === 410) return <ProductGonePage gone={error.body as ProductGoneResponse} />;
  if (error) return <ErrorContent status={isApiError(error) ? error.status : undefined} message={isApiError(error) ? error.message : undefined} />;
  if (!product) return <ProductSkeleton />;

  const crumbs: Crumb[] = [{ label: t('common:breadcrumbs.home'), href: localePath('home') }, ...categoryCrumbs];
  if (!breadcrumbs.length) crumbs.push({ label: product.category.name, href: localePath('category-slug', { slug: product.category.slug }) });
  crumbs.push({ label: product.name });

  return (
    <Box sx={{ py: 2 }}>
      <Breadcrumbs items={crumbs} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <ProductGallery gallery={product.gallery} name={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 7 }}>
          <ProductPurchase key={product.id} product={product} breadcrumbs={breadcrumbs} />
        </Grid>
      </Grid>
      <ProductDetails product={product} />
      <ProductCarousel title={t('product:accessories')} products={data.accessories ?? []} />
      <ProductCarousel title={t('product:similar')} products={data.similarProducts ?? []} />
      <ProductCarousel title={t('product:otherFromBrand', { brand: product.brand?.name ?? '' })} products={product.brand ? data.otherProducts ?? [] : []} />
    </Box>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 2 }} role="status" aria-label={t('status.loading')} aria-busy="true">
      <Skeleton width={320} sx={{ mb: 2 }} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 7 }}>
          <Skeleton sx={{ fontSize: '2.8rem' }} />
          <Skeleton width="50%" />
          <Skeleton width="30%" sx={{ fontSize: '3rem', mt: 2 }} />
          <Skeleton variant="rectangular" height={48} sx={{ mt: 2, maxWidth: 360 }} />
        </Grid>
      </Grid>
    </Box>
  );
}
