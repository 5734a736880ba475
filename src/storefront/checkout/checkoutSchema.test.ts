import { describe, expect, it } from 'vitest';
import { accountCheckoutSchema, ACCOUNT_DEFAULTS, GUEST_DEFAULTS, guestCheckoutSchema, type CheckoutContext, type GuestCheckoutValues } from './checkoutSchema';

const CONTEXT: CheckoutContext = { pickupMethods: ['parcelLocker'], prepaymentMethods: ['online', 'transfer'] };

const VALID_GUEST: GuestCheckoutValues = {
  ...GUEST_DEFAULTS,
  firstName: 'Anna',
  lastName: 'Nowak',
  userEmail: 'anna@example.pl',
  address: { ...GUEST_DEFAULTS.address, streetWithNumber: 'Długa 5', zip: '61-001', city: 'Poznań', phone1: '+48 512 345 678' },
  deliveryMethod: 'courier',
  paymentMethod: 'transfer',
  userTermsOfUseAgreement: true,
};

function errorsOf(values: GuestCheckoutValues, context = CONTEXT): Record<string, string> {
  const result = guestCheckoutSchema(context).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('guestCheckoutSchema', () => {
  it('accepts a complete private buyer', () => {
    expect(errorsOf(VALID_GUEST)).toEqual({});
  });

  it('reports every empty required field at once with "To pole jest wymagane."', () => {
    const errors = errorsOf({ ...GUEST_DEFAULTS, address: { ...GUEST_DEFAULTS.address, phone1: '' } });
    for (const field of ['firstName', 'lastName', 'userEmail', 'address.streetWithNumber', 'address.zip', 'address.city', 'address.phone1', 'deliveryMethod', 'paymentMethod']) {
      expect(errors[field], field).toBe('To pole jest wymagane.');
    }
  });

  it('checks the e-mail, zip and phone with the §5 messages', () => {
    const errors = errorsOf({ ...VALID_GUEST, userEmail: 'anna@', address: { ...VALID_GUEST.address, zip: '61001', phone1: '+48 512 34' } });
    expect(errors.userEmail).toBe('Wprowadź poprawny adres e-mail.');
    expect(errors['address.zip']).toBe('Nieprawidłowy kod pocztowy.');
    expect(errors['address.phone1']).toBe('Niepoprawny numer telefonu.');
    expect(errorsOf({ ...VALID_GUEST, address: { ...VALID_GUEST.address, phone1: '51-23-45' } })['address.phone1']).toBe('Nieprawidłowy numer telefonu.');
  });

  it('asks a company buyer for the name and a NIP with a valid checksum', () => {
    const company = { ...VALID_GUEST, buyerType: 'company' as const };
    expect(errorsOf(company)).toMatchObject({ companyName: 'To pole jest wymagane.', taxId: 'To pole jest wymagane.' });
    expect(errorsOf({ ...company, companyName: 'Biuro sp. z o.o.', taxId: '778-145-63-28' }).taxId).toBe('Nieprawidłowy numer NIP.');
    expect(errorsOf({ ...company, companyName: 'Biuro sp. z o.o.', taxId: '778-145-63-29' })).toEqual({});
  });

  it('requires the terms, and nothing else of the consents', () => {
    expect(errorsOf({ ...VALID_GUEST, userTermsOfUseAgreement: false })).toEqual({ userTermsOfUseAgreement: 'Akceptacja regulaminu jest wymagana.' });
  });

  it('checks the other delivery address only when it is used', () => {
    expect(errorsOf({ ...VALID_GUEST, isDeliveryToAnotherAddress: true })).toMatchObject({ 'deliveryAddress.streetWithNumber': 'To pole jest wymagane.', 'deliveryAddress.zip': 'To pole jest wymagane.' });
    expect(errorsOf({ ...VALID_GUEST, isDeliveryToAnotherAddress: false, deliveryAddress: { ...VALID_GUEST.deliveryAddress, zip: 'x' } })).toEqual({});
  });

  it('needs a pickup point for a pickup method', () => {
    expect(errorsOf({ ...VALID_GUEST, deliveryMethod: 'parcelLocker' })).toEqual({ deliveryPointPni: 'To pole jest wymagane.' });
    expect(errorsOf({ ...VALID_GUEST, deliveryMethod: 'parcelLocker', deliveryPointPni: 'POZ01A' })).toEqual({});
  });

  it('needs a stock decision when the server offers choices', () => {
    expect(errorsOf(VALID_GUEST, { ...CONTEXT, insufficientStock: true })).toEqual({ insufficientStockDecision: 'To pole jest wymagane.' });
  });

  it('checks the new account password: at least 8 characters, confirmed', () => {
    const account = { ...VALID_GUEST, createUserAccountAgreement: true };
    expect(errorsOf({ ...account, password: 'krótkie', passwordConfirmation: 'krótkie' }).password).toBe('Minimalna ilość znaków to: 8.');
    expect(errorsOf({ ...account, password: 'Dlugie-haslo1', passwordConfirmation: 'Dlugie-haslo2' }).passwordConfirmation).toBe('Wprowadzone hasła różnią się.');
    expect(errorsOf({ ...account, password: 'Dlugie-haslo1', passwordConfirmation: 'Dlugie-haslo1' })).toEqual({});
  });

  it('limits the note to 500 characters', () => {
    expect(errorsOf({ ...VALID_GUEST, noteToOrder: 'x'.repeat(501) }).noteToOrder).toBe('Maksymalna ilość znaków to: 500.');
  });

  it('tells every field over its length instead of cutting it: company, e-mail, recipient, second address line', () => {
    const errors = errorsOf({
      ...VALID_GUEST,
      buyerType: 'company',
      companyName: 'F'.repeat(201),
      taxId: '5260250274',
      userEmail: `${'a'.repeat(250)}@firma.pl`,
      address: { ...VALID_GUEST.address, name: 'N'.repeat(201), addressLine1: 'L'.repeat(201) },
    });
    expect(errors).toEqual({
      companyName: 'Maksymalna ilość znaków to: 200.',
      userEmail: 'Maksymalna ilość znaków to: 254.',
      'address.name': 'Maksymalna ilość znaków to: 200.',
      'address.addressLine1': 'Maksymalna ilość znaków to: 200.',
    });
  });
});

describe('accountCheckoutSchema', () => {
  const valid = { ...ACCOUNT_DEFAULTS, deliveryAddressId: '3', deliveryMethod: 'courier', paymentMethod: 'deferred' };
  const errorsOfAccount = (values: typeof valid, context: Parameters<typeof accountCheckoutSchema>[0] = CONTEXT) => {
    const result = accountCheckoutSchema(context).safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a chosen address, delivery and payment', () => {
    expect(errorsOfAccount(valid)).toEqual({});
    expect(errorsOfAccount({ ...valid, deliveryAddressId: '' })).toEqual({ deliveryAddressId: 'To pole jest wymagane.' });
  });

  it('checks the prepayment e-mail only for a prepayment method', () => {
    expect(errorsOfAccount({ ...valid, paymentMethod: 'online', emailForPrepayment: 'zly' })).toEqual({ emailForPrepayment: 'Wprowadź poprawny adres e-mail.' });
    expect(errorsOfAccount({ ...valid, paymentMethod: 'deferred', emailForPrepayment: 'zly' })).toEqual({});
  });

  it('asks for the missing company data when the record is incomplete', () => {
    expect(errorsOfAccount(valid, { ...CONTEXT, companyIncomplete: true })).toEqual({
      companyNameCompleted: 'To pole jest wymagane.',
      companyStreetCompleted: 'To pole jest wymagane.',
      companyZipCompleted: 'To pole jest wymagane.',
      companyCityCompleted: 'To pole jest wymagane.',
    });
    expect(errorsOfAccount({ ...valid, companyNameCompleted: 'A', companyStreetCompleted: 'B 1', companyZipCompleted: '1-234', companyCityCompleted: 'C' }, { ...CONTEXT, companyIncomplete: true })).toEqual({
      companyZipCompleted: 'Nieprawidłowy kod pocztowy.',
    });
  });
});

