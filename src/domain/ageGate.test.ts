import { describe, expect, it } from 'vitest';
import { addNeedsAgeCheck, declineOutcome } from './ageGate';

describe('age gate (§4)', () => {
  it('asks only for adult products without the confirmation', () => {
    expect(addNeedsAgeCheck(true, false)).toBe(true);
    expect(addNeedsAgeCheck(true, true)).toBe(false);
    expect(addNeedsAgeCheck(false, false)).toBe(false);
  });
  it('declining with an add held just closes; without one goes back a page', () => {
    expect(declineOutcome(true)).toBe('close');
    expect(declineOutcome(false)).toBe('goBack');
  });
});
