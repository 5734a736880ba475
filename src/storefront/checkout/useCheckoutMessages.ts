import { useValidationMessages } from '../../ui/form/useValidationMessages';
import type { CheckoutMessages } from './checkoutSchema';

const OWN = { namespace: 'checkout', taxId: 'checkout:validation.taxId', terms: 'checkout:validation.terms' };

/** The §5 messages in the page's language (Polish: word for word as VALIDATION_MESSAGES). */
export function useCheckoutMessages(): CheckoutMessages {
  return useValidationMessages(OWN);
}
