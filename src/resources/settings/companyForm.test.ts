import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import type { CompanyDetails } from '../../generated/model';
import { companyChange, companyFormSchema, companyFormValues, type CompanyFormValues } from './companyForm';

const COMPANY: CompanyDetails = {
  id: 10, name: 'Meblomax sp. z o.o.', taxId: '7781456329', isPrivateCustomer: false, hasOffer: true,
  email: 'biuro@meblomax.demo', phone1: '+48 61 852 40 00', eInvoiceEmail: null,
  address: { countryCode: 'PL', streetWithNumber: 'ul. Składowa 12', city: 'Poznań', zip: '61-897' },
};
const initial = companyFormValues(COMPANY);
const schema = companyFormSchema(VALIDATION_MESSAGES, initial);
const errorsOf = (values: CompanyFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('company form values', () => {
  it('fills the form from the company on record', () => {
    expect(initial).toEqual({
      name: 'Meblomax sp. z o.o.', taxId: '7781456329', email: 'biuro@meblomax.demo', phone1: '+48 61 852 40 00',
      streetWithNumber: 'ul. Składowa 12', zip: '61-897', city: 'Poznań', eInvoiceEmail: '',
    });
  });
});

describe('companyFormSchema', () => {
  it('accepts the company as it is (no e-invoice address on record may stay empty)', () => {
    expect(errorsOf(initial)).toEqual({});
  });

  it('gives the §5 messages beside the fields', () => {
    expect(errorsOf({ ...initial, taxId: '7781456320', email: 'biuro@', zip: '61897', phone1: '+48 12', name: ' ' })).toEqual({
      taxId: 'Nieprawidłowy numer NIP.',
      email: 'Wprowadź poprawny adres e-mail.',
      zip: 'Nieprawidłowy kod pocztowy.',
      phone1: 'Niepoprawny numer telefonu.',
      name: 'To pole jest wymagane.',
    });
    expect(errorsOf({ ...initial, phone1: '61-852-40' })).toEqual({ phone1: 'Nieprawidłowy numer telefonu.' });
    expect(errorsOf({ ...initial, eInvoiceEmail: 'faktury@' })).toEqual({ eInvoiceEmail: 'Wprowadź poprawny adres e-mail.' });
    expect(errorsOf({ ...initial, city: 'x'.repeat(101) })).toEqual({ city: 'Maksymalna ilość znaków to: 100.' });
  });

  it('requires the e-invoice address once the company has one', () => {
    const withEInvoice = companyFormValues({ ...COMPANY, eInvoiceEmail: 'faktury@meblomax.demo' });
    const result = companyFormSchema(VALIDATION_MESSAGES, withEInvoice).safeParse({ ...withEInvoice, eInvoiceEmail: '' });
    expect(result.success).toBe(false);
  });
});

describe('companyChange', () => {
  it('sends only what changed, trimmed', () => {
    expect(companyChange(initial, { ...initial, email: ' zamowienia@meblomax.demo ' })).toEqual({ email: 'zamowienia@meblomax.demo' });
    expect(companyChange(initial, { ...initial, taxId: '526-000-12-46', eInvoiceEmail: 'faktury@meblomax.demo' })).toEqual({
      taxId: '526-000-12-46', eInvoiceEmail: 'faktury@meblomax.demo',
    });
  });

  it('sends the whole address when a part of it changed', () => {
    expect(companyChange(initial, { ...initial, zip: '61-898' })).toEqual({ streetWithNumber: 'ul. Składowa 12', zip: '61-898', city: 'Poznań' });
  });

  it('is null when nothing changed (spaces do not count)', () => {
    expect(companyChange(initial, { ...initial, name: ' Meblomax sp. z o.o. ' })).toBeNull();
  });
});
