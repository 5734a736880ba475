import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { offsetForPage, pageCount, parsePageNumber, PRODUCTS_PER_PAGE } from '../../domain/pagination';
import { useGetProductsSearch } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PaginationLinks } from '../../ui/PaginationLinks';
import { EmptyListing, ListingError } from '../catalogue/ListingStates';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { NotFoundPage } from '../errors/NotFoundPage';

/** Search results for ?query= (a basic listing; filters and the finder come with the search issue). */
export function SearchPage() {
  const { number } = useParams();
  const [searchParams] = useSearchParams();
  const phrase = (searchParams.get('query') ?? '').trim();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('search', {}, { query: phrase || undefined })} replace />;
  if (page === null) return <NotFoundPage />;
  return <SearchResults key={phrase} phrase={phrase} page={page} />;
}

function SearchResults({ phrase, page }: { phrase: string; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { status } = useSession();
  const query = useGetProductsSearch(
    { query: phrase, limit: PRODUCTS_PER_PAGE, offset: offsetForPage(page, PRODUCTS_PER_PAGE) },
    { query: { enabled: status === 'ready' && phrase !== '' } },
  );
  const title = phrase ? t('catalogue:search.titleFor', { phrase }) : t('catalogue:search.title');
  usePageMeta({ title, description: t('catalogue:search.description'), noindex: true });
  const data = query.data;
  const pages = pageCount(data?.countTotal ?? 0, PRODUCTS_PER_PAGE);
  const hrefFor = (target: number) =>
    target === 1 ? localePath('search', {}, { query: phrase }) : localePath('search-page-number', { number: target }, { query: phrase });
  return (
    <Box sx={{ py: 2 }}>
      <Breadcrumbs items={[{ label: t('common:breadcrumbs.home'), href: localePath('home') }, { label: t('catalogue:search.title') }]} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography variant="h1">{title}</Typography>
        {data ? (
          <Typography component="p" sx={{ color: 'text.secondary' }} role="status">
            {t('catalogue:category.count', { count: data.countTotal })}
          </Typography>
        ) : null}
      </Box>
      {!phrase ? (
        <Typography component="p">{t('catalogue:search.enterPhrase')}</Typography>
      ) : query.isError ? (
        <ListingError onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ProductGridSkeleton />
      ) : data.products.length === 0 ? (
        <EmptyListing text={t('common:listing.noResults')} />
      ) : (
        <>
          <ProductGrid products={data.products} />
          <PaginationLinks page={page} count={pages} hrefFor={hrefFor} />
        </>
      )}
    </Box>
  );
}
