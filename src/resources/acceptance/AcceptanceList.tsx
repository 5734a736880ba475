import { useCallback, useMemo, useState } from 'react';
import { useCan } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { SalesOrderSummary } from '../../generated/model';
import { useSession } from '../../session';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { GridPage } from '../ui/GridPage';
import { AccessGate } from '../ui/AccessGate';
import { ClearFiltersButton, FilterBar } from '../filters/FilterBar';
import { useListFilters } from '../filters/useListFilters';
import { orderFilterTexts } from '../orders/orderFilterTexts';
import { ACCEPTANCE_RESOURCE } from './acceptanceResource';
import { acceptanceColumns, inChain } from './acceptanceColumns';
import { EMPTY_SELECTION, selectedRows, selectionOf } from './bulkDecisions';
import { DecisionReport } from './DecisionReport';
import { OrderApprovalValidationDialog } from '../../ui/order-acceptance/OrderApprovalValidationDialog';
import { RejectOrderDialog } from './RejectOrderDialog';
import { useOrderDecisions, type Decision, type DecisionOutcome } from './useOrderDecisions';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { BulkBar } from '../ui/BulkBar';

/**
 * Every column of the queue, on a phone's cards too: a decision needs the amount, who ordered, the
 * cost centre, the date and by how much the limit is exceeded (with the tick box for a decision on several).
 */
const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** Without approval rules every order waits for any one approver: the level column would be empty. */
const NO_CHAIN_COLUMNS: Record<string, boolean> = { approval: false };
const CHAIN_ROWS = { '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', whiteSpace: 'normal', lineHeight: 1.3, py: 0.5 } };

/** /moje-konto/zamowienia-oczekujace: the approver's queue. Only users with the acl flag see it. */
export default function AcceptanceList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('acceptance.title'), description: t('acceptance.description') });
  return (
    <AccessGate resource={ACCEPTANCE_RESOURCE} title={t('acceptance.title')}>
      <AcceptanceQueue />
    </AccessGate>
  );
}

function AcceptanceQueue() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const decideAccess = useCan({ resource: ACCEPTANCE_RESOURCE, action: 'accept' });
  const canDecide = decideAccess.data?.can === true;
  const table = useAccountTable<SalesOrderSummary>({
    resource: ACCEPTANCE_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const { decide, pending } = useOrderDecisions();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  // The dialog keeps its orders while it closes (its exit transition still shows them).
  const [dialog, setDialog] = useState<{ decision: Decision; orders: SalesOrderSummary[]; open: boolean } | null>(null);
  const openDialog = useCallback((decision: Decision, orders: SalesOrderSummary[]) => setDialog({ decision, orders, open: true }), []);
  // A decision on several orders (or one that failed) is reported order by order until closed.
  const [report, setReport] = useState<DecisionOutcome<SalesOrderSummary> | null>(null);
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  const narrow = usePhoneLayout();
  // Cards are ticked on phones too: a decision on several orders (and the report of each) works at any width.
  const bulk = canDecide;
  const columns = useMemo(
    () =>
      acceptanceColumns(t, {
        locale,
        showNetPrices,
        canDecide,
        onAccept: (order) => openDialog('accept', [order]),
        onReject: (order) => openDialog('reject', [order]),
      }),
    [t, locale, showNetPrices, canDecide, openDialog],
  );

  // Spec §4: a changed filter starts from the first page; the ticked rows may no longer be listed.
  const filters = useListFilters(table, () => setSelection(EMPTY_SELECTION));

  const rows = table.result.data;
  const anyChain = (rows ?? []).some(inChain);
  const selected = selectedRows(rows, selection);

  const confirm = async (reason?: string) => {
    if (!dialog) return;
    setReport(null);
    const outcome = await decide(dialog.decision, dialog.orders, reason);
    closeDialog();
    // The orders that failed stay ticked, ready to try again; the decided ones leave the queue.
    setSelection(selectionOf(outcome.failed.map(({ order }) => order.id)));
    if (outcome.results.length > 1 || outcome.failed.length) setReport(outcome);
  };

  return (
    <GridPage
      titleId="acceptance-title"
      title={t('acceptance.title')}
      countLabel={(count) => t('acceptance.count', { count })}
      loadError={t('acceptance.loadError')}
      retryLabel={t('acceptance.retry')}
      errorDetail
      firstLoad={filters.firstLoad}
      loadingLabel={t('acceptance.loading')}
      toolbar={
        <>
          <FilterBar filters={filters} texts={orderFilterTexts(t)} applyOn="submit" collapsible={narrow} />
          {report ? <DecisionReport outcome={report} onClose={() => setReport(null)} /> : null}
          {bulk && selected.length > 0 ? (
            <BulkBar label={t('acceptance.bulk.label')} selected={t('acceptance.bulk.selected', { count: selected.length })}>
              <Button variant="contained" color="success" disabled={pending !== null} onClick={() => openDialog('accept', selected)}>
                {t('acceptance.bulk.accept', { count: selected.length })}
              </Button>
              <Button variant="outlined" color="error" disabled={pending !== null} onClick={() => openDialog('reject', selected)}>
                {t('acceptance.bulk.reject', { count: selected.length })}
              </Button>
              <Button variant="text" onClick={() => setSelection(EMPTY_SELECTION)}>
                {t('acceptance.bulk.clear')}
              </Button>
            </BulkBar>
          ) : null}
        </>
      }
      table={table}
      resource={ACCEPTANCE_RESOURCE}
      columns={columns}
      rowHref={(order) => localePath('dashboard-orders-slug', { slug: String(order.id) }, undefined, locale)}
      label={t('acceptance.gridLabel')}
      noRowsLabel={filters.filtered ? t('acceptance.noResults') : t('acceptance.empty')}
      columnVisibilityModel={anyChain ? NO_HIDDEN_COLUMNS : NO_CHAIN_COLUMNS}
      // With the level of approval (two lines: the level, whom it waits for) the rows grow to their
      // cells, and a long name or cost centre wraps instead of being cut.
      getRowHeight={anyChain ? () => 'auto' : undefined}
      sx={anyChain ? CHAIN_ROWS : undefined}
      selection={bulk ? { model: selection, onChange: setSelection } : undefined}
      emptyAction={<ClearFiltersButton filters={filters} label={t('orders.filters.reset')} />}
    >
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
    </GridPage>
  );
}
