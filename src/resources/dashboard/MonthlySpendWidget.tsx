import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SalesOrderSummary } from '../../generated/model';
import { monthlySpend, spendPeriodStart } from '../../domain/monthlySpend';
import { useLocale } from '../../routing/routes';
import { useSession } from '../../session';
import { DashboardWidget } from './DashboardWidget';
import { componentOnDemand } from '../../ui/componentOnDemand';
import { SPEND_ORDERS_RESOURCE } from './resource';

// The chart library loads with this card only, after the rest of the dashboard.
const MonthlySpendChart = componentOnDemand(
  () => import('./MonthlySpendChart'),
  () => <Skeleton variant="rounded" height={280} />,
);

const MONTHS = 12;

/** The company's spend per month over the last twelve months (net or gross as the user shows prices). */
export function MonthlySpendWidget() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const today = useMemo(() => new Date(), []);
  const { query, result } = useList<SalesOrderSummary>({
    resource: SPEND_ORDERS_RESOURCE,
    pagination: { mode: 'off' },
    filters: [{ field: 'dateFrom', operator: 'eq', value: spendPeriodStart(today, MONTHS) }],
  });
  const orders = result.data;
  const points = useMemo(
    () =>
      monthlySpend(
        (orders ?? []).map((order) => ({
          createdAt: order.createdAt,
          statusId: order.status.id,
          amount: showNetPrices ? order.grandTotal.net : order.grandTotal.gross,
        })),
        today,
        MONTHS,
      ),
    [orders, showNetPrices, today],
  );
  const titleId = 'dashboard-spend';
  return (
    <DashboardWidget
      id={titleId}
      title={t('dashboard.spend.title')}
      query={query}
      skeletonHeight={280}
      wide
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(showNetPrices ? 'dashboard.spend.leadNet' : 'dashboard.spend.leadGross')}
      </Typography>
      <MonthlySpendChart points={points} locale={locale} titleId={titleId} net={showNetPrices} />
    </DashboardWidget>
  );
}
