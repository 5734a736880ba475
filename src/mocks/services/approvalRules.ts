/**
 * A company's approval rules and approvers' absences, kept by its administrator
 * (`companies/current/approval-rules`, `…/approver-absences`). The rules themselves — which levels an
 * order needs, who decides them — are src/domain/orderPolicy/approvalChain.ts; orders take their chain
 * when placed (services/orderApproval.ts), so a change here leaves orders already waiting as they are.
 */
import { absenceProblem, absencesOverlap, ruleLevelsProblem, type RuleProblem } from '../../domain/orderPolicy';
import type {
  ApprovalLevelInput, ApprovalRule, ApprovalRuleChange, ApprovalRuleInput, ApprovalRuleResponse, ApproverAbsence, ApproverAbsenceInput, ApproverAbsenceResponse,
} from '../../generated/model';
import type { StoredAbsence, StoredApprovalRule } from '../db/approvalRecords';
import { allUsers, getSeed, getState, updateState } from '../db/store';
import type { SeedCompany, SeedUser } from '../db/types';
import { DemoHttpError, notFound } from '../http/errors';
import type { DemoLocale } from '../http/locale';
import { personName } from '../presenters/order';
import { requireCompanyUserAdmin } from './companyUsers';
import { companyCostCenters } from './costCenters';
import { activeApprovers, demoToday } from './orderApproval';

type Admin = { user: SeedUser; company: SeedCompany };

const MESSAGES = {
  pl: {
    centre: 'Wybierz centrum kosztowe firmy, które nie jest zarchiwizowane, albo całą firmę.',
    ruleExists: (scope: string) => `Reguła akceptacji dla ${scope} już istnieje – zmień jej poziomy zamiast dodawać nową.`,
    companyWide: 'całej firmy',
    centreScope: (name: string) => `centrum kosztowego „${name}”`,
    ruleNotFound: 'Nie ma takiej reguły akceptacji.',
    absenceNotFound: 'Nie ma takiej nieobecności.',
    created: (scope: string) => `Dodano regułę akceptacji dla ${scope}. Zamówienia, które już czekają, zachowują dotychczasowe poziomy.`,
    changed: (scope: string) => `Zmieniono regułę akceptacji dla ${scope}. Zamówienia, które już czekają, zachowują dotychczasowe poziomy.`,
    deleted: (scope: string) => `Usunięto regułę akceptacji dla ${scope}. Zamówienia, które już czekają, zachowują dotychczasowe poziomy.`,
    overlaps: (name: string, from: string, to: string) => `${name} ma już zapisaną nieobecność od ${from} do ${to}. Nieobecności jednej osoby nie mogą się pokrywać.`,
    absenceCreated: (name: string, substitute: string) => `Zapisano nieobecność: ${name}. W tym czasie o jej poziomach akceptacji decyduje ${substitute}.`,
    absenceDeleted: (name: string) => `Usunięto nieobecność: ${name}.`,
  },
  en: {
    centre: 'Choose a cost centre of the company that is not archived, or the whole company.',
    ruleExists: (scope: string) => `An approval rule for ${scope} already exists – change its levels instead of adding another.`,
    companyWide: 'the whole company',
    centreScope: (name: string) => `the cost centre “${name}”`,
    ruleNotFound: 'There is no such approval rule.',
    absenceNotFound: 'There is no such absence.',
    created: (scope: string) => `The approval rule for ${scope} has been added. Orders already waiting keep their levels.`,
    changed: (scope: string) => `The approval rule for ${scope} has been changed. Orders already waiting keep their levels.`,
    deleted: (scope: string) => `The approval rule for ${scope} has been deleted. Orders already waiting keep their levels.`,
    overlaps: (name: string, from: string, to: string) => `${name} already has an absence from ${from} to ${to}. One person’s absences cannot overlap.`,
    absenceCreated: (name: string, substitute: string) => `The absence of ${name} has been recorded. Meanwhile ${substitute} decides her approval levels.`,
    absenceDeleted: (name: string) => `The absence of ${name} has been deleted.`,
  },
} as const;

