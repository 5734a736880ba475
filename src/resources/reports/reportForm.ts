/**
 * The "order a report" form (spec §3 Report: typeId, from, to, emailNotifyWhenReportReady): its
 * starting values, its rules — a type from the server's list and spec §5's date range through the
 * domain's `dateRangeError` (the demo API answers with the same rule and messages) — and the request
 * it sends. The chart of the page shows the same period once it passes the rule.
 */
import { z } from 'zod';
import { dateRangeError, type DateRangeProblem } from '../../domain/dateRange';
import type { ReportRequest } from '../../generated/model';

export interface ReportFormValues {
  /** The report type's id as the select holds it ('' while none is chosen). */
  typeId: string;
  /** ISO days (YYYY-MM-DD), '' while empty. */
  from: string;
  to: string;
  emailNotifyWhenReportReady: boolean;
}

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportFormMessages {
  /** No type chosen. */
  type: string;
  /** Spec §5's date-range messages in the page's language. */
  dateRange: Record<DateRangeProblem, string>;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day of the user's calendar as YYYY-MM-DD (not UTC: just after midnight it is already the new day here). */
export const localDay = (date: Date): string => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** The form's starting period: from the first day of the previous month to today (last month whole and this one so far). */
export function defaultReportPeriod(today: Date): ReportPeriod {
  return { from: localDay(new Date(today.getFullYear(), today.getMonth() - 1, 1)), to: localDay(today) };
}

export function emptyReportForm(today: Date): ReportFormValues {
  return { typeId: '', ...defaultReportPeriod(today), emailNotifyWhenReportReady: false };
}

/** The period when it passes spec §5's rule (both ends, the end not before the start), else null. */
export function validPeriod(from: string, to: string): ReportPeriod | null {
  return dateRangeError(from || undefined, to || undefined) ? null : { from, to };
}

export function reportFormSchema(messages: ReportFormMessages) {
  return z
    .object({
      typeId: z.string().min(1, { error: messages.type }),
      from: z.string(),
      to: z.string(),
      emailNotifyWhenReportReady: z.boolean(),
    })
    .superRefine((values, context) => {
      const problem = dateRangeError(values.from || undefined, values.to || undefined);
      if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: messages.dateRange[problem.problem], input: undefined });
    });
}

/** POST reports' body. */
export function reportRequestOf(values: ReportFormValues): ReportRequest {
  return { typeId: Number(values.typeId), from: values.from, to: values.to, emailNotifyWhenReportReady: values.emailNotifyWhenReportReady };
}
