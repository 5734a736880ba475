import { useCallback, useState } from 'react';
import { useCreate, useDelete, useInvalidate, type BaseKey, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { Report, ReportRequest } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { reportFileName } from './reportStatus';
import { downloadReportFile, REPORTS_RESOURCE } from './reportsResource';

const QUIET = { successNotification: false, errorNotification: false } as const;

/** Orders a report (useCreate); answers the server's message. The list loads again, so the pending report shows first. */
export function useOrderReport() {
  const { mutateAsync } = useCreate<Report, HttpError, ReportRequest>();
  return useCallback(
    async (request: ReportRequest): Promise<string | undefined> => {
      const response = await mutateAsync({ resource: REPORTS_RESOURCE, values: request, ...QUIET });
      return (response as { message?: string }).message;
    },
    [mutateAsync],
  );
}

/** Deletes a report (useDelete, then the list loads again); answers the server's message ("Raport został usunięty."). */
export function useDeleteReport() {
  const { mutateAsync } = useDelete<{ id: BaseKey; message: string }, HttpError>();
  const invalidate = useInvalidate();
  return useCallback(
    async (id: BaseKey): Promise<string | undefined> => {
      try {
        const response = await mutateAsync({ resource: REPORTS_RESOURCE, id, mutationMode: 'pessimistic', ...QUIET });
        return response.data?.message;
      } finally {
        // Also after a refusal: the report may be gone already (deleted in another tab).
        await invalidate({ resource: REPORTS_RESOURCE, invalidates: ['list'] });
      }
    },
    [mutateAsync, invalidate],
  );
}

/** Downloads a ready report's XLSX; `pendingId` is the report being fetched; a refusal (spec §8) is the server's message in a toast. */
export function useReportDownload() {
  const { t } = useTranslation('account');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const download = useCallback(
    async (report: Report) => {
      setPendingId(report.id);
      try {
        await downloadReportFile(report, reportFileName(report, t('reports.download.filePrefix')));
      } catch (error) {
        showToast({ severity: 'error', message: messageOf(error, t('reports.download.failed')) });
      } finally {
        setPendingId(null);
      }
    },
    [t],
  );
  return { download, pendingId };
}
