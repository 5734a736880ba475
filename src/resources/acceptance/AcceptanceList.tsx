import { useCallback, useMemo, useRef, useState } from 'react';
import { useCan, useTable } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { AvailableFilter, SalesOrderSummary } from '../../generated/model';
import { useSession } from '../../session';
import { useLocale } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { ServerDataGrid } from '../ui/ServerDataGrid';
import { AccountForbidden } from '../layout/AccountForbidden';
import { OrderFilterBar } from '../orders/OrderFilterBar';
import { crudFiltersFromValues, filterValuesFromCrud, type FilterValues } from '../orders/orderFilters';
import { ACCEPTANCE_RESOURCE } from './acceptanceResource';
import { acceptanceColumns } from './acceptanceColumns';
import { EMPTY_SELECTION, selectedRows } from './bulkDecisions';
import { OrderApprovalValidationDialog } from './OrderApprovalValidationDialog';
import { RejectOrderDialog } from './RejectOrderDialog';
import { useOrderDecisions, type Decision } from './useOrderDecisions';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
// Phones keep number, the amount over the limit and the actions; the approval dialog shows the rest before a decision.
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { createdAt: false, createdBy: false, costCenter: false, grandTotal: false, grandTotalNet: false };
const NO_FILTERS: AvailableFilter[] = [];

/** /moje-konto/zamowienia-oczekujace: the approver's queue. Only users with the acl flag see it. */
export default function AcceptanceList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('acceptance.title'), description: t('acceptance.description') });
  const access = useCan({ resource: ACCEPTANCE_RESOURCE, action: 'list' });
  if (access.data?.can === false) return <AccountForbidden title={t('acceptance.title')} />;
  if (!access.data) {
    return (
      <Box role="status" aria-label={t('acceptance.loading')}>
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  return <AcceptanceQueue />;
}

function AcceptanceQueue() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const decideAccess = useCan({ resource: ACCEPTANCE_RESOURCE, action: 'accept' });
  const canDecide = decideAccess.data?.can === true;
  const table = useTable<SalesOrderSummary>({
    resource: ACCEPTANCE_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
    syncWithLocation: true,
  });
  const { decide, pending } = useOrderDecisions();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  // The dialog keeps its orders while it closes (its exit transition still shows them).
  const [dialog, setDialog] = useState<{ decision: Decision; orders: SalesOrderSummary[]; open: boolean } | null>(null);
  const openDialog = useCallback((decision: Decision, orders: SalesOrderSummary[]) => setDialog({ decision, orders, open: true }), []);
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  const narrow = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  // Below 600 px the row actions decide one order at a time; ticking rows for bulk needs the width.
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const bulk = canDecide && !phone;
  const columns = useMemo(
    () =>
      acceptanceColumns(t, {
        locale,
        showNetPrices,
        compact: narrow,
        canDecide,
        onAccept: (order) => openDialog('accept', [order]),
        onReject: (order) => openDialog('reject', [order]),
      }),
    [t, locale, showNetPrices, narrow, canDecide, openDialog],
  );
  const columnVisibilityModel = narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS;

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
    setSelection(EMPTY_SELECTION);
  };
  const resetFilters = () => applyFilters({});
  const filtered = Object.keys(applied).length > 0;
  const firstLoad = table.tableQuery.isLoading && available === NO_FILTERS;

  const rows = table.result.data;
  const selected = selectedRows(rows, selection);
  const total = table.result.total;

  const confirm = async (reason?: string) => {
    if (!dialog) return;
    await decide(dialog.decision, dialog.orders, reason);
    closeDialog();
    setSelection(EMPTY_SELECTION);
  };

  return (
    <Box component="section" aria-labelledby="acceptance-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="acceptance-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('acceptance.title')}
        </Typography>
        {total !== undefined && <Typography color="text.secondary">{t('acceptance.count', { count: total })}</Typography>}
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
      {bulk && selected.length > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('acceptance.bulk.label')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 1.5, mb: 1, bgcolor: 'action.hover' }}
        >
          <Typography sx={{ mr: 'auto', fontWeight: 700 }} aria-live="polite">
            {t('acceptance.bulk.selected', { count: selected.length })}
          </Typography>
          <Button variant="contained" color="success" disabled={pending !== null} onClick={() => openDialog('accept', selected)}>
            {t('acceptance.bulk.accept', { count: selected.length })}
          </Button>
          <Button variant="outlined" color="error" disabled={pending !== null} onClick={() => openDialog('reject', selected)}>
            {t('acceptance.bulk.reject', { count: selected.length })}
          </Button>
          <Button variant="text" onClick={() => setSelection(EMPTY_SELECTION)}>
            {t('acceptance.bulk.clear')}
          </Button>
        </Paper>
      ) : null}
      {table.tableQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => table.tableQuery.refetch()}>
              {t('acceptance.retry')}
            </Button>
          }
        >
          {t('acceptance.loadError')}
          {table.tableQuery.error?.message ? ` ${table.tableQuery.error.message}` : ''}
        </Alert>
      ) : firstLoad ? (
        <Box aria-busy="true" aria-label={t('acceptance.loading')} role="status">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={36} sx={{ mb: 0.5 }} />
          ))}
        </Box>
      ) : (
        <>
          <ServerDataGrid
            table={table}
            columns={columns}
            label={t('acceptance.gridLabel')}
            locale={locale}
            noRowsLabel={filtered ? t('acceptance.noResults') : t('acceptance.empty')}
            columnVisibilityModel={columnVisibilityModel}
            selection={bulk ? { model: selection, onChange: setSelection } : undefined}
          />
          {total === 0 && filtered && (
            <Box sx={{ mt: 2 }}>
              <Button variant="outlined" onClick={resetFilters}>
                {t('orders.filters.reset')}
              </Button>
            </Box>
          )}
        </>
      )}
      <OrderApprovalValidationDialog
        open={dialog?.decision === 'accept' && dialog.open}
        orders={dialog?.decision === 'accept' ? dialog.orders : []}
        showNetPrices={showNetPrices}
        onClose={closeDialog}
        onConfirm={() => confirm()}
        pending={pending === 'accept'}
      />
      <RejectOrderDialog
        open={dialog?.decision === 'reject' && dialog.open}
        orderNumbers={dialog?.decision === 'reject' ? dialog.orders.map((order) => order.number) : []}
        onClose={closeDialog}
        onConfirm={(reason) => confirm(reason)}
        pending={pending === 'reject'}
      />
    </Box>
  );
}
