import Box from '@mui/material/Box';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import { useGetBrand } from '../../generated/api/search-and-products/search-and-products';
import type { BrandDetails } from '../../generated/model';
import { useSession } from '../../session';
import { imageUrl } from '../../ui/imageUrl';
import { ProductPicture } from '../../ui/ProductPicture';
import { SafeHtml } from '../../ui/SafeHtml';
import { ProductListing } from '../catalogue/listing/ProductListing';
import { useListing } from '../catalogue/listing/useListing';
import { listingJsonLd, pageUrl } from '../catalogue/listing/listingJsonLd';
import { ListingError } from '../catalogue/ListingStates';
import { ProductGridSkeleton } from '../catalogue/ProductGrid';
import { NotFoundPage } from '../errors/NotFoundPage';
import { siteOrigin } from '../../platform/siteOrigin';

/** One brand's products: /marka/:slug and /marka/:slug/strona/:number. */
export function BrandPage() {
  const { slug = '', number } = useParams();
  const page = parsePageNumber(number);
  const { status } = useSession();
  const brand = useGetBrand(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: 10 * 60_000 } });
  if (number === '1') return <Navigate to={localePath('brand-slug', { slug })} replace />;
  if (page === null || (isApiError(brand.error) && brand.error.status === 404)) return <NotFoundPage />;
  if (brand.isError) return <ListingError onRetry={() => void brand.refetch()} />;
  if (!brand.data) return <Box sx={{ py: 2 }}><ProductGridSkeleton /></Box>;
  return <BrandListing key={slug} brand={brand.data.brand} page={page} />;
}

function BrandListing({ brand, page }: { brand: BrandDetails; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const listing = useListing({
    base: { brandId: brand.id },
    page,
    hrefFor: (target, query) =>
      target === 1 ? localePath('brand-slug', { slug: brand.slug }, query) : localePath('brand-slug-page-number', { slug: brand.slug, number: target }, query),
  });
  const title = t('catalogue:brand.title', { name: brand.name });
  usePageMeta({
    title: page > 1 ? t('catalogue:category.titlePage', { name: title, page }) : title,
    description: brand.seoData?.description ?? t('catalogue:brand.description', { name: brand.name }),
    jsonLd: listingJsonLd(listing, t('common:breadcrumbs.home'), [
      { name: t('catalogue:brands.title'), url: `${siteOrigin()}${localePath('brands')}` },
      { name: brand.name, url: pageUrl() },
    ]),
    openGraph: { type: 'website', image: imageUrl(brand.logoUrl100x80) },
  });
  return (
    <ProductListing
      listing={listing}
      title={title}
      listName={title}
      crumbs={[
        { label: t('common:breadcrumbs.home'), href: localePath('home') },
        { label: t('catalogue:brands.title'), href: localePath('brands') },
        { label: brand.name },
      ]}
      intro={
        page === 1 && (brand.description || brand.logoUrl100x80) ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3, maxWidth: 1000 }}>
            {brand.logoUrl100x80 ? (
              <Box sx={{ width: 100, flex: 'none' }}>
                <ProductPicture src={brand.logoUrl100x80} alt={brand.name} width={100} height={80} eager />
              </Box>
            ) : null}
            {brand.description ? (
              <Box sx={{ color: 'text.secondary', fontSize: '1.4rem' }}>
                <SafeHtml html={brand.description} />
              </Box>
            ) : null}
          </Box>
        ) : null
      }
    />
  );
}
