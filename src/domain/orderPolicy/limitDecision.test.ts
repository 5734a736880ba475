import { describe, expect, it } from 'vitest';
import { acceptanceOutcome, placementOutcome } from './limitDecision';

const hard = { limit: 20000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: false };
const approval = { limit: 8000, limitAvailable: 500, isLimitHard: true, canExceedAfterApproval: true };
const soft = { limit: 8000, limitAvailable: 0, isLimitHard: false, canExceedAfterApproval: false };

describe('placementOutcome', () => {
  it('refuses over a hard limit with the §5 message, whoever places it', () => {
    expect(placementOutcome(hard, 1000.01, true)).toEqual({ outcome: 'refused', message: 'wartość twoich zakupów to: 1000,01zł, a twój limit wynosi: 1000,00zł' });
    expect(placementOutcome(hard, 1000, false)).toEqual({ outcome: 'placed', status: 'accepted' });
  });

  it('makes a buyer’s order over an approval limit wait, an approver’s not', () => {
    expect(placementOutcome(approval, 600, false)).toEqual({ outcome: 'placed', status: 'awaitingAcceptance' });
    expect(placementOutcome(approval, 600, true)).toEqual({ outcome: 'placed', status: 'accepted' });
    expect(placementOutcome(approval, 500, false)).toEqual({ outcome: 'placed', status: 'accepted' });
  });

  it('lets a soft limit and no centre through', () => {
    expect(placementOutcome(soft, 99999, false)).toEqual({ outcome: 'placed', status: 'accepted' });
    expect(placementOutcome(null, 99999, false)).toEqual({ outcome: 'placed', status: 'accepted' });
  });
});

describe('acceptanceOutcome', () => {
  it('refuses accepting over a hard limit and allows it over an approval limit', () => {
    expect(acceptanceOutcome(hard, 2000)).toMatchObject({ mayAccept: false, message: expect.stringContaining('2000,00zł') });
    expect(acceptanceOutcome(approval, 2000)).toEqual({ mayAccept: true });
    expect(acceptanceOutcome(null, 2000)).toEqual({ mayAccept: true });
  });
});
