import { z } from 'zod';
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, isValidZip } from '../../domain/validation';
import type { UserRegistration } from '../../generated/model';
import { POLISH_AUTH_MESSAGES, type AuthFormMessages } from './authMessages';
import { checkNewPassword, reporter } from './newPasswordSchema';

const shape = z.object({
  customerType: z.enum(['individual', 'company']),
  companyName: z.string(),
  taxId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone1: z.string(),
  address: z.object({ streetWithNumber: z.string(), zip: z.string(), city: z.string() }),
  password: z.string(),
  passwordConfirmation: z.string(),
  termsOfUseAgreement: z.boolean(),
  newsletterAgreement: z.boolean(),
});

export type RegistrationValues = z.infer<typeof shape>;

/** A fresh form: a private customer, the phone prefilled with +48, no consent ticked (never pre-ticked). */
export const REGISTRATION_DEFAULTS: RegistrationValues = {
  customerType: 'individual',
  companyName: '',
  taxId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone1: '+48',
  address: { streetWithNumber: '', zip: '', city: '' },
  password: '',
  passwordConfirmation: '',
  termsOfUseAgreement: false,
  newsletterAgreement: false,
};

/** The registration form with the rules of spec §5 (the demo API checks the same ones). */
export function registrationSchema(messages: AuthFormMessages = POLISH_AUTH_MESSAGES) {
  return shape.superRefine((values, ctx) => {
    const report = reporter(ctx);
    const required = (path: string, value: string, max?: number): boolean => {
      if (!value.trim()) report(path, messages.required);
      else if (max !== undefined && value.trim().length > max) report(path, messages.maxLength(max));
      return value.trim() !== '';
    };
    if (values.customerType === 'company') {
      required('companyName', values.companyName, 200);
      if (required('taxId', values.taxId) && !isValidTaxId(values.taxId)) report('taxId', messages.taxId);
    }
    required('firstName', values.firstName, 100);
    required('lastName', values.lastName, 100);
    if (required('email', values.email, 254) && !isValidEmail(values.email)) report('email', messages.email);
    const phone = required('phone1', values.phone1) ? phoneProblem(values.phone1) : null;
    if (phone) report('phone1', messages[phone]);
    required('address.streetWithNumber', values.address.streetWithNumber, 200);
    if (required('address.zip', values.address.zip) && !isValidZip(values.address.zip)) report('address.zip', messages.zip);
    required('address.city', values.address.city, 100);
    checkNewPassword(values, report, messages);
    if (!values.termsOfUseAgreement) report('termsOfUseAgreement', messages.terms);
  });
}

/** The request of a filled form: company data only for a company; the contact phone is the address's phone too. */
export function toRegistrationRequest(values: RegistrationValues): UserRegistration {
  const company = values.customerType === 'company';
  return {
    isIndividual: !company,
    ...(company ? { companyName: values.companyName.trim(), taxId: values.taxId.trim() } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone1: values.phone1.trim(),
    address: {
      countryCode: 'PL',
      streetWithNumber: values.address.streetWithNumber.trim(),
      zip: values.address.zip.trim(),
      city: values.address.city.trim(),
      phone1: values.phone1.trim(),
    },
    password: values.password,
    termsOfUseAgreement: true,
    newsletterAgreement: values.newsletterAgreement,
  };
}

/** The fields in the order the form shows them (the first with an error takes the focus). */
export const REGISTRATION_FIELD_ORDER = [
  'customerType', 'companyName', 'taxId', 'firstName', 'lastName', 'email', 'phone1', 'address.streetWithNumber', 'address.zip', 'address.city',
  'password', 'passwordConfirmation', 'termsOfUseAgreement',
] as const;

type FieldPath = (typeof REGISTRATION_FIELD_ORDER)[number];

/** The first field, in the form's order, that has an error. */
export function firstFieldWithError(errors: object): FieldPath | null {
  const has = (path: string) => path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors) !== undefined;
  return REGISTRATION_FIELD_ORDER.find(has) ?? null;
}

const FIELD_OF_REQUEST: Record<string, FieldPath> = {
  isIndividual: 'customerType',
  companyName: 'companyName',
  taxId: 'taxId',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone1: 'phone1',
  // The form asks for one phone and sends it for the address too.
  'address.phone1': 'phone1',
  'address.streetWithNumber': 'address.streetWithNumber',
  'address.zip': 'address.zip',
  'address.city': 'address.city',
  password: 'password',
  termsOfUseAgreement: 'termsOfUseAgreement',
};

/** The form field a server error's `field` (dotted request path) belongs to; null: shown above the form. */
export function registrationFieldOf(serverField: unknown): FieldPath | null {
  return typeof serverField === 'string' ? (FIELD_OF_REQUEST[serverField] ?? null) : null;
}
