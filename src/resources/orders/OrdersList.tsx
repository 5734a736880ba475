import { useMemo, useRef } from 'react';
import { useTable } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AvailableFilter, SalesOrderSummary } from '../../generated/model';
import { useSession } from '../../session';
import { localePath, useLocale } from '../../app/routes';
import { startEditOrder } from '../../session/editOrder';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { ServerDataGrid } from '../ui/ServerDataGrid';
import { orderColumns } from './orderColumns';
import { OrderFilterBar } from './OrderFilterBar';
import { crudFiltersFromValues, filterValuesFromCrud, type FilterValues } from './orderFilters';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
const NO_FILTERS: AvailableFilter[] = [];

/** /moje-konto/zamowienia: the company's orders, 24 a page, filtered and sorted on the server; all of it in the URL. */
export default function OrdersList() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  usePageMeta({ title: t('orders.title'), description: t('orders.description') });
  const table = useTable<SalesOrderSummary>({
    resource: 'sales-orders',
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    syncWithLocation: true,
  });
  const navigate = useNavigate();
  // On phones the grid keeps number, status and value; the rest would only scroll sideways.
  const narrow = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  const columns = useMemo(
    () =>
      orderColumns(t, locale, showNetPrices, (order) => {
        // The cart becomes the order ("TRYB EDYCJI") until the buyer ends the edit.
        startEditOrder(order.id);
        void navigate(localePath('cart'));
      }, narrow),
    [t, locale, showNetPrices, navigate, narrow],
  );
  const total = table.result.total;
  const columnVisibilityModel = useMemo<Record<string, boolean>>(
    // The edit action stays on the order's own page on phones.
    () =>
      narrow ? { createdAt: false, createdBy: false, costCenter: false, itemsCount: false, clientOrderNumber: false, actions: false } : NO_HIDDEN_COLUMNS,
    [narrow],
  );

  // The filters the API offers come with each page; the last ones stay while the next page loads.
  const response = table.tableQuery.data as { availableFilters?: AvailableFilter[] } | undefined;
  const availableRef = useRef<AvailableFilter[]>(NO_FILTERS);
  if (response?.availableFilters) availableRef.current = response.availableFilters;
  const available = availableRef.current;
  const applied = useMemo(() => filterValuesFromCrud(table.filters), [table.filters]);
  // Spec §4: changing a filter starts again from the first page.
  const applyFilters = (values: FilterValues) => {
    table.setFilters(crudFiltersFromValues(values, available), 'replace');
    table.setCurrentPage(1);
  };
  const resetFilters = () => {
    table.setFilters([], 'replace');
    table.setCurrentPage(1);
  };
  const firstLoad = table.tableQuery.isLoading && available === NO_FILTERS;

  return (
    <Box component="section" aria-labelledby="orders-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="orders-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700 }}>
          {t('orders.title')}
        </Typography>
        {total !== undefined && <Typography color="text.secondary">{t('orders.count', { count: total })}</Typography>}
      </Box>
      {firstLoad ? (
        <Skeleton variant="rounded" height={narrow ? 40 : 72} sx={{ mb: 2 }} aria-hidden />
      ) : (
        available.length > 0 && (
          <OrderFilterBar
            // A new set of filters in force (reset, back button) starts the bar's draft again.
            key={JSON.stringify(applied)}
            available={available}
            applied={applied}
            onApply={applyFilters}
            onReset={resetFilters}
            collapsible={narrow}
          />
        )
      )}
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
      ) : firstLoad ? (
        <Box aria-busy="true" aria-label={t('orders.loading')} role="status">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={36} sx={{ mb: 0.5 }} />
          ))}
        </Box>
      ) : (
        <>
          <ServerDataGrid
            table={table}
            columns={columns}
            label={t('orders.gridLabel')}
            locale={locale}
            noRowsLabel={t('orders.empty')}
            columnVisibilityModel={columnVisibilityModel}
          />
          {total === 0 && Object.keys(applied).length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Button variant="outlined" onClick={resetFilters}>
                {t('orders.filters.reset')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
