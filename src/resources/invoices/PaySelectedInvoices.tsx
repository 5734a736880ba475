import { useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { formatPln } from '../../domain/money';
import type { PaymentRedirectResponse, SalesInvoiceSummary, SalesInvoicesPayment } from '../../generated/model';
import { useLocale } from '../../routing/routes';
import { messageOf } from '../orders/orderMessages';
import { SALES_INVOICES_RESOURCE } from './resource';

/** The ticked invoices one payment may cover: unpaid, payable online, something due. */
export const payableInvoices = (invoices: readonly SalesInvoiceSummary[]): SalesInvoiceSummary[] =>
  invoices.filter((invoice) => invoice.canPay && invoice.amountDue.gross > 0);

/** What they come to (gross, as the operator takes it), in grosze so that the sum adds up. */
export const payableSum = (invoices: readonly SalesInvoiceSummary[]): number =>
  invoices.reduce((sum, invoice) => sum + Math.round(invoice.amountDue.gross * 100), 0) / 100;

/**
 * "Zapłać zaznaczone" of the invoices' bulk bar: one online payment of the ticked payable invoices
 * (paySalesInvoices through the data provider), its sum on the button; then the payment page. A
 * refusal (an invoice paid meanwhile, named by the server) shows under the bar.
 */
export function PaySelectedInvoices({ selected }: { selected: readonly SalesInvoiceSummary[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutation, mutateAsync } = useCustomMutation<PaymentRedirectResponse & Record<string, unknown>, HttpError, SalesInvoicesPayment>();
  const payable = payableInvoices(selected);
  if (!payable.length) return null;
  const amount = formatPln(payableSum(payable), locale);

  const start = async () => {
    const response = await mutateAsync({
      url: '',
      method: 'post',
      values: { invoiceIds: payable.map((invoice) => invoice.id) },
      meta: { resource: SALES_INVOICES_RESOURCE, action: 'payMany' },
      successNotification: false,
      errorNotification: false,
    }).catch(() => null);
    if (!response) return;
    // The invoices and the unpaid totals change once the payment completes: read them again on return.
    void invalidate({ resource: SALES_INVOICES_RESOURCE, invalidates: ['list'] });
    const { redirectUrl } = response.data;
    if (redirectUrl.startsWith('/')) void navigate(redirectUrl);
    else window.location.assign(redirectUrl);
  };

  return (
    <>
      <Button variant="contained" startIcon={<PaymentsOutlined />} loading={mutation.isPending} onClick={() => void start()}>
        {t('invoices.bulk.pay', { count: payable.length, amount })}
      </Button>
      {mutation.isError ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }} onClose={() => mutation.reset()} slotProps={{ closeButton: { title: t('invoices.bulk.closeError') } }}>
          {messageOf(mutation.error, t('invoices.pay.error'))}
        </Alert>
      ) : null}
    </>
  );
}
