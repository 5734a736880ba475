/**
 * The date-range rule of spec §5: the end may not come before the start. A list filter may give only
 * one end (orders "from" a day); a form that needs both ends passes `bothRequired` (or uses `dateRangeError`).
 */
export type DateRangeProblem = 'bothRequired' | 'endBeforeStart';

/** Dates are ISO days (YYYY-MM-DD), which compare correctly as strings. */
export function dateRangeProblem(from: string | undefined, to: string | undefined, options: { bothRequired?: boolean } = {}): DateRangeProblem | null {
  if (options.bothRequired && (!from || !to)) return 'bothRequired';
  if (from && to && to < from) return 'endBeforeStart';
  return null;
}

/** Spec §5's messages of the rule, word for word (the demo API answers with them; screens use their locale keys). */
export const DATE_RANGE_MESSAGES: Record<DateRangeProblem, string> = {
  bothRequired: 'Oba pola są wymagane',
  endBeforeStart: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
};

/**
 * A range of a form that needs both ends (a report's period): the problem, its message and the field it
 * belongs to — the empty end (the start when both are empty), or the end when it comes before the start.
 */
export function dateRangeError(from: string | undefined, to: string | undefined): { problem: DateRangeProblem; field: 'from' | 'to'; message: string } | null {
  const problem = dateRangeProblem(from, to, { bothRequired: true });
  if (!problem) return null;
  const field = problem === 'bothRequired' && !from ? 'from' : 'to';
  return { problem, field, message: DATE_RANGE_MESSAGES[problem] };
}
