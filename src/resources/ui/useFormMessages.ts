import { useValidationMessages, type FormMessages } from '../../ui/form/useValidationMessages';

const OWN = { namespace: 'account', taxId: 'account:formMessages.taxId', terms: 'account:formMessages.terms' };

/**
 * The §5 messages for the account area's forms (address, company data) in the page's language — the
 * same set the checkout's rules take, from texts the account area has loaded.
 */
export function useFormMessages(): FormMessages {
  return useValidationMessages(OWN);
}
