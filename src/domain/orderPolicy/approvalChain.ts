/**
 * Approval rules: which decisions an order needs before it is accepted, who may take each one on a
 * given day, and where the order stands after a decision.
 *
 * A rule holds for one cost centre or for the whole company (`costCentreId: null`); a centre's own rule
 * takes the place of the company-wide one. Its levels rise strictly by threshold: an order whose net goods
 * value is above a level's threshold needs that level's decision, level by level. An order over a limit
 * that may be exceeded after approval which no level catches needs one decision of any approver (and, as
 * before rules existed, an approver's own such order is accepted by her placing it). Nobody decides a level
 * of her own order: such a level passes to the company's other approvers. While an approver is away, her
 * substitute decides her levels (she herself still may).
 */
import type { CostCentreDecision } from '../costCentre';

export interface RuleLevel {
  threshold: number;
  approverId: number;
}

export interface ApprovalRuleDefinition {
  id: number;
  /** null: the company-wide rule. */
  costCentreId: number | null;
  levels: readonly RuleLevel[];
}

/** One decision an order needs: a rule's level (its approver), or any approver of the company (`approverId: null`). */
export interface ChainLevel {
  level: number;
  approverId: number | null;
  /** The rule level's threshold; null for the one decision of any approver. */
  threshold: number | null;
}

export interface Absence {
  approverId: number;
  substituteId: number;
  /** YYYY-MM-DD, both included. */
  dateFrom: string;
  dateTo: string;
}

/** The rule that holds for an order on the centre: the centre's own, else the company-wide one. */
export function ruleFor<T extends ApprovalRuleDefinition>(rules: readonly T[], costCentreId: number | null): T | null {
  return (costCentreId !== null ? rules.find((rule) => rule.costCentreId === costCentreId) : undefined)
    ?? rules.find((rule) => rule.costCentreId === null)
    ?? null;
}

export interface ChainInput {
  rules: readonly ApprovalRuleDefinition[];
  costCentreId: number | null;
  /** The order's net goods value (what the cost-centre rule weighs). */
  value: number;
  /** Spec §5's cost-centre rule for the order (src/domain/costCentre.ts); 'refused' orders are never placed. */
  limitDecision: CostCentreDecision;
  /** Whether the one placing (or changing) the order is an approver of the company. */
  placedByApprover: boolean;
}

/** The decisions the order needs, first to last; empty: accepted as placed. */
export function requiredChain({ rules, costCentreId, value, limitDecision, placedByApprover }: ChainInput): ChainLevel[] {
  const rule = ruleFor(rules, costCentreId);
  const caught = (rule?.levels ?? []).filter((level) => value > level.threshold);
  if (caught.length) return caught.map((level, index) => ({ level: index + 1, approverId: level.approverId, threshold: level.threshold }));
  if (limitDecision === 'needsAcceptance' && !placedByApprover) return [{ level: 1, approverId: null, threshold: null }];
  return [];
}

/** Whether the chain is the approval rules' levels (each with its threshold), not the one decision of any approver a limit asks for. */
export const chainOfRules = (chain: readonly ChainLevel[]): boolean => chain.some((level) => level.threshold !== null);

/** Whether a day (YYYY-MM-DD) falls within an absence (both ends included). */
export const absenceCovers = (absence: Absence, day: string): boolean => absence.dateFrom <= day && day <= absence.dateTo;

export interface DeciderContext {
  /** Who placed the order. */
  creatorId: number;
  /** The company's approvers who may decide at all (active, with the approval right). */
  approverIds: readonly number[];
  absences: readonly Absence[];
  /** YYYY-MM-DD. */
  today: string;
}

/** Whether the level goes to every approver but the buyer: no named approver, the named one placed the order, or she no longer approves. */
function passesToAll(level: ChainLevel, ctx: DeciderContext): boolean {
  return level.approverId === null || level.approverId === ctx.creatorId || !ctx.approverIds.includes(level.approverId);
}

/** The substitute of the level's approver today (an approver who may decide and did not place the order), else null. */
export function substituteToday(level: ChainLevel, ctx: DeciderContext): number | null {
  if (level.approverId === null) return null;
  const absence = ctx.absences.find((candidate) => candidate.approverId === level.approverId && absenceCovers(candidate, ctx.today));
  if (!absence) return null;
  const { substituteId } = absence;
  return substituteId !== ctx.creatorId && ctx.approverIds.includes(substituteId) ? substituteId : null;
}

/** Whether the user may decide the level today. */
export function mayDecideLevel(level: ChainLevel, userId: number, ctx: DeciderContext): boolean {
  if (userId === ctx.creatorId || !ctx.approverIds.includes(userId)) return false;
  if (passesToAll(level, ctx)) return true;
  return userId === level.approverId || userId === substituteToday(level, ctx);
}

