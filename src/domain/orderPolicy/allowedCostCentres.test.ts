import { describe, expect, it } from 'vitest';
import { allowedCostCentreIds, costCentreNotAssignedMessage, mayUseCostCentre, preselectedCostCentreId } from './allowedCostCentres';

const COMPANY = [11, 12, 13, 14];

describe('allowedCostCentreIds', () => {
  it('gives a user without an assignment all of the company’s centres', () => {
    expect(allowedCostCentreIds(COMPANY, undefined)).toEqual(COMPANY);
    expect(allowedCostCentreIds(COMPANY, [])).toEqual(COMPANY);
  });

  it('gives an assigned user only her centres, and only those of her company', () => {
    expect(allowedCostCentreIds(COMPANY, [12])).toEqual([12]);
    expect(allowedCostCentreIds(COMPANY, [14, 21, 12])).toEqual([12, 14]);
    expect(mayUseCostCentre(13, COMPANY, [12])).toBe(false);
    expect(mayUseCostCentre(12, COMPANY, [12])).toBe(true);
  });

  it('gives a private customer (no centres) none', () => {
    expect(allowedCostCentreIds([], [12])).toEqual([]);
  });
});

describe('preselectedCostCentreId', () => {
  it('keeps the default when allowed, else takes the first allowed, else none', () => {
    expect(preselectedCostCentreId([11, 12], 12)).toBe(12);
    expect(preselectedCostCentreId([12], 11)).toBe(12);
    expect(preselectedCostCentreId([], 11)).toBeNull();
  });
});

describe('costCentreNotAssignedMessage', () => {
  it('has both languages', () => {
    expect(costCentreNotAssignedMessage()).toContain('centrum kosztowe');
    expect(costCentreNotAssignedMessage('en')).toContain('cost centre');
  });
});
