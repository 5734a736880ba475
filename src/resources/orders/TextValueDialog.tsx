import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { messageOf } from './orderMessages';

interface TextValueDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  helperText?: string;
  submitLabel?: string;
  /** Saves the value; a rejection's message is shown in the dialog. */
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
}

/** The frame of the order dialogs that change one text (comment, client order number, rejection reason). */
export function TextValueDialog({ open, title, label, initial, maxLength, required, multiline, helperText, submitLabel, onSubmit, onClose }: TextValueDialogProps) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const problem =
    required && !value.trim() ? t('orders.dialogs.required') : value.length > maxLength ? t('orders.dialogs.maxLength', { length: maxLength }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(value.trim());
    } catch (error) {
      setFailure(messageOf(error, t('orders.actions.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            required={required}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(problem)}
            helperText={(touched && problem) || helperText || `${value.length}/${maxLength}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('orders.dialogs.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel ?? t('orders.dialogs.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
