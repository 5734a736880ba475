import { type CrudFilter } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { DEFAULT_FREQUENTLY_BOUGHT_PERIOD, FREQUENTLY_BOUGHT_PAGE_SIZE, periodFrom, type FrequentlyBoughtPeriod } from '../../domain/frequentlyBought';
import type { ProductSummary } from '../../generated/model';
import { ProductGrid, ProductGridSkeleton } from '../../storefront/catalogue/public';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { ListPagination } from '../ui/ListPagination';
import { FREQUENTLY_BOUGHT_RESOURCE } from './frequentlyBoughtResource';
import { PeriodChoice } from './PeriodChoice';

const periodFilter = (days: FrequentlyBoughtPeriod): CrudFilter => ({ field: 'period', operator: 'eq', value: days });

/** The longest period: where an empty shorter one sends the buyer. */
const YEAR: FrequentlyBoughtPeriod = 365;

/**
 * /moje-konto/czesto-kupowane: what the company bought most often in the chosen period (a month
 * unless chosen otherwise), 24 tiles a page with the shop's own tile and add-to-cart; the period and
 * the page are in the URL. Changing the period starts at the first page (spec §4).
 */
export default function FrequentlyBoughtPage() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('frequentlyBought.title'), description: t('frequentlyBought.description') });
  const table = useAccountTable<ProductSummary>({
    resource: FREQUENTLY_BOUGHT_RESOURCE,
    pagination: { pageSize: FREQUENTLY_BOUGHT_PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { mode: 'server', initial: [periodFilter(DEFAULT_FREQUENTLY_BOUGHT_PERIOD)], defaultBehavior: 'replace' },
  });
  const { tableQuery, result, currentPage, setCurrentPage, pageCount, filters, setFilters } = table;
  const period = periodFrom(filters.find((filter) => 'field' in filter && filter.field === 'period')?.value);
  const choose = (days: FrequentlyBoughtPeriod) => {
    setFilters([periodFilter(days)], 'replace');
    setCurrentPage(1);
  };
  const products = result.data ?? [];
  const total = result.total;

  return (
    <Box component="section" aria-labelledby="frequently-bought-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="frequently-bought-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('frequentlyBought.title')}
        </Typography>
        {total && !tableQuery.isFetching ? (
          <Typography color="text.secondary" role="status">
            {t('frequentlyBought.count', { count: total })}
          </Typography>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('frequentlyBought.lead')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="span" id="frequently-bought-period" sx={{ fontWeight: 700 }}>
          {t('frequentlyBought.periodLabel')}
        </Typography>
        <PeriodChoice value={period} onChange={choose} labelledBy="frequently-bought-period" />
      </Box>
      {tableQuery.isError ? (
        <LoadErrorAlert retryLabel={t('frequentlyBought.retry')} onRetry={() => tableQuery.refetch()}>
          {t('frequentlyBought.loadError')}
        </LoadErrorAlert>
      ) : tableQuery.isLoading ? (
        <ProductGridSkeleton count={8} withSidebar />
      ) : products.length === 0 ? (
        <Alert
          severity="info"
          action={
            period !== YEAR ? (
              <Button color="inherit" size="small" onClick={() => choose(YEAR)}>
                {t('frequentlyBought.tryYear')}
              </Button>
            ) : undefined
          }
        >
          {t('frequentlyBought.empty', { period: t(`frequentlyBought.periodNames.${period}`) })}
        </Alert>
      ) : (
        <ProductGrid products={products} headingComponent="h2" listName={t('frequentlyBought.title')} withSidebar />
      )}
      <ListPagination page={currentPage} pageCount={pageCount} onChange={setCurrentPage} label={t('frequentlyBought.pagination')} />
    </Box>
  );
}
