/**
 * Company users (administrators of a company customer only): the company's users, 24 a page, and
 * adding one. A new user belongs to the administrator's company with the chosen role and cost centres,
 * is kept in the demo state (`companyUsers`, so allUsers() — login, tokens — knows her) without a
 * password, and gets the e-mail "Twoje konto w Spinacz.pl zostało utworzone" with a one-time link that
 * sets it (services/passwordReminders.ts): after that she can log in. Until then she is not active.
 */
import { companyRoleName, companyUserProblems } from '../../domain/companyUser';
import type { CompanyUser, CompanyUserInput, CompanyUserListResponse, CompanyUserResponse } from '../../generated/model';
import { normalizeSearchText } from '../db/text';
import { allUsers, getState, updateState } from '../db/store';
import type { CompanyUserAccount } from '../db/accountRecords';
import type { SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, forbidden } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { personName } from '../presenters/order';
import { fieldError } from './checkoutValidation';
import { companyCostCenters } from './costCenters';
import { type ListFilters, requireFilterKeys, requireFilterValues, requireOrderBy, sortAndPage } from './listQuery';
import { sendCompanyUserMail } from './mail/companyUserMail';
import { issuePasswordLink } from './passwordReminders';

export interface CompanyAdmin {
  user: SeedUser;
  company: SeedCompany;
}

const MESSAGES = {
  pl: {
    forbidden: 'Użytkownikami firmy zarządza jej administrator.',
    emailTaken: (email: string) => `Konto z adresem ${email} już istnieje. Podaj inny adres e-mail.`,
    costCenter: 'Wybierz centrum kosztowe Twojej firmy.',
    created: (name: string, email: string) => `Użytkownik ${name} został dodany. Na adres ${email} wysłaliśmy wiadomość z linkiem do ustawienia hasła.`,
  },
  en: {
    forbidden: "The company's users are managed by its administrator.",
    emailTaken: (email: string) => `An account with the address ${email} already exists. Enter another e-mail address.`,
    costCenter: "Choose one of your company's cost centres.",
    created: (name: string, email: string) => `${name} has been added. We have sent a message with a link to set the password to ${email}.`,
  },
} as const;

/** 403 unless the user administers a company customer (a private customer has no company users). */
export function requireCompanyUserAdmin({ user, company }: CompanyAdmin, locale: DemoLocale = 'pl'): void {
  if (company.isPrivateCustomer || user.roleName !== 'admin') throw forbidden(MESSAGES[locale].forbidden);
}

const accountOf = (userId: number): CompanyUserAccount | undefined => (getState().companyUsers ?? []).find((account) => account.user.id === userId);

/** The user's cost centres: those chosen when she was added, else (as every seeded user) all of the company's. */
function costCentersOf(user: SeedUser, company: SeedCompany): CompanyUser['costCenters'] {
  const centres = companyCostCenters(company);
  const chosen = accountOf(user.id)?.costCenterIds ?? [];
  return (chosen.length ? centres.filter((centre) => chosen.includes(centre.id)) : centres).map((centre) => ({ id: centre.id, name: centre.name }));
}

export function toCompanyUser(user: SeedUser, company: SeedCompany): CompanyUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.login,
    login: user.login,
    // The seed's "+48" alone is the form's prefix, not a number.
    phone1: user.phone1.replace(/\s/g, '') === '+48' || !user.phone1.trim() ? null : user.phone1,
    roleId: user.roleId,
    roleName: user.roleName,
    // Without a password nobody can log in: an invited user who has not set it yet.
    isActive: user.password !== '',
    costCenters: costCentersOf(user, company),
  };
}

const ORDER_BY = ['id', 'lastName', 'email', 'roleId'] as const;
const FILTER_KEYS = ['role', 'name'];
const ROLE_NAMES: SeedUser['roleName'][] = ['admin', 'buyer', 'approver', 'onlyData'];

