/**
 * Asking for an offer (the "offer request" dialog): what the buyer writes and how to reach her, with
 * spec §5's messages. The dialog and the demo API use the same rules.
 */
import { phoneProblem } from './checkout';
import { isValidEmail, VALIDATION_MESSAGES } from './validation';

/** The contract's maximum length of the request's text. */
export const OFFER_REQUEST_MESSAGE_MAX = 2000;

export interface OfferRequestFields {
  message?: unknown;
  contactEmail?: unknown;
  contactPhone?: unknown;
}

export interface OfferRequestProblem {
  field: 'message' | 'contactEmail' | 'contactPhone';
  message: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Every field's problem in the form's order: the text is required (at most 2000 characters); e-mail and phone, when given, follow §5. */
export function offerRequestProblems(fields: OfferRequestFields): OfferRequestProblem[] {
  const problems: OfferRequestProblem[] = [];
  const message = text(fields.message);
  if (!message) problems.push({ field: 'message', message: VALIDATION_MESSAGES.required });
  else if (message.length > OFFER_REQUEST_MESSAGE_MAX) problems.push({ field: 'message', message: VALIDATION_MESSAGES.maxLength(OFFER_REQUEST_MESSAGE_MAX) });
  const email = text(fields.contactEmail);
  if (email && !isValidEmail(email)) problems.push({ field: 'contactEmail', message: VALIDATION_MESSAGES.email });
  const phone = text(fields.contactPhone);
  const phoneRule = phone ? phoneProblem(phone) : null;
  if (phoneRule) problems.push({ field: 'contactPhone', message: VALIDATION_MESSAGES[phoneRule] });
  return problems;
}
