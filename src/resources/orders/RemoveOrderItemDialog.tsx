import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SalesOrder, SalesOrderItem } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from './orderMessages';
import { useOrderAction } from './useOrderMutations';

/** Spec §2 "remove order item": one line out of an order that may still change. */
export function RemoveOrderItemDialog({ order, item, onClose }: { order: SalesOrder; item: SalesOrderItem | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const remove = useOrderAction('removeItem');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const run = async () => {
    if (!item) return;
    setFailure(null);
    try {
      await remove.run(order.id, { productId: item.productId });
      showToast({ message: t('orders.actions.updated') });
      onClose();
    } catch (error) {
      setFailure(messageOf(error, t('orders.actions.failed')));
    }
  };
  return (
    <Dialog open={item !== null} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('orders.dialogs.removeItem.title')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{t('orders.dialogs.removeItem.lead', { name: item?.name ?? '', number: order.number })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('orders.dialogs.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={run} loading={remove.isPending}>
          {t('orders.dialogs.removeItem.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
