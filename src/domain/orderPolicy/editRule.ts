/**
 * The edit rule: an order changed in edit-order mode is checked again as if it were placed now — its
 * new value against what its cost centre has left without it (src/domain/costCentre.ts):
 * - over a hard limit that may not be exceeded, the change is refused with spec §5's message and the
 *   order stays as it was;
 * - over a limit that may be exceeded after approval, an accepted order goes back to "awaiting
 *   acceptance" — unless the editor is an approver of the company: her change is her approval, as
 *   her own orders are placed accepted;
 * - within the limits (and for an order awaiting acceptance, which an approver still decides) the
 *   status stays.
 * A change that does not raise the value never needs more than the order already had: it keeps the status.
 */
import { costCentreDecision, type CostCentreLimit } from '../costCentre';
import { limitRefusal } from './limitDecision';

export type EditableStatus = 'accepted' | 'awaitingAcceptance';

export interface OrderEdit {
  status: EditableStatus;
  /** The order's cost centre as it stands without the order; null when it has none. */
  centre: CostCentreLimit | null;
  valueBefore: number;
  valueAfter: number;
  editorIsApprover: boolean;
}

export type EditOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'keep'; status: EditableStatus }
  | { kind: 'reapproval'; status: 'awaitingAcceptance' };

export function editOutcome(edit: OrderEdit): EditOutcome {
  const { status, centre, valueBefore, valueAfter, editorIsApprover } = edit;
  if (!centre || valueAfter <= valueBefore) return { kind: 'keep', status };
  const decision = costCentreDecision(centre, valueAfter);
  if (decision === 'refused') return { kind: 'refused', message: limitRefusal(centre, valueAfter) };
  if (decision === 'needsAcceptance' && status === 'accepted' && !editorIsApprover) return { kind: 'reapproval', status: 'awaitingAcceptance' };
  return { kind: 'keep', status };
}
