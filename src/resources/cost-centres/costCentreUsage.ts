import { costCentreDecision } from '../../domain/costCentre';
import { costCentreFigures } from '../../domain/cart';
import type { CostCenter } from '../../generated/model';

/**
 * What happens to an order over the limit, by spec §5's rule: none (no limit), soft (it goes through),
 * approval (it waits for an approver), hard (it is refused).
 */
export type LimitKind = 'none' | 'soft' | 'approval' | 'hard';

export interface CostCentreUsage {
  limit: number | null;
  used: number;
  available: number | null;
  kind: LimitKind;
  /** Share of the limit used, in whole percent (may pass 100 on a limit that can be exceeded); null without a limit. */
  percent: number | null;
  /** How far the use went past the limit (0 when within it). */
  over: number;
}

/** The figures of the account's cost-centre screens, from the cart's figures and the limit rule. */
export function costCentreUsage(centre: CostCenter): CostCentreUsage {
  const { limit, used, available } = costCentreFigures(centre);
  if (limit === null) return { limit, used, available, kind: 'none', percent: null, over: 0 };
  // The rule asked about an order of any size over what is left tells how the limit behaves.
  const decision = costCentreDecision(centre, Number.POSITIVE_INFINITY);
  const kind: LimitKind = decision === 'withinLimit' ? 'soft' : decision === 'needsAcceptance' ? 'approval' : 'hard';
  const percent = limit > 0 ? Math.round((used / limit) * 100) : used > 0 ? 100 : 0;
  return { limit, used, available, kind, percent, over: Math.max(0, Math.round((used - limit) * 100) / 100) };
}
