import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { parsePageNumber } from '../../domain/pagination';
import { useGetAtsContent } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { SafeHtml } from '../../ui/SafeHtml';
import { ProductListing } from '../catalogue/listing/ProductListing';
import { useListing } from '../catalogue/listing/useListing';
import { listingJsonLd, pageUrl } from '../catalogue/listing/listingJsonLd';
import { ListingError } from '../catalogue/ListingStates';
import { ProductGridSkeleton } from '../catalogue/ProductGrid';
import { NotFoundPage } from '../errors/NotFoundPage';
import classes from './AtsPage.module.css';

/** The content page of an exact search phrase: /szukaj/:slug and /szukaj/:slug/strona/:number. */
export function AtsPage() {
  const { slug = '', number } = useParams();
  const page = parsePageNumber(number);
  const { status } = useSession();
  const content = useGetAtsContent(slug, { query: { enabled: status === 'ready' && slug !== '', staleTime: 3_600_000 } });
  if (number === '1') return <Navigate to={localePath('ats-slug', { slug })} replace />;
  if (page === null || (isApiError(content.error) && content.error.status === 404)) return <NotFoundPage />;
  if (content.isError) return <ListingError onRetry={() => void content.refetch()} />;
  if (!content.data) return <div className={classes.loading}><ProductGridSkeleton /></div>;
  return <AtsListing key={slug} slug={slug} page={page} title={content.data.content.title} query={content.data.content.query} description={content.data.content.description} />;
}

function AtsListing({ slug, page, title, query, description }: { slug: string; page: number; title: string; query: string; description: string | null }) {
  const { t } = useTranslation(['search', 'common']);
  const listing = useListing({
    base: { 'ats-query': query },
    page,
    hrefFor: (target, search) => (target === 1 ? localePath('ats-slug', { slug }, search) : localePath('ats-slug-page-number', { slug, number: target }, search)),
  });
  usePageMeta({
    title: page > 1 ? t('results.titlePage', { title, page }) : title,
    description: t('ats.description', { title }),
    jsonLd: listingJsonLd(listing, t('common:breadcrumbs.home'), [{ name: title, url: pageUrl() }]),
  });
  return (
    <ProductListing
      listing={listing}
      title={title}
      listName={title}
      crumbs={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: title }]}
      intro={description ? <div className={classes.intro}><SafeHtml html={description} /></div> : null}
    />
  );
}
