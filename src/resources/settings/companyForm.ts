/**
 * The "change company data" dialog's form (spec §2): its values from the company on record, the §5
 * field rules (src/domain/validation.ts: NIP checksum, e-mail, zip, phone; the same rules the demo
 * API checks) and the change it sends — only what was changed, the address always whole (the API
 * keeps street, postcode and city together).
 */
import { z } from 'zod';
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, isValidZip } from '../../domain/validation';
import type { CompanyChange, CompanyDetails } from '../../generated/model';
import type { FormMessages } from '../../ui/form/useValidationMessages';

export const COMPANY_FIELDS = ['name', 'taxId', 'email', 'phone1', 'streetWithNumber', 'zip', 'city', 'eInvoiceEmail'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyFormValues = Record<CompanyField, string>;

/** The contract's limits of CompanyChange. */
const MAX_LENGTH: Partial<Record<CompanyField, number>> = { name: 200, taxId: 20, email: 254, phone1: 20, streetWithNumber: 200, city: 100, eInvoiceEmail: 254 };

const ADDRESS_FIELDS: readonly CompanyField[] = ['streetWithNumber', 'zip', 'city'];

export function companyFormValues(company: CompanyDetails): CompanyFormValues {
  return {
    name: company.name,
    taxId: company.taxId ?? '',
    email: company.email ?? '',
    phone1: company.phone1 ?? '',
    streetWithNumber: company.address?.streetWithNumber ?? '',
    zip: company.address?.zip ?? '',
    city: company.address?.city ?? '',
    eInvoiceEmail: company.eInvoiceEmail ?? '',
  };
}

/**
 * The form's rules. Every field is required except the e-invoice address, which may stay empty
 * while the company has none on record (the API cannot remove one).
 */
export function companyFormSchema(messages: FormMessages, initial: CompanyFormValues) {
  const shape = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, z.string()])) as Record<CompanyField, z.ZodString>;
  return z.object(shape).superRefine((values, ctx) => {
    const report = (field: CompanyField, message: string) => ctx.addIssue({ code: 'custom', path: [field], message, input: undefined });
    for (const field of COMPANY_FIELDS) {
      const value = values[field].trim();
      if (value === '') {
        if (field !== 'eInvoiceEmail' || initial.eInvoiceEmail.trim() !== '') report(field, messages.required);
        continue;
      }
      const max = MAX_LENGTH[field];
      if (max && value.length > max) report(field, messages.maxLength(max));
      else if (field === 'taxId' && !isValidTaxId(value)) report(field, messages.taxId);
      else if ((field === 'email' || field === 'eInvoiceEmail') && !isValidEmail(value)) report(field, messages.email);
      else if (field === 'zip' && !isValidZip(value)) report(field, messages.zip);
      else if (field === 'phone1') {
        const problem = phoneProblem(value);
        if (problem) report(field, messages[problem]);
      }
    }
  });
}

/** What PATCH companies/current gets: the changed fields, trimmed; the whole address when a part of it changed; null when nothing did. */
export function companyChange(initial: CompanyFormValues, values: CompanyFormValues): CompanyChange | null {
  const changed = COMPANY_FIELDS.filter((field) => values[field].trim() !== initial[field].trim());
  if (changed.some((field) => ADDRESS_FIELDS.includes(field))) {
    for (const field of ADDRESS_FIELDS) if (!changed.includes(field)) changed.push(field);
  }
  const given = changed.filter((field) => values[field].trim() !== '');
  if (!given.length) return null;
  return Object.fromEntries(given.map((field) => [field, values[field].trim()])) as CompanyChange;
}
