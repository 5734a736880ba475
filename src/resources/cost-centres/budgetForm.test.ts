import { describe, expect, it } from 'vitest';
import { budgetChange, budgetInput, budgetSchema, budgetValuesOf, limitText, parseLimit, type BudgetFormValues } from './budgetForm';

const values = (over: Partial<BudgetFormValues> = {}): BudgetFormValues => ({ name: 'Projekt', limit: '500', period: 'quarter', kind: 'hard', userIds: [2], ...over });

describe('the cost-centre form', () => {
  it('reads a limit with a comma, a dot, spaces or "zł"; empty is none', () => {
    expect(parseLimit('1 234,50')).toBe(1234.5);
    expect(parseLimit('1234.5 zł')).toBe(1234.5);
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('12,345')).toBeNaN();
    expect(parseLimit('-5')).toBeNaN();
    expect(limitText(1234.5, 'pl')).toBe('1234,50');
    expect(limitText(1234.5, 'en')).toBe('1234.50');
    expect(limitText(null, 'pl')).toBe('');
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
    expect(budgetInput(values({ name: ' Projekt ', limit: '1 000,5' }))).toEqual({ name: 'Projekt', limit: 1000.5, period: 'quarter', kind: 'hard', userIds: [2] });
    const centre = { id: 101, name: 'Projekt', limit: 500, limitUsed: 0, limitAvailable: 500, isLimitHard: true, canExceedAfterApproval: false, period: 'quarter', kind: 'hard', periodFrom: '2026-10-01', periodTo: '2026-12-31', isArchived: false, users: [{ id: 2, name: 'Piotr Zieliński' }] } as const;
    const initial = budgetValuesOf({ ...centre, users: [...centre.users] }, 'pl');
    expect(budgetChange(initial, initial)).toEqual({});
    expect(budgetChange({ ...initial, limit: '750', userIds: [2, 3] }, initial)).toEqual({ limit: 750, userIds: [2, 3] });
    expect(budgetChange({ ...initial, userIds: [2] }, initial)).toEqual({});
  });
});
