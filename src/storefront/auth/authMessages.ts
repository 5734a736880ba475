import { VALIDATION_MESSAGES } from '../../domain/validation';
import { useValidationMessages, type FormMessages } from '../../ui/form/useValidationMessages';

/** The messages of spec §5 the registration and password forms use. */
export type AuthFormMessages = FormMessages;

/** Polish, word for word (the demo API says the same). */
export const POLISH_AUTH_MESSAGES: AuthFormMessages = VALIDATION_MESSAGES;

const OWN = { namespace: 'auth', taxId: 'auth:registration.validation.taxId', terms: 'auth:registration.validation.terms' };

/** The §5 messages in the page's language (Polish: word for word as VALIDATION_MESSAGES). */
export function useAuthFormMessages(): AuthFormMessages {
  return useValidationMessages(OWN);
}
