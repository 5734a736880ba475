/**
 * The limit and approval decision of an order placed now, on top of spec §5's cost-centre rule
 * (src/domain/costCentre.ts, not repeated here) and the company's approval rules (./approvalChain.ts):
 * refused over a hard limit; else waiting for the chain of decisions the rules and the limit need (a
 * level for each threshold the value passes; one decision of any approver over a limit that may be
 * exceeded after approval, unless the one placing it is an approver of the company — her order is
 * approved by her placing it); accepted when it needs none. An order raised in edit-order mode is
 * weighed by the same function (./editRule.ts).
 */
import { costCentreDecision, costCentreMessage, type CostCentreLimit } from '../costCentre';
import { requiredChain, type ApprovalRuleDefinition, type ChainLevel } from './approvalChain';

export type PlacementOutcome =
  | { outcome: 'refused'; message: string }
  | { outcome: 'placed'; status: 'accepted' }
  | { outcome: 'placed'; status: 'awaitingAcceptance'; chain: ChainLevel[] };

export interface Placement {
  /** The order's cost centre as it stands without the order; null: an order without a centre, within any limit. */
  centre: CostCentreLimit | null;
  /** Its id, which picks the centre's own approval rule (null: the company-wide one only). */
  costCentreId: number | null;
  /** The order's net goods value (what the limit and the rules weigh). */
  value: number;
  /** The company's approval rules. */
  rules: readonly ApprovalRuleDefinition[];
  /** Whether the one placing (or raising) the order is an approver of the company. */
  byApprover: boolean;
}

/** What the limit allows: `limitAvailable` when known, else the whole limit. */
export const limitLeft = (centre: CostCentreLimit): number => centre.limitAvailable ?? centre.limit ?? 0;

/** The §5 refusal for a value over what the centre has left. */
export const limitRefusal = (centre: CostCentreLimit, value: number): string => costCentreMessage(value, limitLeft(centre));

export function placementOutcome({ centre, costCentreId, value, rules, byApprover }: Placement): PlacementOutcome {
  const limitDecision = centre ? costCentreDecision(centre, value) : 'withinLimit';
  if (limitDecision === 'refused') return { outcome: 'refused', message: limitRefusal(centre!, value) };
  const chain = requiredChain({ rules, costCentreId, value, limitDecision, placedByApprover: byApprover });
  return chain.length ? { outcome: 'placed', status: 'awaitingAcceptance', chain } : { outcome: 'placed', status: 'accepted' };
}

/** Whether an approver may accept the order now (not over a hard limit that may not be exceeded). */
export function acceptanceOutcome(centre: CostCentreLimit | null, value: number): { mayAccept: true } | { mayAccept: false; message: string } {
  if (centre && costCentreDecision(centre, value) === 'refused') return { mayAccept: false, message: limitRefusal(centre, value) };
  return { mayAccept: true };
}
