/**
 * The "add" and "edit cost centre" dialogs' form: name, limit (net zł as typed, src/domain/typedAmount.ts),
 * period, kind and the users who order on it. The field rules are the domain's (src/domain/budget.ts,
 * the demo API checks the same), in the page's language.
 */
import { z } from 'zod';
import { BUDGET_MESSAGES, budgetProblems, type BudgetPeriod, type LimitKind } from '../../domain/budget';
import type { MoneyLocale } from '../../domain/money';
import { amountFieldText, parseTypedAmount } from '../../domain/typedAmount';
import type { CompanyCostCenter, CostCenterChange, CostCenterInput } from '../../generated/model';

export interface BudgetFormValues {
  name: string;
  /** The limit as typed ('' for none). */
  limit: string;
  period: BudgetPeriod;
  kind: LimitKind;
  userIds: number[];
}

export const BUDGET_FIELDS = ['name', 'limit', 'period', 'kind', 'userIds'] as const;

export const EMPTY_BUDGET: BudgetFormValues = { name: '', limit: '', period: 'month', kind: 'hard', userIds: [] };

export const budgetValuesOf = (centre: CompanyCostCenter, locale: MoneyLocale): BudgetFormValues => ({
  name: centre.name,
  limit: amountFieldText(centre.limit, locale),
  period: centre.period,
  kind: centre.kind,
  userIds: centre.users.map((user) => user.id),
});

export function budgetSchema(locale: MoneyLocale) {
  return z
    .object({
      name: z.string(),
      limit: z.string(),
      period: z.enum(['month', 'quarter', 'year']),
      kind: z.enum(['hard', 'approval', 'none']),
      userIds: z.array(z.number()),
    })
    .superRefine((values, context) => {
      const limit = parseTypedAmount(values.limit, locale);
      const problems = budgetProblems({ name: values.name, limit: Number.isNaN(limit) ? 0 : limit, kind: values.kind }, locale);
      if (Number.isNaN(limit)) problems.push({ field: 'limit', message: BUDGET_MESSAGES[locale].limitInvalid });
      for (const problem of problems) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message, input: undefined });
    });
}

/** POST cost-centers' body: the name trimmed, the limit as a number (null: none). */
export function budgetInput(values: BudgetFormValues, locale: MoneyLocale): CostCenterInput {
  return { name: values.name.trim(), limit: parseTypedAmount(values.limit, locale), period: values.period, kind: values.kind, userIds: values.userIds };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** PATCH cost-centers/{id}'s body: only what differs from the centre as it was (empty: nothing changed). */
export function budgetChange(values: BudgetFormValues, initial: BudgetFormValues, locale: MoneyLocale): CostCenterChange {
  const input = budgetInput(values, locale);
  const before = budgetInput(initial, locale);
  const change: CostCenterChange = {};
  if (input.name !== before.name) change.name = input.name;
  if (input.limit !== before.limit) change.limit = input.limit;
  if (input.period !== before.period) change.period = input.period;
  if (input.kind !== before.kind) change.kind = input.kind;
  if (!sameIds(values.userIds, initial.userIds)) change.userIds = values.userIds;
  return change;
}
