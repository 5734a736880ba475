/**
 * The current company's data (spec §3 Company; the "change company data" dialog of §2):
 * `currentCompany(session)` and `changeCurrentCompany(session, raw)`.
 *
 * - A private customer has no company data: 404.
 * - Only the company's administrator changes it (others 403). Each given field is checked with the
 *   §5 rules of src/domain/validation.ts (NIP checksum, e-mail, zip, phone) before the contract's
 *   schema, so a bad value gets the shop's own message and its `field`; an address is complete or
 *   refused (street, zip and city together).
 * - The change persists: name and NIP in `state.companyChanges` (allCompanies() applies them, so the
 *   header, the account switcher and orders show them), the address in `state.companyAddresses`,
 *   which the checkout reads as the company's billing address.
 */
import { phoneProblem } from '../../domain/checkout';
import { isValidEmail, isValidTaxId, isValidZip, normalizeTaxId, VALIDATION_MESSAGES } from '../../domain/validation';
import type { CompanyChange, CompanyDetails, CompanyResponse } from '../../generated/model';
import { COMPANY_LOGISTICS, COMPANY_MAIN } from '../db/seed/accounts';
import { allUsers, getState, updateState } from '../db/store';
import type { SeedCompany } from '../db/types';
import type { Session } from '../http/auth';
import { badRequest, forbidden, notFound } from '../http/errors';
import { companyData } from './checkout';
import { COUNTRY_NAMES, fieldError } from './checkoutValidation';

type UserSession = Extract<Session, { kind: 'user' }>;

/** Contact data of the seeded companies (an account created in the shop uses its first user's e-mail). */
const SEEDED_CONTACTS: Record<number, { email: string; phone1: string; eInvoiceEmail: string | null }> = {
  [COMPANY_MAIN]: { email: 'biuro@meblomax.demo', phone1: '+48 61 852 40 00', eInvoiceEmail: 'faktury@meblomax.demo' },
  [COMPANY_LOGISTICS]: { email: 'logistyka@meblomax.demo', phone1: '+48 61 437 90 00', eInvoiceEmail: null },
};

export const COMPANY_CHANGED = 'Dane firmy zostały zmienione.';

function requireCompany(session: UserSession): SeedCompany {
  if (session.company.isPrivateCustomer) throw notFound('Konto klienta indywidualnego nie ma danych firmy.');
  return session.company;
}

export function companyDetails(company: SeedCompany): CompanyDetails {
  const seeded = SEEDED_CONTACTS[company.id];
  const changed = getState().companyChanges?.[company.id] ?? {};
  const firstUser = allUsers().find((user) => user.companyId === company.id);
  const address = companyData(company);
  const stored = getState().companyAddresses[String(company.id)];
  return {
    id: company.id,
    name: company.name,
    taxId: company.taxId,
    isPrivateCustomer: company.isPrivateCustomer,
    hasOffer: company.hasOffer,
    email: changed.email ?? seeded?.email ?? firstUser?.login ?? null,
    phone1: changed.phone1 ?? seeded?.phone1 ?? null,
    address: address.isComplete ? { countryCode: stored?.countryCode ?? 'PL', streetWithNumber: address.street!, city: address.city!, zip: address.zip! } : null,
    eInvoiceEmail: changed.eInvoiceEmail ?? seeded?.eInvoiceEmail ?? null,
  };
}

/** GET companies/current. */
export function currentCompany(session: UserSession): CompanyResponse {
  return { company: companyDetails(requireCompany(session)), message: null };
}

type Loose = Record<string, unknown>;

/** The given (string) fields of the raw body, trimmed. */
function givenFields(raw: unknown): Record<string, string> {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Loose) : {};
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.trim()]] : [])));
}

