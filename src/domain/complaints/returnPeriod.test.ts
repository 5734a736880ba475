import { describe, expect, it } from 'vitest';
import { canStillReturn, isWithinWithdrawalPeriod, returnDaysLeft, returnDeadline } from './returnPeriod';

describe("a consumer's 14-day withdrawal period", () => {
  it('runs 14 days from the day of delivery, the last day included', () => {
    expect(returnDeadline('2026-06-01', true)).toBe('2026-06-15');
    expect(isWithinWithdrawalPeriod('2026-06-01', '2026-06-01')).toBe(true);
    expect(isWithinWithdrawalPeriod('2026-06-01', '2026-06-15')).toBe(true);
    expect(isWithinWithdrawalPeriod('2026-06-01', '2026-06-16')).toBe(false);
  });

  it('reads date-times by their day and crosses months and years', () => {
    expect(isWithinWithdrawalPeriod('2026-12-25T15:30:00.000Z', '2027-01-08T23:59:00Z')).toBe(true);
    expect(isWithinWithdrawalPeriod('2026-12-25T15:30:00.000Z', '2027-01-09')).toBe(false);
    expect(returnDeadline('2028-02-20', true)).toBe('2028-03-05');
  });

  it('has not started before the delivery', () => {
    expect(isWithinWithdrawalPeriod('2026-06-10', '2026-06-09')).toBe(false);
  });

  it('counts the days left', () => {
    expect(returnDaysLeft('2026-06-01', '2026-06-01', true)).toBe(14);
    expect(returnDaysLeft('2026-06-01', '2026-06-15', true)).toBe(0);
    expect(returnDaysLeft('2026-06-01', '2026-06-20', true)).toBe(-5);
  });
});

describe("a company's return period (the shop's 30 days)", () => {
  it('is longer than a consumer\'s', () => {
    expect(returnDeadline('2026-06-01', false)).toBe('2026-07-01');
    expect(canStillReturn('2026-06-01', '2026-06-20', false)).toBe(true);
    expect(canStillReturn('2026-06-01', '2026-06-20', true)).toBe(false);
    expect(canStillReturn('2026-06-01', '2026-07-02', false)).toBe(false);
  });
});
