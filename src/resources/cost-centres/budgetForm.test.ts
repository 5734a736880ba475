import { describe, expect, it } from 'vitest';
import { budgetChange, budgetInput, budgetSchema, budgetValuesOf, type BudgetFormValues } from './budgetForm';

const values = (over: Partial<BudgetFormValues> = {}): BudgetFormValues => ({ name: 'Projekt', limit: '500', period: 'quarter', kind: 'hard', userIds: [2], ...over });

describe('the cost-centre form', () => {
  it('reads the limit as the page’s language writes amounts; empty is none', () => {
    expect(budgetInput(values({ limit: '1 234,50' }), 'pl').limit).toBe(1234.5);
    expect(budgetInput(values({ limit: '1234.5 zł' }), 'pl').limit).toBe(1234.5);
    expect(budgetInput(values({ limit: '12,345' }), 'en').limit).toBe(12345);
    expect(budgetInput(values({ limit: '' }), 'pl').limit).toBeNull();
    // "12,345" in Polish could be twelve: refused by the field, in Polish.
    expect(budgetSchema('pl').safeParse(values({ limit: '12,345' })).error?.issues[0]).toMatchObject({ path: ['limit'], message: 'Limit musi być kwotą od 0 do 100 000 000 zł.' });
    expect(budgetSchema('en').safeParse(values({ limit: '12,345' })).success).toBe(true);
  });

  it('checks with the domain’s rules in the page’s language', () => {
    const pl = budgetSchema('pl');
    expect(pl.safeParse(values()).success).toBe(true);
    const noLimit = pl.safeParse(values({ limit: '' }));
    expect(noLimit.error?.issues[0]).toMatchObject({ path: ['limit'], message: expect.stringMatching(/^Podaj limit/) });
    expect(pl.safeParse(values({ limit: '', kind: 'none' })).success).toBe(true);
    expect(budgetSchema('en').safeParse(values({ name: '  ' })).error?.issues[0]).toMatchObject({ path: ['name'], message: 'Enter the cost centre’s name.' });
    expect(pl.safeParse(values({ limit: 'abc' })).error?.issues[0].path).toEqual(['limit']);
  });

  it('sends the input trimmed and, when changing, only what differs', () => {
    expect(budgetInput(values({ name: ' Projekt ', limit: '1 000,5' }), 'pl')).toEqual({ name: 'Projekt', limit: 1000.5, period: 'quarter', kind: 'hard', userIds: [2] });
    const centre = { id: 101, name: 'Projekt', limit: 500, limitUsed: 0, limitAvailable: 500, isLimitHard: true, canExceedAfterApproval: false, period: 'quarter', kind: 'hard', periodFrom: '2026-10-01', periodTo: '2026-12-31', isArchived: false, users: [{ id: 2, name: 'Piotr Zieliński' }] } as const;
    const initial = budgetValuesOf({ ...centre, users: [...centre.users] }, 'pl');
    expect(budgetChange(initial, initial, 'pl')).toEqual({});
    expect(budgetChange({ ...initial, limit: '750', userIds: [2, 3] }, initial, 'pl')).toEqual({ limit: 750, userIds: [2, 3] });
    expect(budgetChange({ ...initial, userIds: [2] }, initial, 'pl')).toEqual({});
  });
});
