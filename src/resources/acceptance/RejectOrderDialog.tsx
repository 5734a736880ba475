import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '../../i18n/useTranslation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The contract's limit of a rejection reason (SalesOrderRejection.reason, 1–500 characters). */
export const REJECTION_REASON_MAX = 500;

export interface RejectOrderDialogProps {
  open: boolean;
  /** The numbers of the orders to reject (one from a row or the order page, several from a bulk action). */
  orderNumbers: string[];
  onClose: () => void;
  /** Called with the trimmed reason; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: (reason: string) => Promise<unknown> | void;
  pending?: boolean;
}

/**
 * "Odrzuć zamówienie" (spec §2 dialogs): the approver must give a reason, which the buyer reads in
 * the notification. Used by the acceptance queue (row and bulk) and the order page.
 */
export function RejectOrderDialog({ open, orderNumbers, onClose, onConfirm, pending = false }: RejectOrderDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const titleId = useId();
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(1, t('common:validation.required'))
      .max(REJECTION_REASON_MAX, t('common:validation.maxLength', { length: REJECTION_REASON_MAX })),
  });
  const { register, handleSubmit, reset, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  const error = formState.errors.reason?.message;
  const many = orderNumbers.length > 1;

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(async ({ reason }) => onConfirm(reason.trim()))}>
        <DialogTitle id={titleId}>{many ? t('acceptance.reject.titleMany', { count: orderNumbers.length }) : t('acceptance.reject.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {many
              ? t('acceptance.reject.leadMany', { numbers: orderNumbers.join(', ') })
              : t('acceptance.reject.lead', { number: orderNumbers[0] ?? '' })}
          </DialogContentText>
          <TextField
            {...register('reason')}
            label={t('acceptance.reject.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error ?? t('acceptance.reject.hint')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('acceptance.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {many ? t('acceptance.reject.confirmMany', { count: orderNumbers.length }) : t('acceptance.reject.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
