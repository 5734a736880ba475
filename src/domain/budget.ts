/**
 * Budgets: a cost centre's limit covers a calendar period (month, quarter or year) and is of a kind —
 * `hard` (never exceeded), `approval` (exceeded only after an approver's acceptance) or `none` (not
 * enforced). The kind is the pair of flags spec §5's cost-centre rule reads (src/domain/costCentre.ts).
 * The demo API and the administrator's cost-centres screen check a centre's fields with the same rules.
 */

export type BudgetPeriod = 'month' | 'quarter' | 'year';
export type LimitKind = 'hard' | 'approval' | 'none';

export const BUDGET_PERIODS: readonly BudgetPeriod[] = ['month', 'quarter', 'year'];
export const LIMIT_KINDS: readonly LimitKind[] = ['hard', 'approval', 'none'];

/** The flags of the cost-centre rule. */
export interface LimitFlags {
  isLimitHard: boolean;
  canExceedAfterApproval: boolean;
}

/** The first and the last day (ISO dates, both inclusive) of the calendar period that holds `day` (its UTC date). */
export function periodRange(day: Date, period: BudgetPeriod): { from: string; to: string } {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const firstMonth = period === 'month' ? month : period === 'quarter' ? month - (month % 3) : 0;
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const from = new Date(Date.UTC(year, firstMonth, 1));
  const to = new Date(Date.UTC(year, firstMonth + months, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** Whether a moment (an ISO date or date-time) falls within a period range. */
export function inPeriod(moment: string, range: { from: string; to: string }): boolean {
  const day = moment.slice(0, 10);
  return day >= range.from && day <= range.to;
}

/** The rule's flags of a kind. */
export function kindFlags(kind: LimitKind): LimitFlags {
  if (kind === 'hard') return { isLimitHard: true, canExceedAfterApproval: false };
  if (kind === 'approval') return { isLimitHard: true, canExceedAfterApproval: true };
  return { isLimitHard: false, canExceedAfterApproval: false };
}

/** The kind the rule's flags mean (a limit that is not hard is not enforced, whatever the approval flag says). */
export function limitKind(flags: LimitFlags): LimitKind {
  if (!flags.isLimitHard) return 'none';
  return flags.canExceedAfterApproval ? 'approval' : 'hard';
}

/** A cost centre's fields as the administrator sends them. */
export interface BudgetFields {
  name: string;
  limit: number | null;
  kind: LimitKind;
}

export interface BudgetProblem {
  field: 'name' | 'limit';
  message: string;
}

export const BUDGET_MESSAGES = {
  pl: {
    nameRequired: 'Podaj nazwę centrum kosztowego.',
    nameTooLong: 'Nazwa centrum kosztowego może mieć najwyżej 100 znaków.',
    limitRequired: 'Podaj limit – centrum z limitem twardym lub wymagającym akceptacji musi go mieć.',
    limitInvalid: 'Limit musi być kwotą od 0 do 100 000 000 zł.',
  },
  en: {
    nameRequired: 'Enter the cost centre’s name.',
    nameTooLong: 'A cost centre’s name may have at most 100 characters.',
    limitRequired: 'Enter a limit – a centre with a hard limit or one that needs approval must have one.',
    limitInvalid: 'The limit must be an amount from 0 to 100,000,000 PLN.',
  },
} as const;

/** The largest limit a centre may have (net PLN). */
export const MAX_BUDGET_LIMIT = 100_000_000;

/**
 * The checks of a centre's fields, first problem first: the name trimmed is not empty (at most 100
 * characters); a `hard` or `approval` centre has a limit; a limit is 0…100 000 000 with at most grosze.
 */
export function budgetProblems(fields: BudgetFields, locale: 'pl' | 'en' = 'pl'): BudgetProblem[] {
  const messages = BUDGET_MESSAGES[locale];
  const problems: BudgetProblem[] = [];
  const name = fields.name.trim();
  if (!name) problems.push({ field: 'name', message: messages.nameRequired });
  else if (name.length > 100) problems.push({ field: 'name', message: messages.nameTooLong });
  if (fields.limit === null) {
    if (fields.kind !== 'none') problems.push({ field: 'limit', message: messages.limitRequired });
  } else if (!Number.isFinite(fields.limit) || fields.limit < 0 || fields.limit > MAX_BUDGET_LIMIT || Math.abs(Math.round(fields.limit * 100) - fields.limit * 100) > 1e-6) {
    problems.push({ field: 'limit', message: messages.limitInvalid });
  }
  return problems;
}

/** The name as kept and compared: trimmed, inner runs of white space as one space. */
export function budgetName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Whether two centre names are the same name (case and spacing ignored). */
export function sameBudgetName(a: string, b: string): boolean {
  return budgetName(a).toLocaleLowerCase('pl') === budgetName(b).toLocaleLowerCase('pl');
}
