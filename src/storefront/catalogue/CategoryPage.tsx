import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { offsetForPage, pageCount, parsePageNumber, PRODUCTS_PER_PAGE } from '../../domain/pagination';
import { useGetProductsSearch } from '../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../session';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { PaginationLinks } from '../../ui/PaginationLinks';
import { NotFoundPage } from '../errors/NotFoundPage';
import { EmptyListing, ListingError } from './ListingStates';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** Category listing: /kategoria/:slug and /kategoria/:slug/strona/:number (36 a page). */
export function CategoryPage() {
  const { slug = '', number } = useParams();
  const page = parsePageNumber(number);
  if (number === '1') return <Navigate to={localePath('category-slug', { slug })} replace />;
  if (page === null) return <NotFoundPage />;
  return <CategoryListing key={slug} slug={slug} page={page} />;
}

function CategoryListing({ slug, page }: { slug: string; page: number }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { status } = useSession();
  const query = useGetProductsSearch(
    { categorySlug: slug, limit: PRODUCTS_PER_PAGE, offset: offsetForPage(page, PRODUCTS_PER_PAGE) },
    { query: { enabled: status === 'ready' } },
  );
  const data = query.data;
  const name = data?.categoryName ?? '';
  const pages = pageCount(data?.countTotal ?? 0, PRODUCTS_PER_PAGE);
  usePageMeta({
    title: name ? (page > 1 ? t('catalogue:category.titlePage', { name, page }) : name) : undefined,
    description: name ? t('catalogue:category.description', { name }) : undefined,
  });

  const notFound = (isApiError(query.error) && query.error.status === 404)
    || (data && !data.categoryName && data.countTotal === 0)
    || (data && data.countTotal > 0 && page > pages);
  if (notFound) return <NotFoundPage />;

  const crumbs: Crumb[] = [{ label: t('common:breadcrumbs.home'), href: localePath('home') }];
  for (const crumb of data?.breadcrumbs ?? []) {
    if (crumb.slug !== slug) crumbs.push({ label: crumb.name, href: localePath('category-slug', { slug: crumb.slug }) });
  }
  if (name) crumbs.push({ label: name });
  const hrefFor = (target: number) =>
    target === 1 ? localePath('category-slug', { slug }) : localePath('category-slug-page-number', { slug, number: target });

  return (
    <Box sx={{ py: 2 }}>
      {data ? <Breadcrumbs items={crumbs} /> : <Skeleton width={240} sx={{ mb: 2 }} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography variant="h1">{name || <Skeleton width={280} />}</Typography>
        {data ? (
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {t('catalogue:category.count', { count: data.countTotal })}
            {page > 1 ? ` · ${t('catalogue:category.pageOf', { page, pages })}` : ''}
          </Typography>
        ) : null}
      </Box>
      {data && data.categoryFilter.length > 0 ? (
        <Box component="nav" aria-label={t('catalogue:category.subcategories')} sx={{ mb: 2 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {data.categoryFilter.map((entry) => (
              <li key={entry.id}>
                <Chip
                  component={LinkBehavior}
                  clickable
                  href={localePath('category-slug', { slug: entry.slug })}
                  label={`${entry.name} (${entry.count})`}
                  variant="outlined"
                  sx={{ fontSize: '1.3rem' }}
                />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {query.isError ? (
        <ListingError onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ProductGridSkeleton />
      ) : data.products.length === 0 ? (
        <EmptyListing text={t('catalogue:category.empty')} />
      ) : (
        <>
          <ProductGrid products={data.products} />
          <PaginationLinks page={page} count={pages} hrefFor={hrefFor} />
        </>
      )}
    </Box>
  );
}