const fieldProblem = (problem: RuleProblem, locale: DemoLocale) => new DemoHttpError(400, 'VALIDATION', problem.message[locale], { field: problem.field });

const userRef = (userId: number) => {
  const user = allUsers().find((candidate) => candidate.id === userId);
  return { id: userId, name: user ? personName(user) : '' };
};

/** A centre's name, also of one archived since the rule was made. */
function centreName(company: SeedCompany, centreId: number): string {
  return (companyCostCenters(company).find((centre) => centre.id === centreId) ?? getSeed().costCenters.find((centre) => centre.id === centreId))?.name ?? String(centreId);
}

const scopeText = (company: SeedCompany, costCenterId: number | null, locale: DemoLocale) =>
  costCenterId === null ? MESSAGES[locale].companyWide : MESSAGES[locale].centreScope(centreName(company, costCenterId));

function toApprovalRule(rule: StoredApprovalRule, company: SeedCompany): ApprovalRule {
  return {
    id: rule.id,
    costCenter: rule.costCenterId === null ? null : { id: rule.costCenterId, name: centreName(company, rule.costCenterId) },
    levels: rule.levels.map((level, index) => ({ level: index + 1, threshold: level.threshold, approver: userRef(level.approverId) })),
  };
}

const rulesOf = (company: SeedCompany) => (getState().approvalRules ?? []).filter((rule) => rule.companyId === company.id);

/** The company-wide rule first, then the centres' rules by the centre's name. */
export function listApprovalRules({ user, company }: Admin, locale: DemoLocale): { rules: ApprovalRule[] } {
  requireCompanyUserAdmin({ user, company }, locale);
  const rules = rulesOf(company).map((rule) => toApprovalRule(rule, company));
  rules.sort((a, b) => (a.costCenter === null ? -1 : b.costCenter === null ? 1 : a.costCenter.name.localeCompare(b.costCenter.name, 'pl')));
  return { rules };
}

function checkLevels(company: SeedCompany, levels: ApprovalLevelInput[], locale: DemoLocale): StoredApprovalRule['levels'] {
  const problem = ruleLevelsProblem(levels, activeApprovers(company.id).map((approver) => approver.id));
  if (problem) throw fieldProblem(problem, locale);
  return levels.map((level) => ({ threshold: level.threshold, approverId: level.approverId }));
}

const nextId = (kind: 'rule' | 'absence'): number => {
  const ids = getState().approvalIds ?? { rule: 0, absence: 0 };
  return ids[kind] + 1;
};

export function createApprovalRule(admin: Admin, input: ApprovalRuleInput, locale: DemoLocale): ApprovalRuleResponse {
  const { company } = admin;
  requireCompanyUserAdmin(admin, locale);
  const costCenterId = input.costCenterId ?? null;
  if (costCenterId !== null && !companyCostCenters(company).some((centre) => centre.id === costCenterId)) {
    throw new DemoHttpError(400, 'VALIDATION', MESSAGES[locale].centre, { field: 'costCenterId' });
  }
  const levels = checkLevels(company, input.levels, locale);
  const scope = scopeText(company, costCenterId, locale);
  if (rulesOf(company).some((rule) => rule.costCenterId === costCenterId)) {
    throw new DemoHttpError(409, 'RULE-EXISTS', MESSAGES[locale].ruleExists(scope), { field: 'costCenterId' });
  }
  const rule: StoredApprovalRule = { id: nextId('rule'), companyId: company.id, costCenterId, levels };
  updateState((state) => {
    state.approvalRules = [...(state.approvalRules ?? []), rule];
    state.approvalIds = { ...(state.approvalIds ?? { rule: 0, absence: 0 }), rule: rule.id };
  });
  return { rule: toApprovalRule(rule, company), message: MESSAGES[locale].created(scope) };
}

function ruleOf(company: SeedCompany, id: number, locale: DemoLocale): StoredApprovalRule {
  const rule = rulesOf(company).find((candidate) => candidate.id === id);
  if (!rule) throw notFound(MESSAGES[locale].ruleNotFound);
  return rule;
}

