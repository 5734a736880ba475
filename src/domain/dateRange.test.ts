import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES, dateRangeError, dateRangeProblem } from './dateRange';

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

describe('dateRangeError (a period with both ends, e.g. a report)', () => {
  it('asks for both ends, at the empty one', () => {
    expect(dateRangeError(undefined, '2026-03-02')).toEqual({ problem: 'bothRequired', field: 'from', message: 'Oba pola są wymagane' });
    expect(dateRangeError('2026-03-02', '')).toEqual({ problem: 'bothRequired', field: 'to', message: 'Oba pola są wymagane' });
    expect(dateRangeError('', '')?.field).toBe('from');
  });

  it('refuses an end before the start at the end field, with the §5 text', () => {
    expect(dateRangeError('2026-03-02', '2026-03-01')).toEqual({
      problem: 'endBeforeStart', field: 'to', message: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
    });
  });

  it('accepts a one-day period and a longer one', () => {
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeError('2026-01-01', '2026-12-31')).toBeNull();
  });

  it('has a message for every problem', () => {
    expect(Object.keys(DATE_RANGE_MESSAGES).sort()).toEqual(['bothRequired', 'endBeforeStart']);
  });
});
