import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { saveFile } from '../ui/saveFile';
import { invoicesZipName } from './invoiceZip';

/**
 * "Pobierz PDF (ZIP)": the ticked invoices' PDFs as one file named after the list and the day. The
 * ZIP's code loads on the first use. `failure` says which invoices' PDFs did not come (then no file
 * is offered) until the next try.
 */
export function useInvoicesZip(listTitle: string) {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = useCallback(
    async (invoices: readonly { id: number; number: string }[]) => {
      if (invoices.length === 0) return false;
      setPending(true);
      setFailure(null);
      try {
        const { invoicesZip } = await import('./invoicesZipFile');
        const outcome = await invoicesZip(invoices, t('invoices.pdf.filePrefix'));
        if (!outcome.ok) {
          const numbers = outcome.failed.map((invoice) => invoice.number).join(', ');
          setFailure(t('invoices.bulk.zipFailed', { count: outcome.failed.length, numbers }));
          return false;
        }
        saveFile(outcome.zip, invoicesZipName(listTitle, new Date()), 'application/zip');
        return true;
      } catch {
        setFailure(t('invoices.bulk.zipError'));
        return false;
      } finally {
        setPending(false);
      }
    },
    [t, listTitle],
  );
  return { download, pending, failure, clearFailure: useCallback(() => setFailure(null), []) };
}
