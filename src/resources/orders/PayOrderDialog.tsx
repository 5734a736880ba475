import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SalesOrder } from '../../generated/model';
import { messageOf } from './orderMessages';
import { useOrderAction } from './useOrderMutations';
import { formatMoney } from '../../domain/price';

/** Where the browser goes to pay (the operator's page; the demo's is /demo/platnosc/<token>). */
export const goToPayment = (url: string) => window.location.assign(url);

/** Spec §2 "pay order": starts an online payment and leaves for the operator's page. */
export function PayOrderDialog({ order, open, onClose }: { order: SalesOrder; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const pay = useOrderAction('pay');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const amount = formatMoney(order.grandTotal, false);
  const run = async () => {
    setFailure(null);
    try {
      const { redirectUrl } = await pay.run(order.id);
      goToPayment(redirectUrl);
    } catch (error) {
      setFailure(messageOf(error, t('orders.actions.failed')));
    }
  };
  return (
    <Dialog open={open} onClose={pay.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('orders.dialogs.pay.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{t('orders.dialogs.pay.lead', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pay.isPending}>
          {t('orders.dialogs.cancel')}
        </Button>
        <Button variant="contained" onClick={run} loading={pay.isPending}>
          {t('orders.dialogs.pay.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
