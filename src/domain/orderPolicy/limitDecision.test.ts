import { describe, expect, it } from 'vitest';
import type { CostCentreLimit } from '../costCentre';
import type { ApprovalRuleDefinition } from './approvalChain';
import { acceptanceOutcome, placementOutcome } from './limitDecision';

const hard = { limit: 20000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: false };
const approval = { limit: 8000, limitAvailable: 500, isLimitHard: true, canExceedAfterApproval: true };
const soft = { limit: 8000, limitAvailable: 0, isLimitHard: false, canExceedAfterApproval: false };

/** An order on the centre (id 7), without approval rules, placed by a buyer unless said otherwise. */
const placed = (centre: CostCentreLimit | null, value: number, byApprover = false, rules: ApprovalRuleDefinition[] = []) =>
  placementOutcome({ centre, costCentreId: centre ? 7 : null, value, rules, byApprover });
const ANY_APPROVER = [{ level: 1, approverId: null, threshold: null }];

describe('placementOutcome', () => {
  it('refuses over a hard limit with the §5 message, whoever places it', () => {
    expect(placed(hard, 1000.01, true)).toEqual({ outcome: 'refused', message: 'wartość twoich zakupów to: 1000,01zł, a twój limit wynosi: 1000,00zł' });
    expect(placed(hard, 1000)).toEqual({ outcome: 'placed', status: 'accepted' });
  });

  it('makes a buyer’s order over an approval limit wait for one decision of any approver, an approver’s not', () => {
    expect(placed(approval, 600)).toEqual({ outcome: 'placed', status: 'awaitingAcceptance', chain: ANY_APPROVER });
    expect(placed(approval, 600, true)).toEqual({ outcome: 'placed', status: 'accepted' });
    expect(placed(approval, 500)).toEqual({ outcome: 'placed', status: 'accepted' });
  });

  it('lets a soft limit and no centre through', () => {
    expect(placed(soft, 99999)).toEqual({ outcome: 'placed', status: 'accepted' });
    expect(placed(null, 99999)).toEqual({ outcome: 'placed', status: 'accepted' });
  });

  it('makes an order wait for every level of the rules whose threshold it passes, an approver’s too, with or without a centre', () => {
    const rules = [{ id: 1, costCentreId: null, levels: [{ threshold: 1000, approverId: 3 }, { threshold: 5000, approverId: 4 }] }];
    const twoLevels = [{ level: 1, approverId: 3, threshold: 1000 }, { level: 2, approverId: 4, threshold: 5000 }];
    expect(placed(null, 6000, false, rules)).toEqual({ outcome: 'placed', status: 'awaitingAcceptance', chain: twoLevels });
    expect(placed(soft, 6000, true, rules)).toEqual({ outcome: 'placed', status: 'awaitingAcceptance', chain: twoLevels });
    expect(placed(null, 1000, false, rules)).toEqual({ outcome: 'placed', status: 'accepted' });
    // The hard limit still comes first.
    expect(placed(hard, 6000, false, rules)).toMatchObject({ outcome: 'refused' });
  });
});

describe('acceptanceOutcome', () => {
  it('refuses accepting over a hard limit and allows it over an approval limit', () => {
    expect(acceptanceOutcome(hard, 2000)).toMatchObject({ mayAccept: false, message: expect.stringContaining('2000,00zł') });
    expect(acceptanceOutcome(approval, 2000)).toEqual({ mayAccept: true });
    expect(acceptanceOutcome(null, 2000)).toEqual({ mayAccept: true });
  });
});
