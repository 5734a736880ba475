/**
 * The edit rule: an order raised in edit-order mode is weighed as if it were placed now with its new
 * value, by the placement's own function (./limitDecision.ts: the cost centre's limit without the
 * order, and the company's approval rules):
 * - on a centre the editor may not order on (not given to her, or archived), a raise is refused and the
 *   order stays as it was — as the checkout refuses such a centre;
 * - over a hard limit that may not be exceeded, the change is refused with spec §5's message and the
 *   order stays as it was;
 * - where an order placed now would wait (a rule's threshold passed, or a limit that may be exceeded
 *   after approval passed by someone who is not an approver), it waits again for that chain from its
 *   first level — an accepted order goes back to "awaiting acceptance", and the decisions an order
 *   awaiting acceptance had were about a smaller order;
 * - else the status stays: an approver's raise over an approval limit is her approval, as her own
 *   orders are placed accepted.
 * A change that does not raise the value never needs more than the order already had: it keeps the status.
 */
import type { CostCentreLimit } from '../costCentre';
import type { ApprovalRuleDefinition, ChainLevel } from './approvalChain';
import { raiseOnCentreNotGivenMessage } from './allowedCostCentres';
import { placementOutcome } from './limitDecision';

export type EditableStatus = 'accepted' | 'awaitingAcceptance';

export interface OrderEdit {
  status: EditableStatus;
  /** The order's cost centre as it stands without the order; null when it has none. */
  centre: (CostCentreLimit & { name: string }) | null;
  costCentreId: number | null;
  /** Whether the editor may order on the order's centre (given to her and not archived; true without a centre). */
  centreGiven: boolean;
  valueBefore: number;
  valueAfter: number;
  /** The company's approval rules. */
  rules: readonly ApprovalRuleDefinition[];
  editorIsApprover: boolean;
}

export type EditOutcome =
  | { kind: 'refused'; reason: 'limit' | 'centre'; message: string }
  | { kind: 'keep'; status: EditableStatus }
  | { kind: 'reapproval'; status: 'awaitingAcceptance'; chain: ChainLevel[] };

export function editOutcome(edit: OrderEdit): EditOutcome {
  const { status, centre, costCentreId, centreGiven, valueBefore, valueAfter, rules, editorIsApprover } = edit;
  if (valueAfter <= valueBefore) return { kind: 'keep', status };
  if (centre && !centreGiven) return { kind: 'refused', reason: 'centre', message: raiseOnCentreNotGivenMessage(centre.name) };
  const placed = placementOutcome({ centre, costCentreId, value: valueAfter, rules, byApprover: editorIsApprover });
  if (placed.outcome === 'refused') return { kind: 'refused', reason: 'limit', message: placed.message };
  if (placed.status === 'accepted') return { kind: 'keep', status };
  return { kind: 'reapproval', status: 'awaitingAcceptance', chain: placed.chain };
}
