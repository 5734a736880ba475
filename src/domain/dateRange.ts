/**
 * The date-range rule of spec §5: the end may not come before the start. A list filter may give only
 * one end (orders "from" a day); a form that needs both ends also checks `bothEndsGiven`.
 */
export type DateRangeProblem = 'bothRequired' | 'endBeforeStart';

/** Dates are ISO days (YYYY-MM-DD), which compare correctly as strings. */
export function dateRangeProblem(from: string | undefined, to: string | undefined, options: { bothRequired?: boolean } = {}): DateRangeProblem | null {
  if (options.bothRequired && (!from || !to)) return 'bothRequired';
  if (from && to && to < from) return 'endBeforeStart';
  return null;
}
