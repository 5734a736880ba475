/**
 * Budgets (the company's administrator only): every cost centre of the company with its limit, period
 * (src/domain/budget.ts), kind and users; creating, changing, archiving and restoring one. What changes
 * is kept in the demo state (`costCenterChanges` for seeded centres, `createdCostCenters`), which
 * presenters/costCenter.ts reads, so checkout, the cart's limits and placing an order use it from the
 * next order on; placed orders keep their status and values. "Who may use a centre" is each user's
 * assignment of centres (services/costCenters.ts `assignedCostCenterIds`): none means all of them. The
 * administrator names a centre's users from the centre's side: exactly those order on it (`centreUserIds`).
 */
import { budgetName, budgetProblems, kindFlags, limitKind, sameBudgetName, type BudgetPeriod, type LimitKind } from '../../domain/budget';
import { allowedCostCentreIds } from '../../domain/orderPolicy';
import type { CompanyCostCenter, CompanyCostCenterListResponse, CompanyCostCenterResponse, CostCenterChange, CostCenterInput } from '../../generated/model';
import { allCostCenters, findCostCenter, type CostCenterChangeRecord, type StoredCostCenter } from '../db/budgetRecords';
import { allUsers, getSeed, updateState } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import { badRequest, DemoHttpError, forbidden, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { currentPeriodRange, toCostCenter } from '../presenters/costCenter';
import { personName } from '../presenters/order';
import { fieldError } from './checkoutValidation';
import { assignedCostCenterIds } from './costCenters';

export interface BudgetAdmin {
  user: SeedUser;
  company: SeedCompany;
}

const MESSAGES = {
  pl: {
    forbidden: 'Centrami kosztowymi firmy zarządza jej administrator.',
    notFound: 'Nie znaleziono centrum kosztowego.',
    nothingToChange: 'Podaj, co zmienić w centrum kosztowym.',
    nameTaken: (name: string) => `Centrum kosztowe o nazwie „${name}” już istnieje. Wybierz inną nazwę.`,
    archived: (name: string) => `Centrum kosztowe „${name}” jest zarchiwizowane. Przywróć je, aby je zmienić.`,
    alreadyArchived: (name: string) => `Centrum kosztowe „${name}” jest już zarchiwizowane.`,
    notArchived: (name: string) => `Centrum kosztowe „${name}” nie jest zarchiwizowane.`,
    lastCostCenter: (name: string) => `„${name}” to ostatnie aktywne centrum kosztowe firmy. Dodaj inne, zanim je zarchiwizujesz.`,
    foreignUser: 'Wybierz użytkownika Twojej firmy.',
    userLeftWithout: (name: string) => `Użytkownik ${name} nie miałby żadnego centrum kosztowego. Przypisz mu najpierw inne centrum.`,
    created: (name: string) => `Centrum kosztowe „${name}” zostało dodane.`,
    changed: (name: string) => `Centrum kosztowe „${name}” zostało zmienione. Zmiana obowiązuje od następnego zamówienia.`,
    archivedDone: (name: string) => `Centrum kosztowe „${name}” zostało zarchiwizowane. Nie można już na nie zamawiać; jego zamówienia zostają.`,
    restored: (name: string) => `Centrum kosztowe „${name}” zostało przywrócone.`,
  },
  en: {
    forbidden: "The company's cost centres are managed by its administrator.",
    notFound: 'Cost centre not found.',
    nothingToChange: 'Say what to change in the cost centre.',
    nameTaken: (name: string) => `A cost centre named “${name}” already exists. Choose another name.`,
    archived: (name: string) => `The cost centre “${name}” is archived. Restore it to change it.`,
    alreadyArchived: (name: string) => `The cost centre “${name}” is already archived.`,
    notArchived: (name: string) => `The cost centre “${name}” is not archived.`,
    lastCostCenter: (name: string) => `“${name}” is the company's last active cost centre. Add another one before archiving it.`,
    foreignUser: "Choose a user of your company.",
    userLeftWithout: (name: string) => `${name} would have no cost centre left. Give them another centre first.`,
    created: (name: string) => `The cost centre “${name}” has been added.`,
    changed: (name: string) => `The cost centre “${name}” has been changed. The change applies from the next order.`,
    archivedDone: (name: string) => `The cost centre “${name}” has been archived. Nobody can order on it any more; its orders stay.`,
    restored: (name: string) => `The cost centre “${name}” has been restored.`,
  },
} as const;

/** 403 unless the user administers a company customer (a private customer has no cost centres). */
export function requireBudgetAdmin({ user, company }: BudgetAdmin, locale: DemoLocale = 'pl'): void {
  if (company.isPrivateCustomer || user.roleName !== 'admin') throw forbidden(MESSAGES[locale].forbidden);
}

/** Every centre of the company, archived ones included. */
function companyCentres(company: SeedCompany): StoredCostCenter[] {
  return allCostCenters().filter((centre) => centre.companyId === company.id);
}

const companyMembers = (company: SeedCompany): SeedUser[] => allUsers().filter((user) => user.companyId === company.id);

/** The users who may order on the centre: those whose assignment names it, and those without one (all centres). */
function centreUsers(centre: StoredCostCenter, company: SeedCompany): SeedUser[] {
  const ids = companyCentres(company).map((candidate) => candidate.id);
  return companyMembers(company).filter((user) => allowedCostCentreIds(ids, assignedCostCenterIds(user.id)).includes(centre.id));
}

export function toCompanyCostCenter(centre: StoredCostCenter, company: SeedCompany): CompanyCostCenter {
  const seed = getSeed();
  const range = currentPeriodRange(centre.id, seed);
  return {
    ...toCostCenter(centre, seed),
    period: centre.period,
    kind: limitKind(centre),
    periodFrom: range.from,
    periodTo: range.to,
    isArchived: centre.isArchived,
    users: centreUsers(centre, company).map((user) => ({ id: user.id, name: personName(user) })),
  };
}

/** GET companies/current/cost-centers: every centre of the company (archived ones after the others, each group in the seed's order). */
export function listCompanyCostCenters(admin: BudgetAdmin, locale: DemoLocale): CompanyCostCenterListResponse {
  requireBudgetAdmin(admin, locale);
  const centres = companyCentres(admin.company);
  const ordered = [...centres.filter((centre) => !centre.isArchived), ...centres.filter((centre) => centre.isArchived)];
  return { costCenters: ordered.map((centre) => toCompanyCostCenter(centre, admin.company)) };
}

/** The §5-style field checks on the body as sent (name trimmed, the limit a hard or approval centre needs), with the field. */
export function checkBudgetBody(raw: unknown, base: { name: string; limit: number | null; kind: LimitKind } | null, locale: DemoLocale): void {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const name = body.name === undefined ? base?.name : body.name;
  const limit = body.limit === undefined ? (base?.limit ?? null) : body.limit;
  const kind = body.kind === undefined ? base?.kind : body.kind;
  // A missing name or a value of the wrong type is the contract's schema's to refuse.
  if (typeof name !== 'string' || (limit !== null && typeof limit !== 'number') || !['hard', 'approval', 'none'].includes(kind as string)) return;
  const [problem] = budgetProblems({ name, limit, kind: kind as LimitKind }, locale);
  if (problem) throw fieldError(problem.field, problem.message);
}

/** The company's centre (archived too); 404 for another company's or an unknown one. */
function companyCentre(admin: BudgetAdmin, id: number, locale: DemoLocale): StoredCostCenter {
  requireBudgetAdmin(admin, locale);
  const centre = findCostCenter(id);
  if (!centre || centre.companyId !== admin.company.id) throw notFound(MESSAGES[locale].notFound);
  return centre;
}

/** 409 NAME-TAKEN when another centre of the company that is not archived has the name. */
function requireFreeName(admin: BudgetAdmin, name: string, exceptId: number | null, locale: DemoLocale): void {
  const taken = companyCentres(admin.company).find((centre) => centre.id !== exceptId && !centre.isArchived && sameBudgetName(centre.name, name));
  if (taken) throw new DemoHttpError(409, 'NAME-TAKEN', MESSAGES[locale].nameTaken(taken.name), { field: 'name' });
}

/** The users the administrator chose for a centre; none chosen: every user of the company. */
function centreUserIds(admin: BudgetAdmin, userIds: readonly number[] | undefined): number[] {
  return userIds?.length ? [...new Set(userIds)] : companyMembers(admin.company).map((user) => user.id);
}

/**
 * The users' assignments once exactly `userIds` order on the centre: a chosen user with an assignment
 * gets the centre added; a user left out loses it — one without an assignment (all centres) gets one of
 * every other centre of the company. Nobody is left without an active centre (400 `userIds`).
 */
function assignmentsFor(admin: BudgetAdmin, centreId: number, userIds: readonly number[], locale: DemoLocale): Record<string, number[]> {
  const members = companyMembers(admin.company);
  userIds.forEach((id, index) => {
    if (!members.some((user) => user.id === id)) throw fieldError(`userIds.${index}`, MESSAGES[locale].foreignUser);
  });
  const centres = companyCentres(admin.company);
  const active = new Set(centres.filter((centre) => !centre.isArchived && centre.id !== centreId).map((centre) => centre.id));
  const changes: Record<string, number[]> = {};
  for (const user of members) {
    const assigned = assignedCostCenterIds(user.id) ?? [];
    const wanted = userIds.includes(user.id);
    if (wanted) {
      if (assigned.length && !assigned.includes(centreId)) changes[user.id] = [...assigned, centreId];
      continue;
    }
    const hasIt = !assigned.length || assigned.includes(centreId);
    if (!hasIt) continue;
    const rest = assigned.length ? assigned.filter((id) => id !== centreId) : centres.map((centre) => centre.id).filter((id) => id !== centreId);
    if (!rest.some((id) => active.has(id))) throw fieldError('userIds', MESSAGES[locale].userLeftWithout(personName(user)));
    changes[user.id] = rest;
  }
  return changes;
}

/** Stores users' new assignments (as updateCompanyUser does). */
function storeAssignments(changes: Record<string, number[]>): void {
  if (!Object.keys(changes).length) return;
  updateState((state) => {
    state.userCostCenters = { ...state.userCostCenters, ...changes };
    for (const account of state.companyUsers ?? []) {
      if (changes[account.user.id]) account.costCenterIds = changes[account.user.id];
    }
  });
}

/** Writes a centre's new fields: a created centre's record, or a seeded centre's change. */
function storeCentre(centre: StoredCostCenter): void {
  const seeded = getSeed().costCenters.some((candidate) => candidate.id === centre.id);
  updateState((state) => {
    if (seeded) {
      const { name, limit, isLimitHard, canExceedAfterApproval, period, isArchived } = centre;
      const change: CostCenterChangeRecord = { name, limit, isLimitHard, canExceedAfterApproval, period, isArchived };
      state.costCenterChanges = { ...state.costCenterChanges, [centre.id]: change };
    } else {
      state.createdCostCenters = (state.createdCostCenters ?? []).map((candidate) => (candidate.id === centre.id ? centre : candidate));
    }
  });
}

const answer = (id: number, admin: BudgetAdmin, message: string): CompanyCostCenterResponse => ({
  costCenter: toCompanyCostCenter(findCostCenter(id)!, admin.company),
  message,
});

/** POST companies/current/cost-centers. */
export function createCompanyCostCenter(admin: BudgetAdmin, input: CostCenterInput, locale: DemoLocale): CompanyCostCenterResponse {
  requireBudgetAdmin(admin, locale);
  checkBudgetBody(input, null, locale);
  const name = budgetName(input.name);
  requireFreeName(admin, name, null, locale);
  const id = Math.max(100, ...allCostCenters().map((centre) => centre.id)) + 1;
  const assignments = assignmentsFor(admin, id, centreUserIds(admin, input.userIds), locale);
  const centre: StoredCostCenter = {
    id,
    companyId: admin.company.id,
    name,
    limit: input.limit,
    ...kindFlags(input.kind),
    period: input.period,
    isArchived: false,
  };
  updateState((state) => {
    state.createdCostCenters = [...(state.createdCostCenters ?? []), centre];
  });
  storeAssignments(assignments);
  return answer(id, admin, MESSAGES[locale].created(name));
}

/** A change's centre (404 another company's, 409 archived) and the field checks on the body as sent, against the centre as it is. */
export function checkCostCenterChange(admin: BudgetAdmin, id: number, raw: unknown, locale: DemoLocale): StoredCostCenter {
  const centre = companyCentre(admin, id, locale);
  if (centre.isArchived) throw new DemoHttpError(409, 'ARCHIVED', MESSAGES[locale].archived(centre.name));
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && !Object.keys(raw).length) throw badRequest(MESSAGES[locale].nothingToChange);
  checkBudgetBody(raw, { name: centre.name, limit: centre.limit, kind: limitKind(centre) }, locale);
  return centre;
}

