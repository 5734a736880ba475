import { describe, expect, it } from 'vitest';
import { firstFieldWithError, REGISTRATION_DEFAULTS, registrationFieldOf, registrationSchema, toRegistrationRequest, type RegistrationValues } from './registrationSchema';

const schema = registrationSchema();

const FILLED: RegistrationValues = {
  ...REGISTRATION_DEFAULTS,
  firstName: 'Ewa',
  lastName: 'Lis',
  email: 'ewa.lis@drukarnia-lis.pl',
  phone1: '+48 601 234 567',
  address: { streetWithNumber: 'ul. Długa 12', zip: '80-827', city: 'Gdańsk' },
  password: 'Bezpieczne1!',
  passwordConfirmation: 'Bezpieczne1!',
  termsOfUseAgreement: true,
};
const COMPANY: RegistrationValues = { ...FILLED, customerType: 'company', companyName: 'Drukarnia Lis sp. z o.o.', taxId: '526-000-12-46' };

/** Every issue as `path: message`. */
const issues = (values: RegistrationValues): Record<string, string> => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('registrationSchema', () => {
  it('accepts a filled private and company form', () => {
    expect(issues(FILLED)).toEqual({});
    expect(issues(COMPANY)).toEqual({});
  });

  it('asks for everything but the newsletter on an empty form; consents are not pre-ticked', () => {
    expect(REGISTRATION_DEFAULTS).toMatchObject({ termsOfUseAgreement: false, newsletterAgreement: false, phone1: '+48' });
    expect(issues({ ...REGISTRATION_DEFAULTS, customerType: 'company' })).toEqual({
      companyName: 'To pole jest wymagane.',
      taxId: 'To pole jest wymagane.',
      firstName: 'To pole jest wymagane.',
      lastName: 'To pole jest wymagane.',
      email: 'To pole jest wymagane.',
      // "+48" alone is not a phone number.
      phone1: 'Niepoprawny numer telefonu.',
      'address.streetWithNumber': 'To pole jest wymagane.',
      'address.zip': 'To pole jest wymagane.',
      'address.city': 'To pole jest wymagane.',
      password: 'To pole jest wymagane.',
      passwordConfirmation: 'To pole jest wymagane.',
      termsOfUseAgreement: 'Akceptacja regulaminu jest wymagana.',
    });
  });

  it('checks the NIP checksum only for a company', () => {
    expect(issues({ ...COMPANY, taxId: '5260001247' })).toEqual({ taxId: 'Nieprawidłowy numer NIP.' });
    expect(issues({ ...FILLED, taxId: '5260001247' })).toEqual({});
  });

  it('uses the §5 messages for e-mail, phone, zip and passwords', () => {
    expect(issues({ ...FILLED, email: 'ewa@' })).toEqual({ email: 'Wprowadź poprawny adres e-mail.' });
    expect(issues({ ...FILLED, phone1: '601-234' })).toEqual({ phone1: 'Nieprawidłowy numer telefonu.' });
    expect(issues({ ...FILLED, phone1: '601-234-567' })).toEqual({});
    expect(issues({ ...FILLED, address: { ...FILLED.address, zip: '80827' } })).toEqual({ 'address.zip': 'Nieprawidłowy kod pocztowy.' });
    expect(issues({ ...FILLED, password: 'krótkie', passwordConfirmation: 'krótkie' })).toEqual({ password: 'Minimalna ilość znaków to: 8.' });
    expect(issues({ ...FILLED, passwordConfirmation: 'Bezpieczne2!' })).toEqual({ passwordConfirmation: 'Wprowadzone hasła różnią się.' });
  });

  it('says the language it is given', () => {
    const english = registrationSchema({
      required: 'This field is required.', email: 'e', zip: 'z', phone: 'p', phoneDashed: 'pd', taxId: 't', terms: 'Accept the terms.', passwordConfirmation: 'pc', controlCharacters: 'cc',
      minLength: (length) => `min ${length}`, maxLength: (length) => `max ${length}`,
    });
    const result = english.safeParse({ ...FILLED, firstName: '', termsOfUseAgreement: false });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['This field is required.', 'Accept the terms.']);
  });
});

describe('toRegistrationRequest', () => {
  it('sends company data only for a company and the contact phone with the address', () => {
    expect(toRegistrationRequest({ ...FILLED, companyName: 'zostało po przełączeniu', taxId: '123' })).toEqual({
      isIndividual: true, firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@drukarnia-lis.pl', phone1: '+48 601 234 567',
      address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 12', zip: '80-827', city: 'Gdańsk', phone1: '+48 601 234 567' },
      password: 'Bezpieczne1!', termsOfUseAgreement: true, newsletterAgreement: false,
    });
    expect(toRegistrationRequest(COMPANY)).toMatchObject({ isIndividual: false, companyName: 'Drukarnia Lis sp. z o.o.', taxId: '526-000-12-46' });
  });
});

describe('registrationFieldOf', () => {
  it('maps request paths to form fields; unknown ones go above the form', () => {
    expect(registrationFieldOf('address.zip')).toBe('address.zip');
    expect(registrationFieldOf('address.phone1')).toBe('phone1');
    expect(registrationFieldOf('isIndividual')).toBe('customerType');
    expect(registrationFieldOf('address.countryCode')).toBeNull();
    expect(registrationFieldOf(undefined)).toBeNull();
  });
});

describe('firstFieldWithError', () => {
  it('follows the form order, not the order of the errors', () => {
    expect(firstFieldWithError({ firstName: { message: 'x' }, taxId: { message: 'x' } })).toBe('taxId');
    expect(firstFieldWithError({ termsOfUseAgreement: {}, address: { zip: { message: 'x' } } })).toBe('address.zip');
    expect(firstFieldWithError({})).toBeNull();
  });
});