export function updateApprovalRule(admin: Admin, id: number, change: ApprovalRuleChange, locale: DemoLocale): ApprovalRuleResponse {
  const { company } = admin;
  requireCompanyUserAdmin(admin, locale);
  const rule = ruleOf(company, id, locale);
  const levels = checkLevels(company, change.levels, locale);
  const changed = { ...rule, levels };
  updateState((state) => {
    state.approvalRules = (state.approvalRules ?? []).map((candidate) => (candidate.id === id ? changed : candidate));
  });
  return { rule: toApprovalRule(changed, company), message: MESSAGES[locale].changed(scopeText(company, rule.costCenterId, locale)) };
}

export function deleteApprovalRule(admin: Admin, id: number, locale: DemoLocale): { message: string } {
  const { company } = admin;
  requireCompanyUserAdmin(admin, locale);
  const rule = ruleOf(company, id, locale);
  updateState((state) => {
    state.approvalRules = (state.approvalRules ?? []).filter((candidate) => candidate.id !== id);
  });
  return { message: MESSAGES[locale].deleted(scopeText(company, rule.costCenterId, locale)) };
}

const absencesOf = (company: SeedCompany) => (getState().approverAbsences ?? []).filter((absence) => absence.companyId === company.id);

const toAbsence = (absence: StoredAbsence): ApproverAbsence => ({
  id: absence.id,
  approver: userRef(absence.approverId),
  substitute: userRef(absence.substituteId),
  dateFrom: absence.dateFrom,
  dateTo: absence.dateTo,
});

/** Absences that have not ended, the nearest first. */
export function listApproverAbsences(admin: Admin, locale: DemoLocale): { absences: ApproverAbsence[] } {
  requireCompanyUserAdmin(admin, locale);
  const today = demoToday();
  const absences = absencesOf(admin.company)
    .filter((absence) => absence.dateTo >= today)
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom) || a.id - b.id);
  return { absences: absences.map(toAbsence) };
}

/** A date as the shop writes it in the language: 30.11.2026 or 30/11/2026. */
const dayText = (day: string, locale: DemoLocale) => {
  const [year, month, date] = day.split('-');
  return locale === 'en' ? `${date}/${month}/${year}` : `${date}.${month}.${year}`;
};

export function createApproverAbsence(admin: Admin, input: ApproverAbsenceInput, locale: DemoLocale): ApproverAbsenceResponse {
  const { company } = admin;
  requireCompanyUserAdmin(admin, locale);
  const approverIds = activeApprovers(company.id).map((approver) => approver.id);
  const problem = absenceProblem(input, approverIds, demoToday());
  if (problem) throw fieldProblem(problem, locale);
  const clash = absencesOf(company).find((absence) => absence.approverId === input.approverId && absencesOverlap(absence, input));
  const name = userRef(input.approverId).name;
  if (clash) {
    throw new DemoHttpError(409, 'ABSENCE-OVERLAPS', MESSAGES[locale].overlaps(name, dayText(clash.dateFrom, locale), dayText(clash.dateTo, locale)), { field: 'dateFrom' });
  }
  const absence: StoredAbsence = {
    id: nextId('absence'), companyId: company.id, approverId: input.approverId, substituteId: input.substituteId, dateFrom: input.dateFrom, dateTo: input.dateTo,
  };
  updateState((state) => {
    state.approverAbsences = [...(state.approverAbsences ?? []), absence];
    state.approvalIds = { ...(state.approvalIds ?? { rule: 0, absence: 0 }), absence: absence.id };
  });
  return { absence: toAbsence(absence), message: MESSAGES[locale].absenceCreated(name, userRef(input.substituteId).name) };
}

export function deleteApproverAbsence(admin: Admin, id: number, locale: DemoLocale): { message: string } {
  const { company } = admin;
  requireCompanyUserAdmin(admin, locale);
  const absence = absencesOf(company).find((candidate) => candidate.id === id);
  if (!absence) throw notFound(MESSAGES[locale].absenceNotFound);
  updateState((state) => {
    state.approverAbsences = (state.approverAbsences ?? []).filter((candidate) => candidate.id !== id);
  });
  return { message: MESSAGES[locale].absenceDeleted(userRef(absence.approverId).name) };
}
