import { describe, expect, it } from 'vitest';
import type { CostCenter } from '../../generated/model';
import { costCentreUsage } from './costCentreUsage';

const centre = (over: Partial<CostCenter>): CostCenter => ({
  id: 1, name: 'Marketing', limit: 8000, limitUsed: 2000, limitAvailable: 6000, isLimitHard: true, canExceedAfterApproval: false, ...over,
});

describe('costCentreUsage', () => {
  it('has no bar and no kind of limit without a limit', () => {
    expect(costCentreUsage(centre({ limit: null, limitAvailable: null, isLimitHard: false, limitUsed: 1234 }))).toEqual({
      limit: null, used: 1234, available: null, kind: 'none', percent: null, over: 0,
    });
  });

  it('tells the three kinds of limit apart by what happens to an order over it', () => {
    expect(costCentreUsage(centre({})).kind).toBe('hard');
    expect(costCentreUsage(centre({ canExceedAfterApproval: true })).kind).toBe('approval');
    expect(costCentreUsage(centre({ isLimitHard: false })).kind).toBe('soft');
  });

  it('gives the share of the limit used in whole percent', () => {
    expect(costCentreUsage(centre({})).percent).toBe(25);
    expect(costCentreUsage(centre({ limitUsed: 2666, limitAvailable: 5334 })).percent).toBe(33);
  });

  it('reports use past a limit that could be exceeded', () => {
    const usage = costCentreUsage(centre({ isLimitHard: false, limitUsed: 9000.5, limitAvailable: 0 }));
    expect(usage.percent).toBe(113);
    expect(usage.over).toBe(1000.5);
  });
});
