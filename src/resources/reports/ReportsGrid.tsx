import { useEffect, useMemo, useRef, useState } from 'react';
import { useAccountTable } from '../useAccountTable';
import { useTranslation } from '../../i18n/useTranslation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Report } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { showToast } from '../../ui/toasts/toastStore';
import { ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZES } from '../listQuery';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { AccountList } from '../ui/AccountList';
import { DeleteReportDialog } from './DeleteReportDialog';
import { reportColumns } from './reportColumns';
import { finishedSince, reportsPollInterval } from './reportStatus';
import { REPORTS_RESOURCE } from './reportsResource';
import { useReportDownload } from './useReportMutations';
import { usePhoneLayout } from '../ui/usePhoneLayout';

const NO_HIDDEN_COLUMNS: Record<string, boolean> = {};
const PHONE_HIDDEN_COLUMNS: Record<string, boolean> = { period: false, createdAt: false, status: false };

/**
 * The user's reports, 24 a page, newest first (page and sort in the URL). While any report is being
 * prepared the list is asked again every REPORT_POLL_MS and not once none is; a report that gets ready
 * (or fails) meanwhile is announced in a toast.
 */
export function ReportsGrid() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const table = useAccountTable<Report>({
    resource: REPORTS_RESOURCE,
    pagination: { pageSize: ACCOUNT_PAGE_SIZE, pageSizes: ACCOUNT_PAGE_SIZES },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { mode: 'off' },
    queryOptions: { refetchInterval: (query) => reportsPollInterval(query.state.data?.data) },
  });
  const reports = table.result.data;

  // Statuses at the last look: a report pending then and done now is announced once.
  const seen = useRef<Map<number, Report['status']>>(new Map());
  useEffect(() => {
    if (!reports) return;
    for (const report of finishedSince(seen.current, reports)) {
      showToast(
        report.status === 'ready'
          ? { message: t('reports.readyToast', { type: report.typeName }) }
          : { severity: 'warning', message: report.failureReason || t('reports.failedToast', { type: report.typeName }) },
      );
    }
    seen.current = new Map(reports.map((report) => [report.id, report.status]));
  }, [reports, t]);

  const { download, pendingId } = useReportDownload();
  const [deleting, setDeleting] = useState<Report | null>(null);
  const narrow = usePhoneLayout();
  const columns = useMemo(
    () => reportColumns(t, locale, { onDownload: (report) => void download(report), onDelete: setDeleting, downloadPendingId: pendingId }, narrow),
    [t, locale, download, pendingId, narrow],
  );
  const total = table.result.total;

  return (
    <Box component="section" aria-labelledby="reports-list-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="reports-list-title" variant="h2" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {t('reports.listTitle')}
        </Typography>
        {total !== undefined ? <Typography color="text.secondary">{t('reports.count', { count: total })}</Typography> : null}
      </Box>
      {table.tableQuery.isError ? (
        <LoadErrorAlert retryLabel={t('reports.retry')} onRetry={() => table.tableQuery.refetch()}>
          {t('reports.loadError')}
          {table.tableQuery.error?.message ? ` ${table.tableQuery.error.message}` : ''}
        </LoadErrorAlert>
      ) : (
        <AccountList
          table={table}
          resource={REPORTS_RESOURCE}
          columns={columns}
          label={t('reports.gridLabel')}
          fileTitle={t('reports.listTitle')}
          locale={locale}
          noRowsLabel={t('reports.empty')}
          columnVisibilityModel={narrow ? PHONE_HIDDEN_COLUMNS : NO_HIDDEN_COLUMNS}
          // A failed report's reason and a period on a phone wrap onto a second line.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      )}
      <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