/** The §5 rules on the raw body, with the field; runs before the contract's schema. */
export function checkCompanyChange(raw: unknown): void {
  const given = givenFields(raw);
  for (const key of ['name', 'streetWithNumber', 'city', 'zip', 'phone1', 'email', 'taxId', 'eInvoiceEmail', 'countryCode']) {
    if (given[key] === '') throw fieldError(key, VALIDATION_MESSAGES.required);
  }
  if (given.taxId !== undefined && !isValidTaxId(given.taxId)) throw fieldError('taxId', VALIDATION_MESSAGES.taxId);
  if (given.email !== undefined && !isValidEmail(given.email)) throw fieldError('email', VALIDATION_MESSAGES.email);
  if (given.eInvoiceEmail !== undefined && !isValidEmail(given.eInvoiceEmail)) throw fieldError('eInvoiceEmail', VALIDATION_MESSAGES.email);
  if (given.zip !== undefined && !isValidZip(given.zip)) throw fieldError('zip', VALIDATION_MESSAGES.zip);
  const phoneRule = given.phone1 === undefined ? null : phoneProblem(given.phone1);
  if (phoneRule) throw fieldError('phone1', VALIDATION_MESSAGES[phoneRule]);
  if (given.countryCode !== undefined && !(given.countryCode in COUNTRY_NAMES)) throw fieldError('countryCode', 'Obsługujemy tylko firmy z siedzibą w Polsce.');
}

/** The company its administrator may change: 404 for a private customer, 403 for anyone but the administrator. */
export function requireCompanyAdmin(session: UserSession): SeedCompany {
  const company = requireCompany(session);
  if (session.user.roleName !== 'admin') throw forbidden('Dane firmy może zmienić tylko administrator konta firmy.');
  return company;
}

/** PATCH companies/current: `input` is the body after checkCompanyChange and the contract's schema. */
export function changeCurrentCompany(session: UserSession, input: CompanyChange): CompanyResponse {
  const company = requireCompanyAdmin(session);
  const given = givenFields(input);
  if (!Object.keys(given).length) throw badRequest('Podaj co najmniej jedno pole do zmiany.');

  const current = companyData(company);
  const addressGiven = ['streetWithNumber', 'city', 'zip', 'countryCode'].some((key) => given[key] !== undefined);
  const address = {
    streetWithNumber: given.streetWithNumber ?? current.street ?? '',
    city: given.city ?? current.city ?? '',
    zip: given.zip ?? current.zip ?? '',
  };
  // An incomplete address is not stored: the missing part is asked for by name.
  if (addressGiven) {
    const missing = (['streetWithNumber', 'zip', 'city'] as const).find((key) => !address[key]);
    if (missing) throw fieldError(missing, VALIDATION_MESSAGES.required);
  }

  const name = given.name ?? company.name;
  const phone = given.phone1 ?? companyDetails(company).phone1;
  updateState((state) => {
    const change = { ...state.companyChanges?.[company.id] };
    if (given.name !== undefined) change.name = given.name;
    if (given.taxId !== undefined) change.taxId = normalizeTaxId(given.taxId);
    if (given.email !== undefined) change.email = given.email.toLowerCase();
    if (given.eInvoiceEmail !== undefined) change.eInvoiceEmail = given.eInvoiceEmail.toLowerCase();
    if (given.phone1 !== undefined) change.phone1 = given.phone1;
    (state.companyChanges ??= {})[company.id] = change;
    const key = String(company.id);
    const stored = state.companyAddresses[key];
    if (addressGiven) {
      state.companyAddresses[key] = { name, countryCode: given.countryCode ?? stored?.countryCode ?? 'PL', ...address, addressLine1: null, phone1: phone };
    } else if (stored) {
      state.companyAddresses[key] = { ...stored, name, phone1: phone ?? stored.phone1 };
    }
  });
  // The session's company is from before the change: read it again.
  return { company: companyDetails({ ...company, name, taxId: given.taxId !== undefined ? normalizeTaxId(given.taxId) : company.taxId }), message: COMPANY_CHANGED };
}
