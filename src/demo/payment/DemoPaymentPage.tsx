import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError, serverMessageOr } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { formatMoney } from '../../domain/price';
import { completePayment, useGetPayment } from '../../generated/api/checkout/checkout';
import type { Payment, PaymentCompletionStatus } from '../../generated/model';
import { useSession } from '../../session';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { Spinner } from '../../ui/Spinner';
import { PAYMENT_RESULT_PARAM } from '../../storefront/checkout/public';
import classes from './DemoPaymentPage.module.css';

/**
 * The payment operator's page of the demo (/demo/platnosc/:token; the route exists only while the
 * in-browser demo API runs): the order number (or the invoices) and amount, pay or reject, then back
 * to the shop's confirmation (or the invoice, or the invoices list) as paid or failed.
 */
export function DemoPaymentPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('checkout');
  const { status } = useSession();
  const query = useGetPayment(token, { query: { enabled: status === 'ready' && token !== '', staleTime: 0 } });
  usePageMeta({ title: t('demoPayment.title'), noindex: true });
  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <p className={classes.operator}>{t('demoPayment.operator')}</p>
        <h1 className={classes.title}>{(query.data?.payment.invoices?.length ?? 0) > 1 ? t('demoPayment.titleInvoices') : t('demoPayment.title')}</h1>
        {query.error ? (
          <p role="alert">{isApiError(query.error) && query.error.status === 404 ? t('demoPayment.notFound') : serverMessageOr(query.error, t('errors.loadText'))}</p>
        ) : query.data ? (
          <PaymentForm payment={query.data.payment} />
        ) : (
          <Spinner aria-label={t('loading')} />
        )}
      </div>
    </div>
  );
}

function PaymentForm({ payment }: { payment: Payment }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PaymentCompletionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invoiceNumbers = (payment.invoices ?? []).map((invoice) => invoice.number);
  const back = (result: string) => {
    const separator = payment.returnUrl.includes('?') ? '&' : '?';
    return navigate(`${payment.returnUrl}${separator}${PAYMENT_RESULT_PARAM}=${result}`, { replace: true });
  };

  async function complete(result: PaymentCompletionStatus) {
    setBusy(result);
    setError(null);
    try {
      await completePayment(payment.token, { status: result });
      await queryClient.invalidateQueries({ queryKey: [`/e-commerce/v1/sales-orders/${payment.orderId}`] });
      await back(result);
    } catch (failure) {
      setError(serverMessageOr(failure, t('demoPayment.failed')));
      setBusy(null);
    }
  }

  return (
    <>
      <dl className={classes.facts}>
        {invoiceNumbers.length > 1 ? (
          <div>
            <dt>{t('demoPayment.invoices')}</dt>
            <dd>
              <ul className={classes.invoices}>
                {invoiceNumbers.map((number) => (
                  <li key={number}>{number}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : payment.invoiceNumber ? (
          <div>
            <dt>{t('demoPayment.invoice')}</dt>
            <dd>{payment.invoiceNumber}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('demoPayment.order')}</dt>
            <dd>{payment.orderNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t('demoPayment.amount')}</dt>
          <dd className={classes.amount}>{formatMoney(payment.amount, false)}</dd>
        </div>
      </dl>
      {payment.status === 'pending' ? (
        <div className={classes.actions}>
          <LoadingButton className={`${controls.button} ${controls.contained} ${classes.pay}`} loading={busy === 'paid'} disabled={busy !== null} onClick={() => void complete('paid')}>
            {t('demoPayment.pay')}
          </LoadingButton>
          <LoadingButton className={`${controls.button} ${controls.outlined}`} loading={busy === 'failed'} disabled={busy !== null} onClick={() => void complete('failed')}>
            {t('demoPayment.reject')}
          </LoadingButton>
        </div>
      ) : (
        <div className={classes.actions}>
          <p>{payment.status === 'paid' ? t('demoPayment.alreadyPaid') : t('demoPayment.alreadyFailed')}</p>
          <button type="button" className={`${controls.button} ${controls.outlined}`} onClick={() => void back(payment.status)}>
            {t('demoPayment.back')}
          </button>
        </div>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <p className={classes.note}>{t('demoPayment.note')}</p>
    </>
  );
}
