import { useMemo, useState } from 'react';
import { useCan } from '@refinedev/core';
import { useAccountTable } from '../useAccountTable';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { alpha } from '@mui/material/styles';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { Money, SalesInvoiceSummary } from '../../generated/model';
import { useSession } from '../../session';
import { localePath, useLocale } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { GridPage } from '../ui/GridPage';
import { AccessGate } from '../ui/AccessGate';
import { FilterBar, type FilterBarTexts } from '../filters/FilterBar';
import { useListFilters } from '../filters/useListFilters';
import { invoiceColumns } from './invoiceColumns';
import { invoiceStatusTone } from './invoiceStatus';
import { InvoiceTotals } from './InvoiceTotals';
import { PayInvoiceDialog, type PayableInvoice } from './PayInvoiceDialog';
import { PaySelectedInvoices, payableInvoices } from './PaySelectedInvoices';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { useInvoicePdf } from './useInvoicePdf';
import { usePhoneLayout } from '../ui/usePhoneLayout';
import { isRowSelected } from '../ui/rowSelection';
import { useInvoicesZip } from './useInvoicesZip';
import { SALES_INVOICES_RESOURCE } from './resource';
import { BulkBar } from '../ui/BulkBar';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };
/**
 * What an invoice's card on a phone leaves out: the card shows the number, the issue and due dates,
 * the status, what is left to pay and the actions — what deciding to pay needs; the detail has the rest.
 */
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { type: false, grandTotal: false };

/** What the invoices list answers besides its rows and filters. */
interface InvoiceListTotals {
  unpaidTotal?: Money;
  overdueTotal?: Money;
}

function InvoicesGrid() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const table = useAccountTable<SalesInvoiceSummary>({
    resource: SALES_INVOICES_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'issuedAt', order: 'desc' }] },
    filters: { mode: 'server' },
  });
  // Invoices ticked for "Pobierz PDF (ZIP)"; a changed filter unticks them.
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const zip = useInvoicesZip(t('invoices.title'));
  // The filters and totals stay on screen while the next page or filter loads.
  const filters = useListFilters<SalesInvoiceSummary, InvoiceListTotals>(table, () => setSelection(NO_SELECTION));
  const selected = (table.result.data ?? []).filter((invoice) => isRowSelected(selection, invoice.id));
  const { unpaidTotal, overdueTotal } = filters.extras ?? {};

  const { download, pendingId } = useInvoicePdf();
  const mayPay = useCan({ resource: SALES_INVOICES_RESOURCE, action: 'pay' }).data?.can === true;
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const columns = useMemo(
    () => invoiceColumns(t, locale, showNetPrices, { onPdf: (row) => void download(row), onPay: setPaying, pdfPendingId: pendingId, mayPay }),
    [t, locale, showNetPrices, download, pendingId, mayPay],
  );
  const narrow = usePhoneLayout();

  return (
    <GridPage
      titleId="invoices-title"
      title={t('invoices.title')}
      countLabel={(count) => t('invoices.count', { count })}
      loadError={t('invoices.loadError')}
      retryLabel={t('invoices.retry')}
      toolbar={
        <>
          <PaymentReturnNotice several />
          <InvoiceTotals unpaid={unpaidTotal} overdue={overdueTotal} loading={table.tableQuery.isLoading} />
          <FilterBar filters={filters} texts={invoiceFilterTexts(t)} applyOn="change" />
          {zip.failure ? (
            <Alert severity="error" onClose={zip.clearFailure} sx={{ mb: 1 }} slotProps={{ closeButton: { title: t('invoices.bulk.closeError') } }}>
              {zip.failure}
            </Alert>
          ) : null}
          {selected.length > 0 ? (
            <BulkBar label={t('invoices.bulk.label')} selected={t('invoices.bulk.selected', { count: selected.length })}>
              {mayPay ? <PaySelectedInvoices selected={selected} /> : null}
              <Button variant={mayPay && payableInvoices(selected).length ? 'outlined' : 'contained'} startIcon={<FolderZipOutlined />} loading={zip.pending} onClick={() => void zip.download(selected)}>
                {t('invoices.bulk.zip')}
              </Button>
              <Button variant="text" disabled={zip.pending} onClick={() => setSelection(NO_SELECTION)}>
                {t('invoices.bulk.clear')}
              </Button>
            </BulkBar>
          ) : null}
        </>
      }
      table={table}
      resource={SALES_INVOICES_RESOURCE}
      columns={columns}
      rowHref={(invoice) => localePath('dashboard-invoices-slug', { slug: invoice.id }, undefined, locale)}
      label={t('invoices.gridLabel')}
      noRowsLabel={t('invoices.empty')}
      columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
      selection={{ model: selection, onChange: setSelection }}
      getRowClassName={({ row }) => (invoiceStatusTone(row) === 'overdue' ? 'invoice-row--overdue' : '')}
      sx={{
        // Overdue rows: a red bar at the start and a light tint; the status chip says it in words.
        '& .invoice-row--overdue': {
          bgcolor: (theme) => alpha(theme.palette.error.main, 0.06),
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}`,
        },
        '& .invoice-row--overdue:hover': { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) },
      }}
    >
      <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} />
    </GridPage>
  );
}

/**
 * The invoices' filter bar texts. Each change applies at once (a text search once typing pauses);
 * an empty select says "all".
 */
const invoiceFilterTexts = (t: TFunction): FilterBarTexts => ({
  label: t('invoices.filters.label'),
  reset: t('invoices.filters.clear'),
  all: t('invoices.filters.all'),
  endBeforeStart: t('orders.filters.endBeforeStart'),
});

/** /moje-konto/faktury: the company's invoices (acl invoices), 24 a page, sorted and filtered on the server. */
export default function InvoicesList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('invoices.title'), description: t('invoices.description') });
  return (
    <AccessGate resource={SALES_INVOICES_RESOURCE} title={t('invoices.title')}>
      <InvoicesGrid />
    </AccessGate>
  );
}
