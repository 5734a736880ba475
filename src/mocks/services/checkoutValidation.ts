/**
 * The field rules of both checkout forms and of the address book, with spec §5's messages and the
 * dotted path of the field (`Error.field`). They run on the raw body before the contract's schema,
 * so that a bad zip or phone gets the shop's own message and its field rather than a generic one.
 */
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, isValidZip, VALIDATION_MESSAGES } from '../../domain/validation';
import { DemoHttpError } from '../http/errors';

/** A 400 about one field: `{code, message, field}`. */
export const fieldError = (field: string, message: string, code = 'VALIDATION'): DemoHttpError => new DemoHttpError(400, code, message, { field });

type Loose = Record<string, unknown>;

const text = (form: Loose | undefined, key: string): string => {
  const value = form?.[key];
  return typeof value === 'string' ? value.trim() : '';
};
const path = (prefix: string, key: string): string => (prefix ? `${prefix}.${key}` : key);
const asLoose = (value: unknown): Loose | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined);

/** The shop delivers within Poland (the address rules — zip NN-NNN, +48 phones — are Polish). */
export const COUNTRY_NAMES: Record<string, string> = { PL: 'Polska' };

function required(form: Loose | undefined, key: string, prefix: string): string {
  const value = text(form, key);
  if (!value) throw fieldError(path(prefix, key), VALIDATION_MESSAGES.required);
  return value;
}

/** Street, city, zip (NN-NNN), phone (§5) and a known country of an address at `prefix`. */
export function checkAddress(address: unknown, prefix: string): void {
  const form = asLoose(address);
  const country = text(form, 'countryCode') || 'PL';
  if (!(country in COUNTRY_NAMES)) throw fieldError(path(prefix, 'countryCode'), 'Nie dostarczamy do wybranego kraju.');
  required(form, 'streetWithNumber', prefix);
  required(form, 'city', prefix);
  if (!isValidZip(required(form, 'zip', prefix))) throw fieldError(path(prefix, 'zip'), VALIDATION_MESSAGES.zip);
  const phone = required(form, 'phone1', prefix);
  const phoneRule = phoneProblem(phone);
  if (phoneRule) throw fieldError(path(prefix, 'phone1'), VALIDATION_MESSAGES[phoneRule]);
}

/** The guest form's own fields (buyer, NIP, addresses, consents, password). */
export function checkAnonymousFields(raw: unknown): void {
  const form = asLoose(raw) ?? {};
  required(form, 'firstName', '');
  required(form, 'lastName', '');
  if (!isValidEmail(required(form, 'userEmail', ''))) throw fieldError('userEmail', VALIDATION_MESSAGES.email);
  if (form.isIndividual === false) {
    required(form, 'companyName', '');
    if (!isValidTaxId(required(form, 'taxId', ''))) throw fieldError('taxId', VALIDATION_MESSAGES.taxId);
  }
  checkAddress(form.address, 'address');
  if (form.isDeliveryToAnotherAddress === true) {
    if (!asLoose(form.deliveryAddress)) throw fieldError('deliveryAddress.streetWithNumber', VALIDATION_MESSAGES.required);
    checkAddress(form.deliveryAddress, 'deliveryAddress');
  }
  if (form.userTermsOfUseAgreement !== true) throw fieldError('userTermsOfUseAgreement', VALIDATION_MESSAGES.terms);
  if (form.createUserAccountAgreement === true) {
    const password = typeof form.password === 'string' ? form.password : '';
    if (!password) throw fieldError('password', VALIDATION_MESSAGES.required);
    if (password.length < 8) throw fieldError('password', VALIDATION_MESSAGES.minLength(8));
  }
}

/** The logged-in form's own fields (a new delivery address, phone, e-mail for prepayment, completed company data). */
export function checkUserFields(raw: unknown): void {
  const form = asLoose(raw) ?? {};
  // A new address counts unless the form says it is not used (isDeliveryAddressNew false), as placeOrder reads it.
  const newAddress = form.isDeliveryAddressNew === true || (form.isDeliveryAddressNew !== false && form.newDeliveryAddress !== undefined);
  if (newAddress) checkAddress(form.newDeliveryAddress, 'newDeliveryAddress');
  const phone = text(form, 'userPhone');
  const userPhoneRule = phone ? phoneProblem(phone) : null;
  if (userPhoneRule) throw fieldError('userPhone', VALIDATION_MESSAGES[userPhoneRule]);
  const email = text(form, 'emailForPrepayment');
  if (email && !isValidEmail(email)) throw fieldError('emailForPrepayment', VALIDATION_MESSAGES.email);
  const zip = text(form, 'companyZipCompleted');
  if (zip && !isValidZip(zip)) throw fieldError('companyZipCompleted', VALIDATION_MESSAGES.zip);
}
