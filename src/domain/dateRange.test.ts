import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './dateRange';

describe('dateRangeProblem', () => {
  it('accepts an end on or after the start', () => {
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeProblem('2026-03-01', '2026-04-15')).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe('endBeforeStart');
  });

  it('lets a filter give one end only unless both are required', () => {
    expect(dateRangeProblem('2026-03-02', undefined)).toBeNull();
    expect(dateRangeProblem(undefined, '2026-03-02')).toBeNull();
    expect(dateRangeProblem('2026-03-02', '', { bothRequired: true })).toBe('bothRequired');
  });
});
