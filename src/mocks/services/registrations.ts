/**
 * Registration: the form is checked with the rules of spec §5, kept as a pending registration and
 * an e-mail with the activation link (`/rejestracja/<id>`, valid 48 hours) is sent. Opening the
 * link creates the account (services/customerAccounts.ts, the same kind of account a guest's
 * checkout creates); only then can the customer log in.
 */
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, normalizeTaxId, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../domain/validation';
import type { RegistrationConfirmationResponse, RegistrationResponse, UserRegistration } from '../../generated/model';
import { allUsers, getState, updateState, type PendingRegistration } from '../db/store';
import type { AddressRecord } from '../db/types';
import { DemoHttpError, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { checkAddress, fieldError } from './checkoutValidation';
import { createCustomerAccount } from './customerAccounts';
import { addressFromInput } from './deliveryAddresses';
import { sendRegistrationMail } from './mail/registrationMail';
import { oneTimeId } from './oneTimeId';

/** How long the activation link works. */
export const REGISTRATION_LINK_HOURS = 48;
const HOUR = 3_600_000;

const PASSWORD_MAX_LENGTH = 128;

export const REGISTRATION_MESSAGES = {
  pl: {
    emailTaken: (email: string) => `Konto z adresem ${email} już istnieje. Zaloguj się albo, jeśli nie pamiętasz hasła, ustaw nowe hasło.`,
    pending: (email: string) => `Na adres ${email} wysłaliśmy już link aktywacyjny. Otwórz wiadomość od nas i kliknij „Aktywuj konto” (zajrzyj też do folderu spam).`,
    registered: (email: string) => `Dziękujemy! Na adres ${email} wysłaliśmy wiadomość z linkiem aktywacyjnym. Kliknij go w ciągu ${REGISTRATION_LINK_HOURS} godzin, aby aktywować konto.`,
    unknown: 'Nie znaleźliśmy tego linku aktywacyjnego. Sprawdź, czy adres został skopiowany w całości, albo załóż konto ponownie.',
    activatedAlready: 'Konto zostało już aktywowane. Możesz się zalogować.',
    expired: `Link aktywacyjny wygasł – był ważny ${REGISTRATION_LINK_HOURS} godzin. Załóż konto ponownie, a wyślemy nowy link.`,
    activated: 'Konto zostało aktywowane. Możesz się zalogować.',
  },
  en: {
    emailTaken: (email: string) => `An account with the address ${email} already exists. Log in or, if you have forgotten your password, set a new one.`,
    pending: (email: string) => `We have already sent an activation link to ${email}. Open our message and click "Aktywuj konto" (check your spam folder too).`,
    registered: (email: string) => `Thank you! We have sent a message with an activation link to ${email}. Click it within ${REGISTRATION_LINK_HOURS} hours to activate your account.`,
    unknown: 'We could not find this activation link. Check that the whole address was copied, or register again.',
    activatedAlready: 'This account has already been activated. You can log in.',
    expired: `The activation link has expired – it was valid for ${REGISTRATION_LINK_HOURS} hours. Register again and we will send a new link.`,
    activated: 'Your account has been activated. You can log in.',
  },
} as const;

type Loose = Record<string, unknown>;
const text = (form: Loose, key: string): string => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');

function required(form: Loose, key: string): string {
  const value = text(form, key);
  if (!value) throw fieldError(key, VALIDATION_MESSAGES.required);
  return value;
}

function maxLength(form: Loose, key: string, max: number): void {
  if (text(form, key).length > max) throw fieldError(key, VALIDATION_MESSAGES.maxLength(max));
}

/**
 * The §5 rules of the registration form, on the raw body and in the form's order, so a bad field
 * gets the shop's own message and its `field` before the contract's schema runs.
 */
export function checkRegistrationFields(raw: unknown): void {
  const form = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Loose;
  if (form.isIndividual === false) {
    required(form, 'companyName');
    maxLength(form, 'companyName', 200);
    if (!isValidTaxId(required(form, 'taxId'))) throw fieldError('taxId', VALIDATION_MESSAGES.taxId);
  }
  required(form, 'firstName');
  maxLength(form, 'firstName', 100);
  required(form, 'lastName');
  maxLength(form, 'lastName', 100);
  if (!isValidEmail(required(form, 'email'))) throw fieldError('email', VALIDATION_MESSAGES.email);
  maxLength(form, 'email', 254);
  const phoneRule = phoneProblem(required(form, 'phone1'));
  if (phoneRule) throw fieldError('phone1', VALIDATION_MESSAGES[phoneRule]);
  if (form.address !== undefined && form.address !== null) checkAddress(form.address, 'address');
  const password = typeof form.password === 'string' ? form.password : '';
  if (!password) throw fieldError('password', VALIDATION_MESSAGES.required);
  if (password.length < PASSWORD_MIN_LENGTH) throw fieldError('password', VALIDATION_MESSAGES.minLength(PASSWORD_MIN_LENGTH));
  if (password.length > PASSWORD_MAX_LENGTH) throw fieldError('password', VALIDATION_MESSAGES.maxLength(PASSWORD_MAX_LENGTH));
  if (form.termsOfUseAgreement !== true) throw fieldError('termsOfUseAgreement', VALIDATION_MESSAGES.terms);
}

const isOpen = (registration: PendingRegistration, now = Date.now()): boolean =>
  registration.activatedAt === null && Date.parse(registration.expiresAt) > now;

/** An e-mail already used by an account (any, case ignored). */
const hasAccount = (email: string): boolean => allUsers().some((user) => user.login.toLowerCase() === email);

/** A registration of that address whose link still works. */
const openRegistrationOf = (email: string): PendingRegistration | undefined =>
  Object.values(getState().registrations ?? {}).find((registration) => registration.email === email && isOpen(registration));

/** The id of the open registration of an address (what its e-mail links to); tests and the demo console. */
export const pendingRegistrationId = (email: string): string | null => openRegistrationOf(email.trim().toLowerCase())?.id ?? null;

const conflict = (code: string, message: string) => new DemoHttpError(409, code, message, { field: 'email' });

/** POST users/registration (the body has passed checkRegistrationFields and the contract's schema). */
export function registerUser(input: UserRegistration, locale: DemoLocale): RegistrationResponse {
  const texts = REGISTRATION_MESSAGES[locale];
  const email = input.email.trim().toLowerCase();
  if (hasAccount(email)) throw conflict('EMAIL-TAKEN', texts.emailTaken(email));
  if (openRegistrationOf(email)) throw conflict('REGISTRATION-PENDING', texts.pending(email));

  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const companyName = input.isIndividual ? null : input.companyName!.trim();
  const taxId = input.isIndividual ? null : normalizeTaxId(input.taxId!.trim());
  const name = `${firstName} ${lastName}`;
  // The company's address, as a guest's checkout keeps it: the company (or the person) and its NIP.
  const address: AddressRecord | null = input.address
    ? { ...addressFromInput({ ...input.address, name: companyName ?? name }, name), addressLine1: taxId ? `NIP ${taxId}` : null }
    : null;
  const now = Date.now();
  const registration: PendingRegistration = {
    id: oneTimeId(),
    email,
    form: {
      isIndividual: input.isIndividual, password: input.password, firstName, lastName, phone1: input.phone1.trim(),
      companyName, taxId, address, newsletter: input.newsletterAgreement ?? false,
    },
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + REGISTRATION_LINK_HOURS * HOUR).toISOString(),
    activatedAt: null,
    userId: null,
  };
  updateState((state) => {
    state.registrations = { ...state.registrations, [registration.id]: registration };
  });
  sendRegistrationMail(registration);
  return { id: registration.id, email, message: texts.registered(email) };
}

/** GET users/registration/{id}: the activation link creates the account once. */
export function confirmRegistration(id: string, locale: DemoLocale): RegistrationConfirmationResponse {
  const texts = REGISTRATION_MESSAGES[locale];
  const registration = getState().registrations?.[id.trim()];
  if (!registration) throw notFound(texts.unknown);
  if (registration.activatedAt) throw new DemoHttpError(409, 'ALREADY-ACTIVATED', texts.activatedAlready);
  // The contract offers 404 and 409 here: an expired link is a 409 with its own code (the link was real).
  if (!isOpen(registration)) throw new DemoHttpError(409, 'LINK-EXPIRED', texts.expired);
  // An account with the address may have been made meanwhile (a guest's checkout).
  if (hasAccount(registration.email)) throw new DemoHttpError(409, 'EMAIL-TAKEN', texts.emailTaken(registration.email));

  const { form } = registration;
  const { user } = createCustomerAccount({ ...form, email: registration.email }, form.address);
  updateState((state) => {
    const stored = state.registrations?.[registration.id];
    if (stored) Object.assign(stored, { activatedAt: new Date().toISOString(), userId: user.id });
  });
  return { email: registration.email, message: texts.activated };
}
