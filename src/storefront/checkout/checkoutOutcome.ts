/**
 * What happens to the order the checkout would send now, by the order policy's own function
 * (src/domain/orderPolicy/limitDecision.ts, which the demo API's placing asks too): refused over a
 * hard limit, waiting for the approval rules' levels or for an approver over a limit that may be
 * exceeded after approval, or accepted.
 */
import { chainOfRules } from '../../domain/orderPolicy/approvalChain';
import type { PlacementOutcome } from '../../domain/orderPolicy/limitDecision';
import { placementOutcome } from '../../domain/orderPolicy/limitDecision';
import type { CheckoutApproval, CostCenter } from '../../generated/model';

export type CheckoutOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'accepted' }
  /** The approval rules' levels catch the order (`levels` decisions, one after another). */
  | { kind: 'byRules'; levels: number }
  /** Over a limit that may be exceeded after approval: one decision of an approver. */
  | { kind: 'byLimit' };

export function checkoutOutcome(approval: CheckoutApproval, centre: CostCenter | null, value: number): CheckoutOutcome {
  const rules = approval.rules.map((rule, index) => ({ id: index + 1, costCentreId: rule.costCenterId, levels: rule.levels }));
  const outcome: PlacementOutcome = placementOutcome({ centre, costCentreId: centre?.id ?? null, value, rules, byApprover: approval.byApprover });
  if (outcome.outcome === 'refused') return { kind: 'refused', message: outcome.message };
  if (outcome.status === 'accepted') return { kind: 'accepted' };
  return chainOfRules(outcome.chain) ? { kind: 'byRules', levels: outcome.chain.length } : { kind: 'byLimit' };
}
