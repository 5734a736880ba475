import { useOne } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../domain/format/date';
import { formatPln } from '../../domain/money';
import type { SpendingSummary } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { useSession } from '../../session';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { componentOnDemand } from '../../ui/componentOnDemand';
import type { ReportPeriod } from './reportForm';
import { periodKey, SPENDING_SUMMARY_RESOURCE } from './reportsResource';

// The chart library loads with this card only, after the form and the list.
const SpendingChart = componentOnDemand(
  () => import('./SpendingChart'),
  () => <Skeleton variant="rounded" height={300} />,
);

/**
 * The chosen period's spending by category and by cost centre (GET reports/spending-summary), net or
 * gross as the user shows prices: the total, then the two charts, each with its figures as a table
 * for screen readers. The last figures stay while the next period loads.
 */
export function SpendingCard({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const { query, result } = useOne<SpendingSummary>({
    resource: SPENDING_SUMMARY_RESOURCE,
    id: periodKey(period),
    queryOptions: { placeholderData: (previous) => previous },
  });
  const summary = result;
  const range = `${formatDate(period.from, locale)} – ${formatDate(period.to, locale)}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="spending-title" aria-busy={query.isFetching} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="spending-title" variant="h2" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        {t('reports.spending.title', { range })}
      </Typography>
      {query.isError ? (
        <Box sx={{ mt: 2 }}>
          <LoadErrorAlert retryLabel={t('reports.retry')} onRetry={() => query.refetch()}>
            {t('reports.spending.loadError')}
            {query.error?.message ? ` ${query.error.message}` : ''}
          </LoadErrorAlert>
        </Box>
      ) : !summary ? (
        // A label needs a role: a plain span may not carry one (axe aria-prohibited-attr).
        <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} role="status" aria-label={t('reports.spending.loading')} />
      ) : summary.orderCount === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.spending.empty')}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t(showNetPrices ? 'reports.spending.totalNet' : 'reports.spending.totalGross', {
              total: formatPln(showNetPrices ? summary.total.net : summary.total.gross, locale),
              count: summary.orderCount,
            })}
          </Typography>
          <SpendingChart summary={summary} net={showNetPrices} locale={locale} />
        </>
      )}
    </Paper>
  );
}