/** PATCH companies/current/cost-centers/{id}: only the fields sent; the next order sees the change. */
export function updateCompanyCostCenter(admin: BudgetAdmin, id: number, input: CostCenterChange, locale: DemoLocale): CompanyCostCenterResponse {
  const centre = checkCostCenterChange(admin, id, input, locale);
  const name = input.name === undefined ? centre.name : budgetName(input.name);
  if (input.name !== undefined) requireFreeName(admin, name, centre.id, locale);
  const kind: LimitKind = input.kind ?? limitKind(centre);
  const period: BudgetPeriod = input.period ?? centre.period;
  const assignments = input.userIds === undefined ? {} : assignmentsFor(admin, centre.id, centreUserIds(admin, input.userIds), locale);
  storeCentre({ ...centre, name, limit: input.limit === undefined ? centre.limit : input.limit, ...(input.kind === undefined ? {} : kindFlags(kind)), period });
  storeAssignments(assignments);
  return answer(centre.id, admin, MESSAGES[locale].changed(name));
}

/**
 * POST companies/current/cost-centers/{id}/archive: nobody orders on it from now on (companyCostCenters
 * leaves it out). A user whose assignment leaves her no active centre gets the company's first
 * remaining one; a default on it falls to her first remaining centre by itself (defaultCostCenterId).
 */
