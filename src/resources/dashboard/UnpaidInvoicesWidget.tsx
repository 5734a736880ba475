import { useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Money, SalesInvoiceSummary } from '../../generated/model';
import { localePath, useLocale } from '../../routing/routes';
import { moneyText } from '../invoices/invoiceColumns';
import { DashboardWidget } from './DashboardWidget';
import { SALES_INVOICES_RESOURCE } from '../invoices/resource';

/** The invoices still to pay (unpaid and overdue) and their totals, with the way to the invoices. */
export function UnpaidInvoicesWidget() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  // One row is enough: the count and the totals come with the list.
  const { query, result } = useList<SalesInvoiceSummary>({
    resource: SALES_INVOICES_RESOURCE,
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    filters: [{ field: 'status', operator: 'in', value: ['unpaid'] }],
  });
  const extras = query.data as { unpaidTotal?: Money; overdueTotal?: Money } | undefined;
  const count = result.total ?? 0;
  const overdue = extras?.overdueTotal;
  return (
    <DashboardWidget
      id="dashboard-invoices"
      title={t('dashboard.invoices.title')}
      query={query}
      skeletonHeight={64}
      link={{ to: localePath('dashboard-invoices', undefined, undefined, locale), label: t('dashboard.invoices.link') }}
    >
      <Typography sx={{ fontSize: '3.2rem', fontWeight: 700, lineHeight: 1.2 }}>{extras?.unpaidTotal ? moneyText(extras.unpaidTotal, false) : '—'}</Typography>
      <Typography color="text.secondary">{t('dashboard.invoices.count', { count })}</Typography>
      {overdue && overdue.gross > 0 && (
        <Box sx={{ mt: 1, pl: 1, borderLeft: 4, borderColor: 'error.main' }}>
          <Typography sx={{ color: 'error.dark', fontWeight: 700 }}>{t('dashboard.invoices.overdue', { amount: moneyText(overdue, false) })}</Typography>
        </Box>
      )}
    </DashboardWidget>
  );
}
