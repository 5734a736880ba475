import { useList, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { MiniCatalogue, ProductSummary } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ProductGrid, ProductGridSkeleton } from '../../storefront/catalogue/public';
import { AccessGate } from '../ui/AccessGate';
import { ListPagination } from '../ui/ListPagination';
import { DetailProblem } from '../ui/detail/DetailProblem';
import { miniCataloguePageHref, pageOfParam } from './catalogueLinks';
import { MINI_CATALOGUE_PAGE_SIZE, MINI_CATALOGUE_PRODUCTS_RESOURCE, MINI_CATALOGUES_RESOURCE } from './miniCataloguesResource';

function CatalogueProducts({ slug, page }: { slug: string; page: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const { query, result } = useList<ProductSummary, HttpError>({
    resource: MINI_CATALOGUE_PRODUCTS_RESOURCE,
    pagination: { currentPage: page, pageSize: MINI_CATALOGUE_PAGE_SIZE, mode: 'server' },
    filters: [{ field: 'slug', operator: 'eq', value: slug }],
    queryOptions: { placeholderData: (previous) => previous },
  });
  const catalogue = (query.data as { miniCatalogue?: MiniCatalogue } | undefined)?.miniCatalogue;
  const products = result.data ?? [];
  const total = result.total;
  const pageCount = total === undefined ? 1 : Math.max(1, Math.ceil(total / MINI_CATALOGUE_PAGE_SIZE));
  usePageMeta({ title: catalogue ? `${catalogue.name} – ${t('miniCatalogues.title')}` : t('miniCatalogues.title'), description: catalogue?.description ?? t('miniCatalogues.description') });
  const listHref = localePath('dashboard-minicatalogs', undefined, undefined, locale);
  const back = (
    <Link component={RouterLink} to={listHref} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
      <ArrowBack fontSize="small" aria-hidden="true" />
      {t('miniCatalogues.back')}
    </Link>
  );

  if (query.isError) {
    return (
      <DetailProblem
        error={query.error}
        onRetry={() => query.refetch()}
        headingId="mini-catalogue-title"
        breadcrumbs={back}
        texts={{
          notFound: t('miniCatalogues.notFoundTitle'),
          // The server's words name the catalogue asked for; another company's (403) gets the shop's own, which tell nothing of it.
          notFoundLead: (query.error?.statusCode === 404 && query.error.message) || t('miniCatalogues.notFound'),
          title: t('miniCatalogues.title'),
          loadError: t('miniCatalogues.productsError'),
          retry: t('miniCatalogues.retry'),
          back: { href: listHref, label: t('miniCatalogues.back') },
        }}
      />
    );
  }
  return (
    <Box component="section" aria-labelledby="mini-catalogue-title">
      {back}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id="mini-catalogue-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {catalogue?.name ?? <Skeleton width={280} />}
        </Typography>
        {total !== undefined && !query.isFetching ? (
          <Typography color="text.secondary" role="status">
            {t('miniCatalogues.pageCount', { count: total, page, pages: pageCount })}
          </Typography>
        ) : null}
      </Box>
      {catalogue?.description ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {catalogue.description}
        </Typography>
      ) : null}
      {query.isLoading ? (
        <ProductGridSkeleton count={8} withSidebar />
      ) : products.length === 0 ? (
        <Alert
          severity="info"
          action={
            page > 1 ? (
              <Button color="inherit" size="small" component={RouterLink} to={miniCataloguePageHref(slug, 1, locale)}>
                {t('miniCatalogues.firstPage')}
              </Button>
            ) : undefined
          }
        >
          {t('miniCatalogues.noProducts')}
        </Alert>
      ) : (
        <ProductGrid products={products} headingComponent="h2" listName={catalogue?.name ?? t('miniCatalogues.title')} withSidebar />
      )}
      <ListPagination page={page} pageCount={pageCount} onChange={(next) => void navigate(miniCataloguePageHref(slug, next, locale))} label={t('miniCatalogues.pagination')} />
    </Box>
  );
}

/**
 * /moje-konto/minikatalogi/{slug} and …/strona/{number}: one mini-catalogue's products, 36 tiles a
 * page (spec §9) with the shop's own tile and add-to-cart; the page number is in the path (spec §2).
 */
export default function MiniCatalogueShow() {
  const { t } = useTranslation('account');
  const { slug = '', number } = useParams();
  return (
    <AccessGate resource={MINI_CATALOGUES_RESOURCE} title={t('miniCatalogues.title')}>
      <CatalogueProducts key={slug} slug={slug} page={pageOfParam(number)} />
    </AccessGate>
  );
}
