import { useMemo } from 'react';
import { useTable } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SalesOrderSummary } from '../../generated/model';
import { useSession } from '../../session';
import { localePath, useLocale } from '../../app/routes';
import { startEditOrder } from '../../session/editOrder';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { ServerDataGrid } from '../ui/ServerDataGrid';
import { orderColumns } from './orderColumns';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};

/** /moje-konto/zamowienia: the company's orders, 24 a page, sorted on the server. */
export default function OrdersList() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  usePageMeta({ title: t('orders.title'), description: t('orders.description') });
  const table = useTable<SalesOrderSummary>({
    resource: 'sales-orders',
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    syncWithLocation: true,
  });
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      orderColumns(t, locale, showNetPrices, (order) => {
        // The cart becomes the order ("TRYB EDYCJI") until the buyer ends the edit.
        startEditOrder(order.id);
        void navigate(localePath('cart'));
      }),
    [t, locale, showNetPrices, navigate],
  );
  const total = table.result.total;
  // On phones the grid keeps number, date, status and value; the rest would only scroll sideways.
  const narrow = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  const columnVisibilityModel = useMemo<Record<string, boolean>>(
    () => (narrow ? { createdBy: false, costCenter: false, itemsCount: false, clientOrderNumber: false } : NO_HIDDEN_COLUMNS),
    [narrow],
  );

  return (
    <Box component="section" aria-labelledby="orders-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="orders-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700 }}>
          {t('orders.title')}
        </Typography>
        {total !== undefined && <Typography color="text.secondary">{t('orders.count', { count: total })}</Typography>}
      </Box>
      {table.tableQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => table.tableQuery.refetch()}>
              {t('orders.retry')}
            </Button>
          }
        >
          {t('orders.loadError')}
        </Alert>
      ) : (
        <ServerDataGrid
          table={table}
          columns={columns}
          label={t('orders.gridLabel')}
          locale={locale}
          noRowsLabel={t('orders.empty')}
          columnVisibilityModel={columnVisibilityModel}
        />
      )}
    </Box>
  );
}
