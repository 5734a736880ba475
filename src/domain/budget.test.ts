import { describe, expect, it } from 'vitest';
import { budgetName, budgetProblems, inPeriod, kindFlags, limitKind, periodRange, sameBudgetName } from './budget';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('budget period range', () => {
  it('is the calendar month', () => {
    expect(periodRange(day('2026-11-30'), 'month')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange(day('2024-02-10'), 'month')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
  it('is the calendar quarter', () => {
    expect(periodRange(day('2026-11-30'), 'quarter')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange(day('2026-01-01'), 'quarter')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange(day('2026-06-30'), 'quarter')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodRange(day('2026-07-15'), 'quarter')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });
  it('is the calendar year', () => {
    expect(periodRange(day('2026-11-30'), 'year')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('holds the days from its first to its last, both inclusive', () => {
    const range = periodRange(day('2026-11-30'), 'quarter');
    expect(inPeriod('2026-10-01T00:00:00.000Z', range)).toBe(true);
    expect(inPeriod('2026-12-31', range)).toBe(true);
    expect(inPeriod('2026-09-30T23:59:59.000Z', range)).toBe(false);
    expect(inPeriod('2027-01-01', range)).toBe(false);
  });
});

describe('limit kind and the rule’s flags', () => {
  it('maps each kind to the flags and back', () => {
    expect(kindFlags('hard')).toEqual({ isLimitHard: true, canExceedAfterApproval: false });
    expect(kindFlags('approval')).toEqual({ isLimitHard: true, canExceedAfterApproval: true });
    expect(kindFlags('none')).toEqual({ isLimitHard: false, canExceedAfterApproval: false });
    for (const kind of ['hard', 'approval', 'none'] as const) expect(limitKind(kindFlags(kind))).toBe(kind);
  });
  it('reads a limit that is not hard as not enforced', () => {
    expect(limitKind({ isLimitHard: false, canExceedAfterApproval: true })).toBe('none');
  });
});

describe('a centre’s fields', () => {
  it('accepts a named centre with a limit, and a none centre without one', () => {
    expect(budgetProblems({ name: 'Marketing', limit: 1000, kind: 'hard' })).toEqual([]);
    expect(budgetProblems({ name: 'Marketing', limit: 12.34, kind: 'approval' })).toEqual([]);
    expect(budgetProblems({ name: 'Marketing', limit: null, kind: 'none' })).toEqual([]);
  });
  it('needs a name that is not only spaces', () => {
    expect(budgetProblems({ name: '   ', limit: 10, kind: 'hard' })).toEqual([{ field: 'name', message: 'Podaj nazwę centrum kosztowego.' }]);
    expect(budgetProblems({ name: '', limit: 10, kind: 'hard' }, 'en')[0]).toEqual({ field: 'name', message: 'Enter the cost centre’s name.' });
    expect(budgetProblems({ name: 'x'.repeat(101), limit: 10, kind: 'hard' })[0].field).toBe('name');
  });
  it('needs a limit for a hard or approval centre', () => {
    expect(budgetProblems({ name: 'A', limit: null, kind: 'hard' })).toEqual([{ field: 'limit', message: expect.stringContaining('Podaj limit') }]);
    expect(budgetProblems({ name: 'A', limit: null, kind: 'approval' }, 'en')[0].message).toMatch(/^Enter a limit/);
  });
  it('refuses a negative limit, fractions of a grosz and more than 100 million', () => {
    expect(budgetProblems({ name: 'A', limit: -1, kind: 'none' })[0].field).toBe('limit');
    expect(budgetProblems({ name: 'A', limit: 1.001, kind: 'hard' })[0].field).toBe('limit');
    expect(budgetProblems({ name: 'A', limit: 100_000_001, kind: 'hard' })[0].field).toBe('limit');
  });
  it('compares names trimmed, spacing and case ignored', () => {
    expect(budgetName('  Dział   IT ')).toBe('Dział IT');
    expect(sameBudgetName('dział it', 'Dział  IT')).toBe(true);
    expect(sameBudgetName('Dział IT', 'Dział HR')).toBe(false);
  });
});
