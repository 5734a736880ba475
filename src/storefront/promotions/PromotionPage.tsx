import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import { useGetPromotion } from '../../generated/api/search-and-products/search-and-products';
import type { PromotionDetails } from '../../generated/model';
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
import { usePromotionDates } from './PromotionDates';
import { siteOrigin } from '../../platform/siteOrigin';

/** One promotion (outlet included): /promocje/:slug and /promocje/:slug/strona/:number. */
export function PromotionPage() {
  const { slug = '', number } = useParams();
  const page = parsePageNumber(number);
  const { status } = useSession();
  const promotion = useGetPromotion(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: 5 * 60_000 } });
  if (number === '1') return <Navigate to={localePath('promotions-slug', { slug })} replace />;
  if (page === null || (isApiError(promotion.error) && promotion.error.status === 404)) return <NotFoundPage />;
  if (promotion.isError) return <ListingError onRetry={() => void promotion.refetch()} />;
  if (!promotion.data) return <Box sx={{ py: 2 }}><ProductGridSkeleton /></Box>;
  return <PromotionListing key={slug} promotion={promotion.data.promotion} page={page} />;
}

function PromotionListing({ promotion, page }: { promotion: PromotionDetails; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const dates = usePromotionDates(promotion.startDate, promotion.endDate);
  const listing = useListing({
    base: { promotionGroupId: promotion.promotionGroupId },
    page,
    hrefFor: (target, query) =>
      target === 1 ? localePath('promotions-slug', { slug: promotion.slug }, query) : localePath('promotions-slug-page-number', { slug: promotion.slug, number: target }, query),
  });
  usePageMeta({
    title: page > 1 ? t('catalogue:category.titlePage', { name: promotion.name, page }) : promotion.name,
    description: promotion.seoData?.description ?? promotion.description ?? undefined,
    jsonLd: listingJsonLd(listing, t('common:breadcrumbs.home'), [
      { name: t('catalogue:promotions.title'), url: `${siteOrigin()}${localePath('promotions')}` },
      { name: promotion.name, url: pageUrl() },
    ]),
    openGraph: { type: 'website', image: imageUrl(promotion.imageUrl) },
  });
  return (
    <ProductListing
      listing={listing}
      title={promotion.name}
      listName={promotion.name}
      crumbs={[
        { label: t('common:breadcrumbs.home'), href: localePath('home') },
        { label: t('catalogue:promotions.title'), href: localePath('promotions') },
        { label: promotion.name },
      ]}
      intro={
        page === 1 ? (
          <Box sx={{ mb: 3 }}>
            {promotion.imageUrl ? (
              <Box sx={{ borderRadius: 1, overflow: 'hidden', mb: 2, maxWidth: 1200 }}>
                <ProductPicture src={promotion.imageUrl} alt="" width={1200} height={400} eager />
              </Box>
            ) : null}
            {dates ? (
              <Typography component="p" sx={{ fontWeight: 500, mb: 1 }}>
                {dates}
              </Typography>
            ) : null}
            {promotion.content ? (
              <Box sx={{ maxWidth: 900, color: 'text.secondary' }}>
                <SafeHtml html={promotion.content} />
              </Box>
            ) : promotion.description ? (
              <Typography component="p" sx={{ color: 'text.secondary' }}>{promotion.description}</Typography>
            ) : null}
          </Box>
        ) : null
      }
    />
  );
}
