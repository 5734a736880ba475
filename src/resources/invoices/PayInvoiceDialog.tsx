import { useId } from 'react';
import { useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Money, PaymentRedirectResponse } from '../../generated/model';
import { SALES_INVOICES_RESOURCE } from './resource';
import { formatMoney } from '../../domain/price';

export interface PayableInvoice {
  id: number;
  number: string;
  amountDue: Money;
}

/**
 * Spec §2 "pay invoice": confirms the amount, starts the online payment (sales-invoices' `pay`
 * action through the data provider) and goes to the payment page — the demo's /demo/platnosc/<token>,
 * another shop path, or an outside operator's address.
 */
export function PayInvoiceDialog({ invoice, onClose }: { invoice: PayableInvoice | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutation, mutateAsync } = useCustomMutation<PaymentRedirectResponse & Record<string, unknown>, HttpError>();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const start = async () => {
    if (!invoice) return;
    const response = await mutateAsync({
      url: '',
      method: 'post',
      values: {},
      meta: { resource: SALES_INVOICES_RESOURCE, action: 'pay', id: invoice.id },
      successNotification: false,
      errorNotification: false,
    }).catch(() => null);
    if (!response) return;
    // The invoice and the unpaid totals change once the payment completes: read them again on return.
    void invalidate({ resource: SALES_INVOICES_RESOURCE, invalidates: ['list', 'detail'], id: invoice.id });
    const { redirectUrl } = response.data;
    if (redirectUrl.startsWith('/')) void navigate(redirectUrl);
    else window.location.assign(redirectUrl);
  };
  const amount = invoice ? formatMoney(invoice.amountDue, false) : '';
  return (
    <Dialog open={invoice !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('invoices.pay.title', { number: invoice?.number ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('invoices.pay.text', { amount })}</DialogContentText>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('invoices.pay.error')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('invoices.pay.cancel')}</Button>
        <Button variant="contained" onClick={() => void start()} disabled={mutation.isPending}>
          {mutation.isPending ? t('invoices.pay.pending') : t('invoices.pay.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
