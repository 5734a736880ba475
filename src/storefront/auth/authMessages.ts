import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_MESSAGES } from '../../domain/validation';

/** The messages of spec §5 the registration and password forms use. */
export interface AuthFormMessages {
  required: string;
  email: string;
  zip: string;
  /** "+48" / length rule. */
  phone: string;
  /** 3-3-3 with dashes. */
  phoneDashed: string;
  taxId: string;
  terms: string;
  passwordConfirmation: string;
  minLength: (length: number) => string;
  maxLength: (length: number) => string;
}

/** Polish, word for word (the demo API says the same). */
export const POLISH_AUTH_MESSAGES: AuthFormMessages = VALIDATION_MESSAGES;

/** The §5 messages in the page's language (Polish: word for word as VALIDATION_MESSAGES). */
export function useAuthFormMessages(): AuthFormMessages {
  const { t } = useTranslation(['common', 'auth']);
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
      taxId: t('auth:registration.validation.taxId'),
      terms: t('auth:registration.validation.terms'),
    }),
    [t],
  );
}
