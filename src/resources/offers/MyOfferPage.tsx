import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ProductGrid, ProductGridSkeleton } from '../../storefront/catalogue/public';
import { AccessGate } from '../ui/AccessGate';
import { ListPagination } from '../ui/ListPagination';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { MY_OFFER_PAGE_SIZE, MY_OFFER_RESOURCE } from './offersResource';

function MyOffer() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const table = useAccountTable<ProductSummary>({
    resource: MY_OFFER_RESOURCE,
    pagination: { pageSize: MY_OFFER_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'off' },
  });
  const { tableQuery, result, currentPage, setCurrentPage, pageCount } = table;
  const products = result.data ?? [];
  const total = result.total;
  return (
    <Box component="section" aria-labelledby="my-offer-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="my-offer-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('myOffer.title')}
        </Typography>
        {total !== undefined && !tableQuery.isFetching ? (
          <Typography color="text.secondary" role="status">
            {t('myOffer.count', { count: total })}
          </Typography>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myOffer.lead')}
      </Typography>
      {tableQuery.isError ? (
        <LoadErrorAlert retryLabel={t('myOffer.retry')} onRetry={() => tableQuery.refetch()}>
          {t('myOffer.loadError')}
        </LoadErrorAlert>
      ) : tableQuery.isLoading ? (
        <ProductGridSkeleton count={8} withSidebar />
      ) : products.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={localePath('dashboard-offers', undefined, undefined, locale)}>
              {t('myOffer.toOffers')}
            </Button>
          }
        >
          {t('myOffer.empty')}
        </Alert>
      ) : (
        <ProductGrid products={products} headingComponent="h2" listName={t('myOffer.title')} withSidebar />
      )}
      <ListPagination page={currentPage} pageCount={pageCount} onChange={setCurrentPage} label={t('myOffer.pagination')} />
    </Box>
  );
}

/**
 * /moje-konto/moja-oferta: the products the company buys at its negotiated prices (its active
 * offers), 36 tiles a page with the shop's own tile and add-to-cart; the page is in the URL.
 */
export default function MyOfferPage() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('myOffer.title'), description: t('myOffer.description') });
  return (
    <AccessGate resource={MY_OFFER_RESOURCE} title={t('myOffer.title')}>
      <MyOffer />
    </AccessGate>
  );
}