/** Everyone who may decide the level today. */
export const decidersOf = (level: ChainLevel, ctx: DeciderContext): number[] =>
  ctx.approverIds.filter((userId) => mayDecideLevel(level, userId, ctx));

/** Whom the level waits for: her substitute while she is away, else the level's approver; null when any approver decides it. */
export function waitingFor(level: ChainLevel, ctx: DeciderContext): number | null {
  if (passesToAll(level, ctx)) return null;
  return substituteToday(level, ctx) ?? level.approverId;
}

export type ChainStep =
  | { status: 'awaitingAcceptance'; level: number }
  | { status: 'accepted' }
  | { status: 'rejected' };

/** Where the order stands after a decision at `level` of a chain of `levels`. */
export function afterDecision(levels: number, level: number, decision: 'accepted' | 'rejected'): ChainStep {
  if (decision === 'rejected') return { status: 'rejected' };
  return level < levels ? { status: 'awaitingAcceptance', level: level + 1 } : { status: 'accepted' };
}

export const MAX_APPROVAL_LEVELS = 5;

export interface RuleProblem {
  field: string;
  message: { pl: string; en: string };
}

/**
 * A rule's levels checked: 1 to 5 levels, thresholds from 0 rising strictly, each approver one who may
 * decide. The first problem, with its field (`levels.N.threshold`, `levels.N.approverId`, N from 0).
 */
export function ruleLevelsProblem(levels: readonly { threshold: number; approverId: number }[], approverIds: readonly number[]): RuleProblem | null {
  if (levels.length < 1 || levels.length > MAX_APPROVAL_LEVELS) {
    return { field: 'levels', message: { pl: `Reguła ma od 1 do ${MAX_APPROVAL_LEVELS} poziomów akceptacji.`, en: `A rule has 1 to ${MAX_APPROVAL_LEVELS} approval levels.` } };
  }
  for (const [index, level] of levels.entries()) {
    const number = index + 1;
    if (!Number.isFinite(level.threshold) || level.threshold < 0) {
      return { field: `levels.${index}.threshold`, message: { pl: `Próg poziomu ${number} musi być kwotą nie mniejszą niż 0.`, en: `The threshold of level ${number} must be an amount of at least 0.` } };
    }
    if (Math.round(level.threshold * 100) !== level.threshold * 100) {
      return { field: `levels.${index}.threshold`, message: { pl: `Próg poziomu ${number} podaj w złotych i groszach.`, en: `Give the threshold of level ${number} in złoty and grosze.` } };
    }
    if (index > 0 && level.threshold <= levels[index - 1].threshold) {
      return { field: `levels.${index}.threshold`, message: { pl: `Próg poziomu ${number} musi być wyższy niż próg poziomu ${index}.`, en: `The threshold of level ${number} must be higher than that of level ${index}.` } };
    }
    if (!approverIds.includes(level.approverId)) {
      return { field: `levels.${index}.approverId`, message: { pl: `Wybierz osobę akceptującą poziomu ${number} – aktywnego użytkownika firmy z prawem akceptacji.`, en: `Choose the approver of level ${number} – an active user of the company with the approval right.` } };
    }
  }
  return null;
}

/** An absence checked against the approvers and today (YYYY-MM-DD): the first problem with its field. */
export function absenceProblem(input: Absence, approverIds: readonly number[], today: string): RuleProblem | null {
  if (!approverIds.includes(input.approverId)) {
    return { field: 'approverId', message: { pl: 'Wybierz nieobecną osobę akceptującą – aktywnego użytkownika firmy z prawem akceptacji.', en: 'Choose the absent approver – an active user of the company with the approval right.' } };
  }
  if (!approverIds.includes(input.substituteId) || input.substituteId === input.approverId) {
    return { field: 'substituteId', message: { pl: 'Zastępcą może być inny aktywny użytkownik firmy z prawem akceptacji.', en: 'The substitute must be another active user of the company with the approval right.' } };
  }
  if (input.dateTo < input.dateFrom) {
    return { field: 'dateTo', message: { pl: 'Data końca nieobecności nie może być wcześniejsza niż data początku.', en: 'The absence cannot end before it starts.' } };
  }
  if (input.dateTo < today) {
    return { field: 'dateTo', message: { pl: 'Nieobecność nie może skończyć się przed dzisiejszym dniem.', en: 'The absence cannot end before today.' } };
  }
  return null;
}

/** Whether two absences share a day. */
export const absencesOverlap = (a: Pick<Absence, 'dateFrom' | 'dateTo'>, b: Pick<Absence, 'dateFrom' | 'dateTo'>): boolean =>
  a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
