import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../ui/toasts/toastStore';
import { downloadInvoicePdf, invoiceFileName } from './invoicePdf';

/** Downloads an invoice's PDF; `pendingId` is the invoice being fetched, a failure is told in a toast. */
export function useInvoicePdf() {
  const { t } = useTranslation('account');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const download = useCallback(
    async (invoice: { id: number; number: string }) => {
      setPendingId(invoice.id);
      try {
        await downloadInvoicePdf(invoice.id, invoiceFileName(invoice.number, t('invoices.pdf.filePrefix')));
      } catch {
        showToast({ severity: 'error', message: t('invoices.pdf.error', { number: invoice.number }) });
      } finally {
        setPendingId(null);
      }
    },
    [t],
  );
  return { download, pendingId };
}