/** GET companies/current/users: newest first by default; filters `role` (role names) and `name` (name or e-mail words). */
export function listCompanyUsers(admin: CompanyAdmin, query: { limit?: number; offset?: number; orderBy?: string; orderDirection?: 'ASC' | 'DESC'; filters?: ListFilters }, locale: DemoLocale): CompanyUserListResponse {
  requireCompanyUserAdmin(admin, locale);
  const orderBy = requireOrderBy(query.orderBy, ORDER_BY, 'id');
  const filters = query.filters ?? {};
  requireFilterKeys(filters, FILTER_KEYS);
  requireFilterValues(filters, 'role', ROLE_NAMES, 'rola użytkownika');
  const words = (filters.name ?? []).flatMap((value) => normalizeSearchText(value).split(/\s+/)).filter(Boolean);
  const users = allUsers()
    .filter((user) => user.companyId === admin.company.id)
    .filter((user) => !filters.role?.length || filters.role.includes(user.roleName))
    .filter((user) => {
      const text = normalizeSearchText(`${user.firstName} ${user.lastName} ${user.login}`);
      return words.every((word) => text.includes(word));
    });
  const key = (user: SeedUser): string | number =>
    orderBy === 'lastName' ? normalizeSearchText(`${user.lastName} ${user.firstName}`) : orderBy === 'email' ? user.login : orderBy === 'roleId' ? user.roleId : user.id;
  return { users: sortAndPage(users, key, (user) => user.id, query).map((user) => toCompanyUser(user, admin.company)), countTotal: users.length };
}

/** The §5 field rules on the body as sent, before the contract's schema (so the shop's own messages come back with the field). */
export function checkCompanyUserFields(raw: unknown): void {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const [problem] = companyUserProblems(body);
  if (problem) throw fieldError(problem.field, problem.message);
}

/** POST companies/current/users: adds the user to the administrator's company and e-mails her the password link. */
export function createCompanyUser(admin: CompanyAdmin, input: CompanyUserInput, locale: DemoLocale): CompanyUserResponse {
  requireCompanyUserAdmin(admin, locale);
  checkCompanyUserFields(input);
  const email = input.email.trim().toLowerCase();
  if (allUsers().some((user) => user.login.toLowerCase() === email)) {
    throw new DemoHttpError(409, 'EMAIL-TAKEN', MESSAGES[locale].emailTaken(email), { field: 'email' });
  }
  const centreIds = new Set(companyCostCenters(admin.company).map((centre) => centre.id));
  const chosen = [...new Set(input.costCenterIds ?? [])];
  chosen.forEach((id, index) => {
    if (!centreIds.has(id)) throw fieldError(`costCenterIds.${index}`, MESSAGES[locale].costCenter);
  });
  const roleName = companyRoleName(input.roleId)!;
  const user: SeedUser = {
    id: Math.max(1000, ...allUsers().map((candidate) => candidate.id)) + 1,
    companyId: admin.company.id,
    login: email,
    // No password until she sets one through the e-mailed link: nobody can log in as her before.
    password: '',
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone1: input.phone1?.trim() || '+48',
    phoneCell: null,
    roleId: input.roleId,
    roleName,
    // The company's approvers are its approvers and administrators (as seeded).
    canApprove: roleName === 'approver' || roleName === 'admin',
    defaultCostCenterId: chosen[0] ?? null,
    netPricesDefault: 'on',
    netPricesReadOnly: roleName === 'onlyData',
    otherAccountIds: [],
    subscribedToNewsletter: false,
  };
  updateState((state) => {
    state.companyUsers = [...(state.companyUsers ?? []), { user, costCenterIds: chosen, createdAt: new Date().toISOString(), createdByUserId: admin.user.id }];
  });
  const linkId = issuePasswordLink(user.id, 'companyUser');
  sendCompanyUserMail({ user, company: admin.company, addedBy: admin.user, linkId, expiresAt: getState().passwordLinks![linkId].expiresAt, locale });
  return { user: toCompanyUser(user, admin.company), message: MESSAGES[locale].created(personName(user), email) };
}
