import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** While the form is sent the dialog stays open and its buttons wait. */
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** A refusal that names none of the fields, above the form. */
  formError: string | null;
  cancelLabel: string;
  submitLabel: string;
  maxWidth?: 'sm' | 'md';
  /** A line under the title saying what the form is for. */
  lead?: string;
  children: ReactNode;
}

/**
 * The frame of every account form dialog: titled (with a lead line if given), full screen on phones, the form's own error above
 * its fields, "cancel" and the submit button below; closing waits while the form is sent.
 */
export function FormDialog({ open, onClose, title, submitting, onSubmit, formError, cancelLabel, submitLabel, maxWidth = 'sm', lead, children }: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {lead ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {lead}
            </Typography>
          ) : null}
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
