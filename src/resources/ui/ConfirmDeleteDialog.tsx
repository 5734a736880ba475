import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { showToast } from '../../ui/toasts/toastStore';
import { messageOf } from '../orders/orderMessages';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What is about to go, in words. */
  lead: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Deletes; resolves with the server's message, if it sent one. */
  onConfirm: () => Promise<string | undefined | void>;
  /** The toast when the server sent no message. */
  deletedMessage: string;
  /** The error when the server's refusal carries no message (spec §8). */
  failedMessage: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deleting asks first. Done: a toast (the server's message, else `deletedMessage`) and the dialog
 * closes; refused: the server's message, else `failedMessage`, shows inside the dialog and nothing
 * is gone. While the call runs the dialog cannot be dismissed.
 */
export function ConfirmDeleteDialog({ open, title, lead, cancelLabel, confirmLabel, onConfirm, deletedMessage, failedMessage, onClose, onDeleted }: ConfirmDeleteDialogProps) {
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
      const message = await onConfirm();
      showToast({ message: message || deletedMessage });
      onClose();
      onDeleted?.();
    } catch (error) {
      setFailure(messageOf(error, failedMessage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <DialogContentText>{lead}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
