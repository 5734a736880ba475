/**
 * Company users (administrators of a company customer only): the company's users, 24 a page, and
 * adding one. A new user belongs to the administrator's company with the chosen role and cost centres,
 * is kept in the demo state (`companyUsers`, so allUsers() — login, tokens — knows her) without a
 * password, and gets the e-mail "Twoje konto w Spinacz.pl zostało utworzone" with a one-time link that
 * sets it (services/passwordReminders.ts): after that she can log in. Until then she is not active.
 */
import { companyRoleName, companyUserProblems } from '../../domain/companyUser';
import { approvalRight, COMPANY_USER_ADMIN_MESSAGES, memberChangeProblem, type CompanyMember, type CompanyUserStatus, type MemberChange } from '../../domain/companyUserAdmin';
import type { CompanyUser, CompanyUserChange, CompanyUserInput, CompanyUserListResponse, CompanyUserResponse } from '../../generated/model';
import type { CompanyUserChangeRecord } from '../db/accountRecords';
import { isDeactivated } from '../http/auth';
import { normalizeSearchText } from '../db/text';
import { allUsers, getState, updateState } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { personName } from '../presenters/order';
import { fieldError } from './checkoutValidation';
import { assignedCostCenterIds, companyCostCenters } from './costCenters';
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
    notFound: 'Nie znaleziono użytkownika firmy.',
    changed: (name: string) => `Dane użytkownika ${name} zostały zmienione.`,
    deactivated: (name: string) => `Konto użytkownika ${name} zostało dezaktywowane. Nie można się już na nie zalogować, a otwarte sesje tego konta zostały zakończone.`,
    reactivated: (name: string) => `Konto użytkownika ${name} jest znowu aktywne – może się zalogować swoim hasłem.`,
    alreadyDeactivated: (name: string) => `Konto użytkownika ${name} jest już dezaktywowane.`,
    notDeactivated: (name: string) => `Konto użytkownika ${name} nie jest dezaktywowane.`,
    notInvited: (name: string) => `Użytkownik ${name} nie czeka na zaproszenie – hasło do konta jest już ustawione albo konto jest dezaktywowane.`,
    invitationSent: (name: string, email: string) => `Zaproszenie dla użytkownika ${name} zostało wysłane ponownie na adres ${email}. Poprzedni link przestał działać.`,
    loginDeactivated: 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.',
  },
  en: {
    forbidden: "The company's users are managed by its administrator.",
    emailTaken: (email: string) => `An account with the address ${email} already exists. Enter another e-mail address.`,
    costCenter: "Choose one of your company's cost centres.",
    created: (name: string, email: string) => `${name} has been added. We have sent a message with a link to set the password to ${email}.`,
    notFound: 'Company user not found.',
    changed: (name: string) => `${name}'s details have been changed.`,
    deactivated: (name: string) => `${name}'s account has been deactivated. They can no longer log in and their open sessions have ended.`,
    reactivated: (name: string) => `${name}'s account is active again – they can log in with their password.`,
    alreadyDeactivated: (name: string) => `${name}'s account is already deactivated.`,
    notDeactivated: (name: string) => `${name}'s account is not deactivated.`,
    notInvited: (name: string) => `${name} is not waiting for an invitation – they have set a password already or their account is deactivated.`,
    invitationSent: (name: string, email: string) => `The invitation for ${name} has been sent again to ${email}. The previous link no longer works.`,
    loginDeactivated: "Your account has been deactivated by your company's administrator. Contact them to have it restored.",
  },
} as const;

/** 403 unless the user administers a company customer (a private customer has no company users). */
export function requireCompanyUserAdmin({ user, company }: CompanyAdmin, locale: DemoLocale = 'pl'): void {
  if (company.isPrivateCustomer || user.roleName !== 'admin') throw forbidden(MESSAGES[locale].forbidden);
}

