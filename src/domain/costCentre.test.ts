import { describe, expect, it } from 'vitest';
import { amountOverLimit, costCentreDecision, costCentreMessage, passesCostCentreRule } from './costCentre';

const centre = (limit: number | null, used: number, isLimitHard: boolean, canExceedAfterApproval: boolean) => ({
  limit,
  limitAvailable: limit === null ? null : Math.max(0, limit - used),
  isLimitHard,
  canExceedAfterApproval,
});

describe('cost-centre rule (§5)', () => {
  it('passes without a limit', () => expect(costCentreDecision(centre(null, 0, false, false), 1e6)).toBe('withinLimit'));
  it('passes up to what is left of a hard limit, inclusive', () => {
    expect(costCentreDecision(centre(1000, 400, true, false), 600)).toBe('withinLimit');
    expect(costCentreDecision(centre(1000, 400, true, false), 600.01)).toBe('refused');
  });
  it('a limit that is not hard never refuses', () => expect(passesCostCentreRule(centre(1000, 900, false, false), 5000)).toBe(true));
  it('over a limit that may be exceeded after approval → needs acceptance', () => {
    expect(costCentreDecision(centre(1000, 0, true, true), 1500)).toBe('needsAcceptance');
    expect(passesCostCentreRule(centre(1000, 0, true, true), 1500)).toBe(true);
  });
  it('tells how much is over the limit', () => {
    expect(amountOverLimit(centre(1000, 400, true, true), 750.5)).toBe(150.5);
    expect(amountOverLimit(centre(null, 0, false, false), 750.5)).toBe(0);
  });
  it('words the refusal as §5 does', () => {
    expect(costCentreMessage(1234.5, 1000)).toBe('wartość twoich zakupów to: 1234,50zł, a twój limit wynosi: 1000,00zł');
  });
});