describe('the Polish texts of the form', () => {
  it('are the §5 messages word for word', async () => {
    const { default: common } = await import('../../i18n/locales/pl/common.json');
    const { default: checkout } = await import('../../i18n/locales/pl/checkout.json');
    const { VALIDATION_MESSAGES } = await import('../../domain/validation');
    expect(common.validation.required).toBe(VALIDATION_MESSAGES.required);
    expect(common.validation.email).toBe(VALIDATION_MESSAGES.email);
    expect(common.validation.zip).toBe(VALIDATION_MESSAGES.zip);
    expect(common.validation.phone).toBe(VALIDATION_MESSAGES.phoneDashed);
    expect(common.validation.phonePrefix).toBe(VALIDATION_MESSAGES.phone);
    expect(common.validation.passwordConfirmation).toBe(VALIDATION_MESSAGES.passwordConfirmation);
    expect(checkout.validation.taxId).toBe(VALIDATION_MESSAGES.taxId);
    expect(checkout.validation.terms).toBe(VALIDATION_MESSAGES.terms);
    expect(checkout.submit).toBe('Zamówienie z obowiązkiem zapłaty');
    expect(checkout.errors.dateCheckFailed).toBe('Podczas sprawdzania daty dostawy wystąpił błąd.');
    expect(checkout.errors.dateUnavailable).toBe('Wybrany termin dostawy jest niedostępny.');
  });
});
