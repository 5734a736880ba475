import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMessages } from '../../storefront/checkout/checkoutSchema';

/**
 * The §5 messages for the account area's forms (address, company data) in the page's language — the
 * same set the checkout's rules take, from texts the account area has loaded (Polish word for word
 * as src/domain/validation.ts VALIDATION_MESSAGES).
 */
export function useFormMessages(): CheckoutMessages {
  const { t } = useTranslation(['common', 'account']);
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
      taxId: t('account:formMessages.taxId'),
      terms: t('account:formMessages.terms'),
    }),
    [t],
  );
}
