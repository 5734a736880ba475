import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** The §5 messages a form's rules take (Polish word for word: src/domain/validation.ts VALIDATION_MESSAGES). */
export interface FormMessages {
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
  /** A text with control or text-direction characters (domain/controlCharacters.ts). */
  controlCharacters: string;
  minLength: (length: number) => string;
  maxLength: (length: number) => string;
}

/**
 * The §5 messages in the page's language: the common ones from `common`, the NIP and terms messages
 * from the keys the form's own texts give them (e.g. `checkout:validation.taxId`).
 */
export function useValidationMessages(own: { namespace: string; taxId: string; terms: string }): FormMessages {
  const { t } = useTranslation(['common', own.namespace]);
  return useMemo(
    () => ({
      required: t('common:validation.required'),
      email: t('common:validation.email'),
      zip: t('common:validation.zip'),
      phone: t('common:validation.phonePrefix'),
      phoneDashed: t('common:validation.phone'),
      passwordConfirmation: t('common:validation.passwordConfirmation'),
      controlCharacters: t('common:validation.controlCharacters'),
      minLength: (length: number) => t('common:validation.minLength', { length }),
      maxLength: (length: number) => t('common:validation.maxLength', { length }),
      taxId: t(own.taxId),
      terms: t(own.terms),
    }),
    [t, own.taxId, own.terms],
  );
}
