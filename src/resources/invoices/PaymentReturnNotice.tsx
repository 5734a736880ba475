import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { PAYMENT_RESULT_PARAM } from '../../storefront/checkout/public';

/**
 * Back from the payment page (`?platnosc=paid|failed`, the address the payment returns to): says how
 * the payment ended, above the invoices it was for. Closing it takes the word off the address, so a
 * reload or a shared link does not say it again.
 */
export function PaymentReturnNotice({ several }: { several: boolean }) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const result = params.get(PAYMENT_RESULT_PARAM);
  if (result !== 'paid' && result !== 'failed') return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      severity={result === 'paid' ? 'success' : 'warning'}
      role={result === 'paid' ? 'status' : 'alert'}
      onClose={close}
      sx={{ mb: 2 }}
    >
      {t(`invoices.paymentReturn.${result}${several ? 'Several' : ''}`)}
    </Alert>
  );
}
