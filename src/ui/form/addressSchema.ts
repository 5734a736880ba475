import { z } from 'zod';
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidZip, VALIDATION_MESSAGES } from '../../domain/validation';
import type { FormMessages } from './useValidationMessages';

/** The §5 messages in Polish, word for word: what a form's rules say when no language is given. */
export const POLISH_FORM_MESSAGES: FormMessages = VALIDATION_MESSAGES;

/** An address as the forms hold it (checkout, address book). */
export const addressShape = z.object({
  name: z.string(),
  streetWithNumber: z.string(),
  addressLine1: z.string(),
  zip: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone1: z.string(),
});

export type AddressValues = z.infer<typeof addressShape>;

export const EMPTY_ADDRESS: AddressValues = { name: '', streetWithNumber: '', addressLine1: '', zip: '', city: '', countryCode: 'PL', phone1: '+48' };

export type Report = (path: string, message: string) => void;

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Collects the issues of a form: every rule runs, so a submit shows every problem at once. */
export function reporter(ctx: z.core.$RefinementCtx): Report {
  return (path, message) => ctx.addIssue({ code: 'custom', path: path.split('.').filter(Boolean), message, input: undefined });
}

/** The §5 rules of single fields and of an address, reporting under a field's path. */
export function fieldRules(report: Report, messages: FormMessages) {
  const required = (path: string, value: string) => {
    if (value.trim() === '') report(path, messages.required);
    return value.trim() !== '';
  };
  const maxLength = (path: string, value: string, max: number) => {
    if (value.length > max) report(path, messages.maxLength(max));
  };
  const zip = (path: string, value: string) => {
    if (required(path, value) && !isValidZip(value)) report(path, messages.zip);
  };
  const phone = (path: string, value: string) => {
    const problem = required(path, value) ? phoneProblem(value) : null;
    if (problem) report(path, messages[problem]);
  };
  return {
    required,
    maxLength,
    zip,
    phone,
    email(path: string, value: string) {
      if (value.length > EMAIL_MAX_LENGTH) report(path, messages.maxLength(EMAIL_MAX_LENGTH));
      else if (required(path, value) && !isValidEmail(value)) report(path, messages.email);
    },
    /** Every field of an address, the recipient and the second line included, with its §5 rule and length. */
    address(prefix: string, values: AddressValues) {
      maxLength(`${prefix}.name`, values.name, 200);
      maxLength(`${prefix}.addressLine1`, values.addressLine1, 200);
      required(`${prefix}.streetWithNumber`, values.streetWithNumber);
      maxLength(`${prefix}.streetWithNumber`, values.streetWithNumber, 200);
      zip(`${prefix}.zip`, values.zip);
      required(`${prefix}.city`, values.city);
      maxLength(`${prefix}.city`, values.city, 100);
      required(`${prefix}.countryCode`, values.countryCode);
      phone(`${prefix}.phone1`, values.phone1);
    },
  };
}

/** A delivery address of the address book (add and edit address dialogs). */
export function deliveryAddressSchema(messages: FormMessages = POLISH_FORM_MESSAGES) {
  return addressShape.superRefine((values, ctx) => {
    fieldRules(reporter(ctx), messages).address('', values);
  });
}