/** The user's cost centres: those an administrator chose (when added or later), else (as every seeded user) all of the company's. */
function costCentersOf(user: SeedUser, company: SeedCompany): CompanyUser['costCenters'] {
  const centres = companyCostCenters(company);
  const chosen = assignedCostCenterIds(user.id) ?? [];
  return (chosen.length ? centres.filter((centre) => chosen.includes(centre.id)) : centres).map((centre) => ({ id: centre.id, name: centre.name }));
}

/** Invited until she sets her password; deactivated by an administrator; else active. */
export function companyUserStatus(user: SeedUser): CompanyUserStatus {
  if (isDeactivated(user.id)) return 'deactivated';
  return user.password === '' ? 'invited' : 'active';
}

/** The refusal of a login whose every account was deactivated (said only to whoever knows the password). */
export const deactivatedMessage = (locale: DemoLocale): string => MESSAGES[locale].loginDeactivated;

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
    // Without a password nobody can log in (an invited user who has not set it yet), nor a deactivated user.
    isActive: companyUserStatus(user) === 'active',
    status: companyUserStatus(user),
    canApprove: user.canApprove,
    costCenters: costCentersOf(user, company),
    hasAllCostCenters: !(assignedCostCenterIds(user.id) ?? []).length,
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

/** A user of the administrator's company; 404 for anyone else (another company's user is not told apart from none). */
function companyUser(admin: CompanyAdmin, id: number, locale: DemoLocale): SeedUser {
  requireCompanyUserAdmin(admin, locale);
  const user = allUsers().find((candidate) => candidate.id === id && candidate.companyId === admin.company.id);
  if (!user) throw notFound(MESSAGES[locale].notFound);
  return user;
}

const membersOf = (company: SeedCompany): CompanyMember[] =>
  allUsers().filter((user) => user.companyId === company.id).map((user) => ({ id: user.id, roleName: user.roleName, status: companyUserStatus(user) }));

/** 409 when the change would leave the company without an active administrator, or deactivate the administrator herself. */
function requireMemberChange(admin: CompanyAdmin, target: SeedUser, change: MemberChange, locale: DemoLocale): void {
  const problem = memberChangeProblem(membersOf(admin.company), admin.user.id, target.id, change);
  if (problem === 'lastAdministrator') throw new DemoHttpError(409, 'LAST-ADMINISTRATOR', COMPANY_USER_ADMIN_MESSAGES[locale].lastAdministrator, { field: change.roleName ? 'roleId' : undefined });
  if (problem === 'ownAccount') throw new DemoHttpError(409, 'OWN-ACCOUNT', COMPANY_USER_ADMIN_MESSAGES[locale].ownAccount);
}

const answer = (user: SeedUser, admin: CompanyAdmin, message: string): CompanyUserResponse => {
  const current = allUsers().find((candidate) => candidate.id === user.id) ?? user;
  return { user: toCompanyUser(current, admin.company), message };
};

/**
 * PATCH companies/current/users/{id}: name, phone, role, approval right (src/domain/companyUserAdmin.ts)
 * and cost centres; the §5 field rules on the result; the last active administrator keeps her role.
 */
