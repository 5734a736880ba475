import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate } from '../../domain/date';
import type { Report } from '../../generated/model';
import { useLocale } from '../../app/routes';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { useDeleteReport } from './useReportMutations';

/**
 * Deleting a report asks first; done, the toast says "Raport został usunięty." (spec §8); a refusal
 * shows the server's message here and the report stays.
 */
export function DeleteReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const remove = useDeleteReport();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    setFailure(null);
    try {
      const message = await remove(report.id);
      showToast({ message: message || t('reports.delete.deleted') });
      onClose();
    } catch (error) {
      setFailure(messageOf(error, t('reports.delete.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={report !== null} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('reports.delete.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {report ? (
          <DialogContentText>
            {t('reports.delete.lead', { type: report.typeName, from: formatDate(report.from, locale), to: formatDate(report.to, locale) })}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('reports.delete.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={busy}>
          {t('reports.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
