import { formatAmount } from './money';

/** The parts of a cost centre the limit rule needs. */
export interface CostCentreLimit {
  limit: number | null;
  limitAvailable: number | null;
  isLimitHard: boolean;
  canExceedAfterApproval: boolean;
}

/** The outcome of the cost-centre rule for a cart value. */
export type CostCentreDecision = 'withinLimit' | 'needsAcceptance' | 'refused';

/**
 * Spec §5's cost-centre rule: a purchase passes when the limit is not hard, or exceeding is allowed
 * after approval, or the cart value is at most what is left of the limit. Passing over the limit
 * with approval allowed means the order waits for an approver.
 */
export function costCentreDecision(centre: CostCentreLimit, cartValue: number): CostCentreDecision {
  const available = centre.limitAvailable ?? centre.limit;
  if (centre.limit === null || available === null || cartValue <= available) return 'withinLimit';
  if (!centre.isLimitHard) return 'withinLimit';
  return centre.canExceedAfterApproval ? 'needsAcceptance' : 'refused';
}

/** Whether the rule lets the purchase through (spec §5 "passes"). */
export function passesCostCentreRule(centre: CostCentreLimit, cartValue: number): boolean {
  return costCentreDecision(centre, cartValue) !== 'refused';
}

/** By how much a cart value goes over what is left of the limit (0 when it does not). */
export function amountOverLimit(centre: CostCentreLimit, cartValue: number): number {
  const available = centre.limitAvailable ?? centre.limit;
  if (available === null) return 0;
  return Math.max(0, Math.round((cartValue - available) * 100) / 100);
}

/** Spec §5's message: "wartość twoich zakupów to: 1234,50zł, a twój limit wynosi: 1000,00zł". */
export function costCentreMessage(cartValue: number, limit: number): string {
  return `wartość twoich zakupów to: ${formatAmount(cartValue)}zł, a twój limit wynosi: ${formatAmount(limit)}zł`;
}