export function archiveCompanyCostCenter(admin: BudgetAdmin, id: number, locale: DemoLocale): CompanyCostCenterResponse {
  const centre = companyCentre(admin, id, locale);
  if (centre.isArchived) throw new DemoHttpError(409, 'ARCHIVED', MESSAGES[locale].alreadyArchived(centre.name));
  const remaining = companyCentres(admin.company).filter((candidate) => !candidate.isArchived && candidate.id !== centre.id);
  if (!remaining.length) throw new DemoHttpError(409, 'LAST-COST-CENTER', MESSAGES[locale].lastCostCenter(centre.name));
  const remainingIds = new Set(remaining.map((candidate) => candidate.id));
  const assignments: Record<string, number[]> = {};
  for (const user of companyMembers(admin.company)) {
    const assigned = assignedCostCenterIds(user.id) ?? [];
    if (assigned.length && !assigned.some((centreId) => remainingIds.has(centreId))) assignments[user.id] = [...assigned, remaining[0].id];
  }
  storeCentre({ ...centre, isArchived: true });
  storeAssignments(assignments);
  return answer(centre.id, admin, MESSAGES[locale].archivedDone(centre.name));
}

/** POST companies/current/cost-centers/{id}/restore: back in use, unless its name was taken meanwhile. */
export function restoreCompanyCostCenter(admin: BudgetAdmin, id: number, locale: DemoLocale): CompanyCostCenterResponse {
  const centre = companyCentre(admin, id, locale);
  if (!centre.isArchived) throw new DemoHttpError(409, 'NOT-ARCHIVED', MESSAGES[locale].notArchived(centre.name));
  requireFreeName(admin, centre.name, centre.id, locale);
  storeCentre({ ...centre, isArchived: false });
  return answer(centre.id, admin, MESSAGES[locale].restored(centre.name));
}

