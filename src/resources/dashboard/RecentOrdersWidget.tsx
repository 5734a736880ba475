import { useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SalesOrderSummary } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { useSession } from '../../session';
import { DashboardWidget } from './DashboardWidget';
import { formatDay } from '../../domain/format/date';
import { SALES_ORDERS_RESOURCE } from '../orders/resource';
import { formatMoney } from '../../domain/price';

/** The five newest orders with their status and value, each a link to its page. */
export function RecentOrdersWidget() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const { query, result } = useList<SalesOrderSummary>({
    resource: SALES_ORDERS_RESOURCE,
    pagination: { currentPage: 1, pageSize: 5, mode: 'server' },
    sorters: [{ field: 'createdAt', order: 'desc' }],
  });
  const orders = result.data ?? [];
  return (
    <DashboardWidget
      id="dashboard-recent-orders"
      title={t('dashboard.recentOrders.title')}
      query={query}
      skeletonHeight={180}
      link={{ to: localePath('dashboard-orders', undefined, undefined, locale), label: t('dashboard.ordersLink') }}
    >
      {orders.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.recentOrders.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {orders.map((order) => (
            <Box
              component="li"
              key={order.id}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Link component={RouterLink} to={localePath('dashboard-orders-slug', { slug: order.id }, undefined, locale)} sx={{ fontWeight: 600 }}>
                {order.number}
              </Link>
              <Typography sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(order.grandTotal, showNetPrices)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDay(order.createdAt, locale)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                {order.status.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardWidget>
  );
}
