/**
 * The limit and approval decision of an order placed now, on top of spec §5's cost-centre rule
 * (src/domain/costCentre.ts, not repeated here): refused over a hard limit, waiting for an approver
 * over a limit that may be exceeded after approval — unless the one placing it is an approver of the
 * company (her order is approved by her placing it), else accepted.
 */
import { costCentreDecision, costCentreMessage, type CostCentreLimit } from '../costCentre';

export type PlacementOutcome =
  | { outcome: 'refused'; message: string }
  | { outcome: 'placed'; status: 'accepted' | 'awaitingAcceptance' };

/** What the limit allows: `limitAvailable` when known, else the whole limit. */
export const limitLeft = (centre: CostCentreLimit): number => centre.limitAvailable ?? centre.limit ?? 0;

/** The §5 refusal for a value over what the centre has left. */
export const limitRefusal = (centre: CostCentreLimit, value: number): string => costCentreMessage(value, limitLeft(centre));

/** `centre`: as it stands without the order (null: an order without a centre, within any limit). */
export function placementOutcome(centre: CostCentreLimit | null, value: number, placedByApprover: boolean): PlacementOutcome {
  const decision = centre ? costCentreDecision(centre, value) : 'withinLimit';
  if (decision === 'refused') return { outcome: 'refused', message: limitRefusal(centre!, value) };
  if (decision === 'needsAcceptance' && !placedByApprover) return { outcome: 'placed', status: 'awaitingAcceptance' };
  return { outcome: 'placed', status: 'accepted' };
}

/** Whether an approver may accept the order now (not over a hard limit that may not be exceeded). */
export function acceptanceOutcome(centre: CostCentreLimit | null, value: number): { mayAccept: true } | { mayAccept: false; message: string } {
  if (centre && costCentreDecision(centre, value) === 'refused') return { mayAccept: false, message: limitRefusal(centre, value) };
  return { mayAccept: true };
}
