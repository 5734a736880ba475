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
import { ProductTilesSection } from '../ui/ProductTilesSection';
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
  const total = result.total;

  return (
    <ProductTilesSection
      titleId="frequently-bought-title"
      title={t('frequentlyBought.title')}
      count={total ? t('frequentlyBought.count', { count: total }) : undefined}
      lead={t('frequentlyBought.lead')}
      controls={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography component="span" id="frequently-bought-period" sx={{ fontWeight: 700 }}>
            {t('frequentlyBought.periodLabel')}
          </Typography>
          <PeriodChoice value={period} onChange={choose} labelledBy="frequently-bought-period" />
        </Box>
      }
      query={tableQuery}
      loadError={t('frequentlyBought.loadError')}
      retryLabel={t('frequentlyBought.retry')}
      empty={
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
      }
      products={result.data ?? []}
      pagination={{ page: currentPage, pageCount, onChange: setCurrentPage, label: t('frequentlyBought.pagination') }}
    />
  );
}
