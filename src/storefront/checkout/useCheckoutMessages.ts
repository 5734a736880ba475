import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMessages } from './checkoutSchema';

/** The §5 messages in the page's language (Polish: word for word as VALIDATION_MESSAGES). */
export function useCheckoutMessages(): CheckoutMessages {
  const { t } = useTranslation(['common', 'checkout']);
  return useMemo(
    () => ({
      required: t('common:validation.required'),
      email: t('common:validation.email'),
      zip: t('common:validation.zip'),
      phone: t('common:validation.phonePrefix'),
      phoneDashed: t('common:validation.phone'),
      passwordConfirmation: t('common:validation.passwordConfirmation'),
      minLength: (length: number) => t('common:validation.minLength', { length }),
      maxLength: (length: number) => t('common:validation.maxLength', { length }),
      taxId: t('checkout:validation.taxId'),
      terms: t('checkout:validation.terms'),
    }),
    [t],
  );
}
