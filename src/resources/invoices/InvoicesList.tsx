import { useCallback, useMemo, useRef, useState } from 'react';
import { useCan, useTable, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha } from '@mui/material/styles';
import type { AvailableFilter, Money, SalesInvoiceSummary } from '../../generated/model';
import { useSession } from '../../session';
import { useLocale } from '../../app/routes';
import { usePageMeta } from '../../app/seo/usePageMeta';
import { ACCOUNT_PAGE_SIZE } from '../listQuery';
import { ServerDataGrid } from '../ui/ServerDataGrid';
import { AccountForbidden } from '../layout/AccountForbidden';
import { invoiceColumns } from './invoiceColumns';
import { invoiceStatusTone } from './invoiceStatus';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceTotals } from './InvoiceTotals';
import { PayInvoiceDialog, type PayableInvoice } from './PayInvoiceDialog';
import { useInvoicePdf } from './useInvoicePdf';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
/** On phones: number, status, amount due and the actions (the detail has the rest); more would only scroll sideways. */
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { type: false, issuedAt: false, dueDate: false, grandTotal: false };

interface InvoiceListExtras {
  availableFilters?: AvailableFilter[];
  unpaidTotal?: Money;
  overdueTotal?: Money;
}

function InvoicesGrid() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { showNetPrices } = useSession();
  const table = useTable<SalesInvoiceSummary>({
    resource: 'sales-invoices',
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: 'issuedAt', order: 'desc' }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
  });
  const extras = table.tableQuery.data as InvoiceListExtras | undefined;
  // The filters and totals stay on screen while the next page or filter loads.
  const lastExtras = useRef<InvoiceListExtras>({});
  if (extras?.availableFilters) lastExtras.current = extras;
  const { availableFilters = [], unpaidTotal, overdueTotal } = lastExtras.current;

  const { download, pendingId } = useInvoicePdf();
  const mayPay = useCan({ resource: 'sales-invoices', action: 'pay' }).data?.can === true;
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const columns = useMemo(
    () => invoiceColumns(t, locale, showNetPrices, { onPdf: (row) => void download(row), onPay: setPaying, pdfPendingId: pendingId, mayPay }),
    [t, locale, showNetPrices, download, pendingId, mayPay],
  );
  const narrow = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  const { setFilters, setCurrentPage } = table;
  // Spec §4: a changed filter starts again from the first page.
  const changeFilter = useCallback(
    (filter: CrudFilter) => {
      setFilters([filter], 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const clearFilters = useCallback(() => {
    setFilters([], 'replace');
    setCurrentPage(1);
  }, [setFilters, setCurrentPage]);
  const total = table.result.total;

  return (
    <Box component="section" aria-labelledby="invoices-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="invoices-title" variant="h1" sx={{ fontSize: '2.8rem', fontWeight: 700 }}>
          {t('invoices.title')}
        </Typography>
        {total !== undefined && <Typography color="text.secondary">{t('invoices.count', { count: total })}</Typography>}
      </Box>
      <InvoiceTotals unpaid={unpaidTotal} overdue={overdueTotal} loading={table.tableQuery.isLoading} />
      {availableFilters.length > 0 && (
        <InvoiceFilters available={availableFilters} filters={table.filters} onChange={changeFilter} onClear={clearFilters} />
      )}
      {table.tableQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => table.tableQuery.refetch()}>
              {t('invoices.retry')}
            </Button>
          }
        >
          {t('invoices.loadError')}
        </Alert>
      ) : (
        <ServerDataGrid
          table={table}
          columns={columns}
          label={t('invoices.gridLabel')}
          locale={locale}
          noRowsLabel={t('invoices.empty')}
          columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
          getRowClassName={({ row }) => (invoiceStatusTone(row) === 'overdue' ? 'invoice-row--overdue' : '')}
          sx={{
            // Overdue rows: a red bar at the start and a light tint; the status chip says it in words.
            '& .invoice-row--overdue': {
              bgcolor: (theme) => alpha(theme.palette.error.main, 0.06),
              boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}`,
            },
            '& .invoice-row--overdue:hover': { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) },
          }}
        />
      )}
      <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} />
    </Box>
  );
}

/** /moje-konto/faktury: the company's invoices (acl invoices), 24 a page, sorted and filtered on the server. */
export default function InvoicesList() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('invoices.title'), description: t('invoices.description') });
  const { data: access, isLoading } = useCan({ resource: 'sales-invoices', action: 'list' });
  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  return access?.can === false ? <AccountForbidden title={t('invoices.title')} /> : <InvoicesGrid />;
}
