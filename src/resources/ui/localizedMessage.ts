/**
 * The domain's field rules (src/domain/*: companyUserProblems, offerRequestProblems...) answer with
 * spec §5's Polish messages, the same the demo API sends. A form in the account area shows them in the
 * page's language: each Polish text is matched to its message in `messages` (the §5 set from the
 * locale files); a rule's own text can be given in `own`; anything else is shown as it came.
 */
import { VALIDATION_MESSAGES } from '../../domain/validation';
import type { FormMessages } from '../../ui/form/useValidationMessages';

const FIXED = ['required', 'email', 'zip', 'phone', 'phoneDashed', 'taxId', 'terms', 'passwordConfirmation', 'controlCharacters'] as const;

/** The Polish templates with a number, as patterns: "Maksymalna ilość znaków to: 100." → 100. */
const LENGTH_RULES = [
  { pattern: new RegExp(`^${VALIDATION_MESSAGES.maxLength(0).replace('0', '(\\d+)').replace('.', '\\.')}$`), message: (messages: FormMessages, length: number) => messages.maxLength(length) },
  { pattern: new RegExp(`^${VALIDATION_MESSAGES.minLength(0).replace('0', '(\\d+)').replace('.', '\\.')}$`), message: (messages: FormMessages, length: number) => messages.minLength(length) },
];

export function localizedMessage(message: string, messages: FormMessages, own: Readonly<Record<string, string>> = {}): string {
  if (own[message] !== undefined) return own[message];
  const fixed = FIXED.find((key) => VALIDATION_MESSAGES[key] === message);
  if (fixed) return messages[fixed];
  for (const rule of LENGTH_RULES) {
    const match = rule.pattern.exec(message);
    if (match) return rule.message(messages, Number(match[1]));
  }
  return message;
}
