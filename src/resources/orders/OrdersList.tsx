import { useMemo, useState } from 'react';
import { useCan } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Button from '@mui/material/Button';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { SalesOrderSummary } from '../../generated/model';
import { useSession } from '../../session';
import { localePath, useLocale } from '../../routing/routes';
import { startEditOrder } from '../../session/editOrder';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { GridPage } from '../ui/GridPage';
import { columnsForCustomer } from '../ui/companyColumns';
import { ClearFiltersButton, FilterBar } from '../filters/FilterBar';
import { useListFilters } from '../filters/useListFilters';
import { orderColumns } from './orderColumns';
import { orderFilterTexts } from './orderFilterTexts';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { isRowSelected } from '../ui/rowSelection';
import { mayCopyToCart, type CopyResult } from './bulkCopy';
import { useCopyOrders } from './CopyOrderDialog';
import { CopyReport } from './CopyReport';
import { SALES_ORDERS_RESOURCE } from './resource';
import { BulkBar } from '../ui/BulkBar';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };
/** Shown when the user asks for them ("Kolumny"): the number, date, status, value and actions fit the screen first. */
const SECONDARY_COLUMNS = ['itemsCount', 'clientOrderNumber'];
/**
 * What an order's card on a phone leaves out (the order's page has it): the card shows the number,
 * date, status, who ordered, the cost centre (a private customer's list has neither), the value and
 * "Edytuj zamówienie".
 */
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { itemsCount: false, clientOrderNumber: false };

/** /moje-konto/zamowienia: the company's orders, 24 a page, filtered and sorted on the server; all of it in the URL. */
export default function OrdersList() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices, currentUser } = useSession();
  const privateCustomer = currentUser?.company?.isPrivateCustomer === true;
  usePageMeta({ title: t('orders.title'), description: t('orders.description') });
  const table = useAccountTable<SalesOrderSummary>({
    resource: SALES_ORDERS_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'server', defaultBehavior: 'replace' },
  });
  const navigate = useNavigate();
  // On phones the list is cards of number, date, status, buyer, cost centre, value and "Edytuj zamówienie".
  const narrow = usePhoneLayout();
  const columns = useMemo(
    () =>
      columnsForCustomer(
        orderColumns(t, locale, showNetPrices, (order) => {
          // The cart becomes the order ("TRYB EDYCJI") until the buyer ends the edit.
          startEditOrder(order.id);
          void navigate(localePath('cart'));
        }),
        privateCustomer,
      ),
    [t, locale, showNetPrices, navigate, privateCustomer],
  );
  const columnVisibilityModel = narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS;

  // Orders ticked for "Kopiuj do koszyka" (the data-only role ticks none); a changed filter unticks them.
  const mayCopy = useCan({ resource: SALES_ORDERS_RESOURCE, action: 'copy' }).data?.can === true;
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const copyOrders = useCopyOrders();
  const [report, setReport] = useState<CopyResult<SalesOrderSummary>[] | null>(null);
  const filters = useListFilters(table, () => setSelection(NO_SELECTION));
  const selected = (table.result.data ?? []).filter((order) => mayCopyToCart(order) && isRowSelected(selection, order.id));
  const copySelected = async () => {
    setReport(null);
    const results = await copyOrders.run(selected);
    setReport(results);
    // What was refused stays ticked, ready to try again.
    setSelection({ type: 'include', ids: new Set<GridRowId>(results.filter((result) => !result.added).map((result) => result.order.id)) });
  };

  return (
    <GridPage
      titleId="orders-title"
      title={t('orders.title')}
      countLabel={(count) => t('orders.count', { count })}
      loadError={t('orders.loadError')}
      retryLabel={t('orders.retry')}
      firstLoad={filters.firstLoad}
      loadingLabel={t('orders.loading')}
      toolbar={
        <>
          <FilterBar filters={filters} texts={orderFilterTexts(t)} applyOn="submit" collapsible={narrow} />
          {report ? <CopyReport results={report} onClose={() => setReport(null)} /> : null}
          {mayCopy && selected.length > 0 ? (
            <BulkBar label={t('orders.bulk.label')} selected={t('orders.bulk.selected', { count: selected.length })}>
              <Button variant="contained" startIcon={<AddShoppingCartOutlined />} loading={copyOrders.isPending} onClick={() => void copySelected()}>
                {t('orders.bulk.copy')}
              </Button>
              <Button variant="text" disabled={copyOrders.isPending} onClick={() => setSelection(NO_SELECTION)}>
                {t('orders.bulk.clear')}
              </Button>
            </BulkBar>
          ) : null}
        </>
      }
      table={table}
      resource={SALES_ORDERS_RESOURCE}
      columns={columns}
      secondaryColumns={SECONDARY_COLUMNS}
      rowHref={(order) => localePath('dashboard-orders-slug', { slug: order.id }, undefined, locale)}
      label={t('orders.gridLabel')}
      noRowsLabel={t('orders.empty')}
      columnVisibilityModel={columnVisibilityModel}
      selection={mayCopy ? { model: selection, onChange: setSelection, isRowSelectable: mayCopyToCart } : undefined}
      emptyAction={<ClearFiltersButton filters={filters} label={t('orders.filters.reset')} />}
    />
  );
}
