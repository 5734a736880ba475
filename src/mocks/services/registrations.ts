/**
 * Registration: the form is checked with the rules of spec §5, kept as a pending registration and
 * an e-mail with the activation link (`/rejestracja/<id>`, valid 48 hours) is sent. Opening the
 * link creates the account (services/customerAccounts.ts, the same kind of account a guest's
 * checkout creates); only then can the customer log in. Logging in before that says the account is
 * not active yet, and the link can be sent again. Registering gets the same answer whether or not
 * the address has an account (the owner of a used address gets a note instead), so nobody can find
 * out from it who shops here.
 */
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, normalizeTaxId, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '../../domain/validation';
import type { RegistrationConfirmationResponse, RegistrationResponse, UserRegistration } from '../../generated/model';
import { allUsers, getState, updateState } from '../db/store';
import type { PendingRegistration } from '../db/accountRecords';
import type { AddressRecord } from '../db/types';
import { DemoHttpError, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { checkAddress, fieldError } from './checkoutValidation';
import { createCustomerAccount } from './customerAccounts';
import { addressFromInput } from './deliveryAddresses';
import { sendRegistrationAttemptMail, sendRegistrationMail } from './mail/registrationMail';
import { oneTimeId } from './oneTimeId';

/** How long the activation link works. */
export const REGISTRATION_LINK_HOURS = 48;
const HOUR = 3_600_000;

const PASSWORD_MAX_LENGTH = 128;

export const REGISTRATION_MESSAGES = {
  pl: {
    emailTaken: (email: string) => `Konto z adresem ${email} już istnieje. Zaloguj się albo, jeśli nie pamiętasz hasła, ustaw nowe hasło.`,
    pending: (email: string) => `Na adres ${email} wysłaliśmy już link aktywacyjny. Otwórz wiadomość od nas i kliknij „Aktywuj konto” (zajrzyj też do folderu spam).`,
    registered: (email: string) =>
      `Dziękujemy! Na adres ${email} wysłaliśmy wiadomość z dalszymi krokami: link aktywacyjny nowego konta, ważny ${REGISTRATION_LINK_HOURS} godzin, albo – jeśli konto z tym adresem już istnieje – wskazówki, jak się zalogować.`,
    notActive: 'Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny z wiadomości, którą wysłaliśmy po rejestracji, albo wyślij go ponownie.',
    resent: (email: string) => `Jeśli adres ${email} czeka na aktywację konta, wysłaliśmy na niego ponownie link aktywacyjny. Link jest ważny ${REGISTRATION_LINK_HOURS} godzin.`,
    unknown: 'Nie znaleźliśmy tego linku aktywacyjnego. Sprawdź, czy adres został skopiowany w całości, albo załóż konto ponownie.',
    activatedAlready: 'Konto zostało już aktywowane. Możesz się zalogować.',
    expired: `Link aktywacyjny wygasł – był ważny ${REGISTRATION_LINK_HOURS} godzin. Załóż konto ponownie, a wyślemy nowy link.`,
    activated: 'Konto zostało aktywowane. Możesz się zalogować.',
  },
  en: {
    emailTaken: (email: string) => `An account with the address ${email} already exists. Log in or, if you have forgotten your password, set a new one.`,
    pending: (email: string) => `We have already sent an activation link to ${email}. Open our message and click "Aktywuj konto" (check your spam folder too).`,
    registered: (email: string) =>
      `Thank you! We have sent a message with the next steps to ${email}: an activation link for the new account, valid for ${REGISTRATION_LINK_HOURS} hours, or – if an account with this address already exists – how to log in.`,
    notActive: 'This account has not been activated yet. Click the activation link in the message we sent after registration, or send it again.',
    resent: (email: string) => `If the address ${email} is waiting for account activation, we have sent the activation link to it again. The link is valid for ${REGISTRATION_LINK_HOURS} hours.`,
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

/** The newest registration of an address not activated yet (its link may have expired). */
const unactivatedRegistrationOf = (email: string): PendingRegistration | undefined =>
  Object.values(getState().registrations ?? {})
    .filter((registration) => registration.email === email && registration.activatedAt === null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];

/** Opens the registration's link for another REGISTRATION_LINK_HOURS and mails it again. */
function sendActivationAgain(registration: PendingRegistration, locale: DemoLocale): void {
  const expiresAt = new Date(Date.now() + REGISTRATION_LINK_HOURS * HOUR).toISOString();
  updateState((state) => {
    const stored = state.registrations?.[registration.id];
    if (stored) stored.expiresAt = expiresAt;
  });
  sendRegistrationMail({ ...registration, expiresAt }, locale);
}

/**
 * The token endpoint's answer for a login that is not an account (yet): the address and password of a
 * registration whose link has not been opened get ACCOUNT-NOT-ACTIVE (400: a 401 would log the
 * session out, spec §8); anything else is null (the usual "wrong login or password").
 */
export function inactiveAccountRefusal(login: string, password: string, locale: DemoLocale): DemoHttpError | null {
  const email = login.trim().toLowerCase();
  if (hasAccount(email)) return null;
  const registration = unactivatedRegistrationOf(email);
  if (!registration || registration.form.password !== password) return null;
  return new DemoHttpError(400, 'ACCOUNT-NOT-ACTIVE', REGISTRATION_MESSAGES[locale].notActive);
}

/** POST users/registration/activation-link: the same answer for any address; one waiting for activation gets its link again. */
export function resendActivationLink(email: string, locale: DemoLocale): { message: string } {
  const address = email.trim().toLowerCase();
  const registration = hasAccount(address) ? undefined : unactivatedRegistrationOf(address);
  if (registration) sendActivationAgain(registration, locale);
  return { message: REGISTRATION_MESSAGES[locale].resent(address) };
}

/**
 * POST users/registration (the body has passed checkRegistrationFields and the contract's schema).
 * An address with an account gets the same answer as a new one (its owner is told by e-mail that
 * someone tried to register it); one waiting for activation gets its link again.
 */
export function registerUser(input: UserRegistration, locale: DemoLocale): RegistrationResponse {
  const texts = REGISTRATION_MESSAGES[locale];
  const email = input.email.trim().toLowerCase();
  if (hasAccount(email)) {
    sendRegistrationAttemptMail(email, locale);
    return { id: oneTimeId(), email, message: texts.registered(email) };
  }
  const pending = openRegistrationOf(email);
  if (pending) {
    sendActivationAgain(pending, locale);
    return { id: oneTimeId(), email, message: texts.registered(email) };
  }

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
  sendRegistrationMail(registration, locale);
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
