import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ShoppingList } from '../../generated/model';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';
import { useDeleteList } from './useShoppingListMutations';

interface DeleteListDialogProps {
  list: Pick<ShoppingList, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * "Usuń listę" (spec §2 "delete list"): asks first; a refusal shows the server's message, else
 * "Wystąpił błąd podczas usuwania listy" (spec §8), and the list stays.
 */
export function DeleteListDialog({ list, open, onClose, onDeleted }: DeleteListDialogProps) {
  const { t } = useTranslation('account');
  const remove = useDeleteList();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const message = await remove(list.id);
      showToast({ message: message || t('shoppingLists.delete.deleted') });
      onClose();
      onDeleted?.();
    } catch (error) {
      setFailure(messageOf(error, t('shoppingLists.delete.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('shoppingLists.delete.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <DialogContentText>{t('shoppingLists.delete.lead', { name: list.name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('shoppingLists.dialogs.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={busy}>
          {t('shoppingLists.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