export function updateCompanyUser(admin: CompanyAdmin, id: number, input: CompanyUserChange, locale: DemoLocale): CompanyUserResponse {
  const user = companyUser(admin, id, locale);
  const phone = input.phone1 === undefined ? (toCompanyUser(user, admin.company).phone1 ?? '') : (input.phone1 ?? '');
  const [problem] = companyUserProblems({
    firstName: input.firstName ?? user.firstName,
    lastName: input.lastName ?? user.lastName,
    email: user.login,
    phone1: phone,
    roleId: input.roleId ?? user.roleId,
  });
  if (problem) throw fieldError(problem.field, problem.message);
  const roleName = companyRoleName(input.roleId ?? user.roleId)!;
  requireMemberChange(admin, user, { roleName }, locale);
  const right = approvalRight(roleName, input.canApprove, input.roleId === undefined || roleName === user.roleName ? user.canApprove : undefined);
  if (!right.ok) throw fieldError('canApprove', COMPANY_USER_ADMIN_MESSAGES[locale].approvalRight(roleName));
  const centreIds = new Set(companyCostCenters(admin.company).map((centre) => centre.id));
  const chosen = input.costCenterIds === undefined ? undefined : [...new Set(input.costCenterIds)];
  chosen?.forEach((centreId, index) => {
    if (!centreIds.has(centreId)) throw fieldError(`costCenterIds.${index}`, MESSAGES[locale].costCenter);
  });
  const change: CompanyUserChangeRecord = {
    firstName: (input.firstName ?? user.firstName).trim(),
    lastName: (input.lastName ?? user.lastName).trim(),
    // The form's "+48" alone, as the seed keeps an empty phone.
    phone1: phone.trim() || '+48',
    roleId: input.roleId ?? user.roleId,
    roleName,
    canApprove: right.canApprove,
    netPricesReadOnly: roleName === 'onlyData' ? true : user.roleName === 'onlyData' ? false : user.netPricesReadOnly,
  };
  updateState((state) => {
    state.userChanges = { ...state.userChanges, [user.id]: { ...state.userChanges?.[user.id], ...change } };
    if (chosen) {
      state.userCostCenters = { ...state.userCostCenters, [user.id]: chosen };
      const account = (state.companyUsers ?? []).find((candidate) => candidate.user.id === user.id);
      if (account) account.costCenterIds = chosen;
    }
  });
  return answer(user, admin, MESSAGES[locale].changed(`${change.firstName} ${change.lastName}`));
}

/** POST companies/current/users/{id}/deactivation: she cannot log in and every token she holds is refused from now on. */
export function deactivateCompanyUser(admin: CompanyAdmin, id: number, locale: DemoLocale): CompanyUserResponse {
  const user = companyUser(admin, id, locale);
  if (isDeactivated(user.id)) throw new DemoHttpError(409, 'ALREADY-DEACTIVATED', MESSAGES[locale].alreadyDeactivated(personName(user)));
  requireMemberChange(admin, user, { deactivate: true }, locale);
  updateState((state) => {
    const now = Date.now();
    state.deactivatedUsers = { ...state.deactivatedUsers, [user.id]: now };
    state.userSessionsValidFrom = { ...state.userSessionsValidFrom, [user.id]: now };
  });
  return answer(user, admin, MESSAGES[locale].deactivated(personName(user)));
}

/**
 * POST companies/current/users/{id}/reactivation: she logs in again with her password. Tokens issued
 * before the deactivation stay refused (her sessions ended then: `userSessionsValidFrom`).
 */
export function reactivateCompanyUser(admin: CompanyAdmin, id: number, locale: DemoLocale): CompanyUserResponse {
  const user = companyUser(admin, id, locale);
  if (!isDeactivated(user.id)) throw new DemoHttpError(409, 'NOT-DEACTIVATED', MESSAGES[locale].notDeactivated(personName(user)));
  updateState((state) => {
    const { [user.id]: _gone, ...rest } = state.deactivatedUsers ?? {};
    state.deactivatedUsers = rest;
  });
  return answer(user, admin, MESSAGES[locale].reactivated(personName(user)));
}

/** POST companies/current/users/{id}/invitation: a user who has not set her password gets the e-mail again with a new link. */
export function resendCompanyUserInvitation(admin: CompanyAdmin, id: number, locale: DemoLocale): CompanyUserResponse {
  const user = companyUser(admin, id, locale);
  if (companyUserStatus(user) !== 'invited') throw new DemoHttpError(409, 'NOT-INVITED', MESSAGES[locale].notInvited(personName(user)));
  const linkId = issuePasswordLink(user.id, 'companyUser');
  sendCompanyUserMail({ user, company: admin.company, addedBy: admin.user, linkId, expiresAt: getState().passwordLinks![linkId].expiresAt, locale });
  return answer(user, admin, MESSAGES[locale].invitationSent(personName(user), user.login));
}
