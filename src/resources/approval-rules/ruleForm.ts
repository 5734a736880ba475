/**
 * The approval rule and absence forms: what is typed (text), the checks the order policy makes
 * (src/domain/orderPolicy/approvalChain.ts, in the page's language) before anything is sent, and the
 * request each form sends.
 */
import { z } from 'zod';
import { ruleLevelsProblem } from '../../domain/orderPolicy/approvalChain';
import type { MoneyLocale } from '../../domain/money';
import { amountFieldText, parseTypedAmount } from '../../domain/typedAmount';
import type { ApprovalRule, ApprovalRuleInput, ApproverAbsenceInput } from '../../generated/model';

export interface LevelValues {
  threshold: string;
  approverId: string;
}

export interface RuleFormValues {
  /** '' for the whole company, else a cost centre's id. */
  scope: string;
  levels: LevelValues[];
}

export const EMPTY_RULE: RuleFormValues = { scope: '', levels: [{ threshold: '', approverId: '' }] };

/** A rule's levels as the form shows them (a threshold "5000" or "5000,50" in Polish, "5000.50" in English). */
export function ruleValues(rule: ApprovalRule, locale: MoneyLocale): RuleFormValues {
  return {
    scope: rule.costCenter ? String(rule.costCenter.id) : '',
    levels: rule.levels.map((level) => ({ threshold: amountFieldText(level.threshold, locale), approverId: String(level.approver.id) })),
  };
}

/** A threshold as typed (src/domain/typedAmount.ts); NaN when empty or not an amount. */
export function parseThreshold(text: string, locale: MoneyLocale): number {
  return parseTypedAmount(text, locale) ?? Number.NaN;
}

export interface RuleMessages {
  thresholdRequired: string;
  approverRequired: string;
  locale: MoneyLocale;
}

/** The form's checks: every level has an amount and an approver, thresholds rise (the order policy's words). */
export function ruleSchema(messages: RuleMessages, approverIds: readonly number[]) {
  return z
    .object({
      scope: z.string(),
      levels: z.array(z.object({
        threshold: z.string().refine((text) => !Number.isNaN(parseThreshold(text, messages.locale)), messages.thresholdRequired),
        approverId: z.string().min(1, messages.approverRequired),
      })).min(1),
    })
    .superRefine((values, context) => {
      const levels = ruleLevels(values, messages.locale);
      if (levels.some((level) => Number.isNaN(level.threshold) || !level.approverId)) return;
      const problem = ruleLevelsProblem(levels, approverIds);
      if (problem) context.addIssue({ code: 'custom', path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: problem.message[messages.locale] });
    });
}

export const ruleLevels = (values: RuleFormValues, locale: MoneyLocale): ApprovalRuleInput['levels'] =>
  values.levels.map((level) => ({ threshold: parseThreshold(level.threshold, locale), approverId: Number(level.approverId) }));

export const ruleInput = (values: RuleFormValues, locale: MoneyLocale): ApprovalRuleInput => ({ costCenterId: values.scope ? Number(values.scope) : null, levels: ruleLevels(values, locale) });

/** A field the server named (`levels.1.threshold`) as the form's path, when the form has it. */
export function formField(field: string | undefined, levels: number): `levels.${number}.threshold` | `levels.${number}.approverId` | 'scope' | null {
  if (!field) return null;
  if (field === 'costCenterId') return 'scope';
  const match = /^levels\.(\d+)\.(threshold|approverId)$/.exec(field);
  if (!match || Number(match[1]) >= levels) return null;
  return `levels.${Number(match[1])}.${match[2] as 'threshold' | 'approverId'}`;
}

export interface AbsenceFormValues {
  approverId: string;
  substituteId: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_ABSENCE: AbsenceFormValues = { approverId: '', substituteId: '', dateFrom: '', dateTo: '' };

export const ABSENCE_FIELDS = ['approverId', 'substituteId', 'dateFrom', 'dateTo'] as const;

export function absenceSchema(required: string) {
  return z.object({
    approverId: z.string().min(1, required),
    substituteId: z.string().min(1, required),
    dateFrom: z.string().min(1, required),
    dateTo: z.string().min(1, required),
  });
}

export const absenceInput = (values: AbsenceFormValues): ApproverAbsenceInput => ({
  approverId: Number(values.approverId), substituteId: Number(values.substituteId), dateFrom: values.dateFrom, dateTo: values.dateTo,
});
