import { describe, expect, it } from 'vitest';
import type { CostCenter } from '../../generated/model';
import { checkoutOutcome } from './checkoutOutcome';

const marketing: CostCenter = { id: 12, name: 'Marketing', limit: 8000, limitUsed: 7000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: true };
const administracja: CostCenter = { id: 11, name: 'Administracja', limit: 20000, limitUsed: 19000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: false };
const it_: CostCenter = { id: 13, name: 'Dział IT', limit: null, limitUsed: 0, limitAvailable: null, isLimitHard: false, canExceedAfterApproval: false };
const NO_RULES = { byApprover: false, rules: [] };
/** The company-wide rule (above 500 zł the administrator, above 2000 zł Ewa) and Dział IT's own (above 100 zł). */
const RULES = [
  { costCenterId: null, levels: [{ threshold: 500, approverId: 3 }, { threshold: 2000, approverId: 9 }] },
  { costCenterId: 13, levels: [{ threshold: 100, approverId: 9 }] },
];

describe('checkoutOutcome', () => {
  it('tells a buyer over an approval limit that the order will wait, and an approver that it will not', () => {
    expect(checkoutOutcome(NO_RULES, marketing, 1200)).toEqual({ kind: 'byLimit' });
    expect(checkoutOutcome({ byApprover: true, rules: [] }, marketing, 1200)).toEqual({ kind: 'accepted' });
    expect(checkoutOutcome(NO_RULES, marketing, 1000)).toEqual({ kind: 'accepted' });
  });

  it('refuses over a hard limit with the §5 message, before any rule', () => {
    expect(checkoutOutcome({ byApprover: true, rules: RULES }, administracja, 1200)).toEqual({
      kind: 'refused', message: 'wartość twoich zakupów to: 1200,00zł, a twój limit wynosi: 1000,00zł',
    });
  });

  it('counts the levels of the rule that holds for the centre (its own, else the company-wide one), for approvers too', () => {
    expect(checkoutOutcome({ byApprover: false, rules: RULES }, marketing, 900)).toEqual({ kind: 'byRules', levels: 1 });
    expect(checkoutOutcome({ byApprover: true, rules: RULES }, null, 2500)).toEqual({ kind: 'byRules', levels: 2 });
    expect(checkoutOutcome({ byApprover: false, rules: RULES }, it_, 150)).toEqual({ kind: 'byRules', levels: 1 });
    expect(checkoutOutcome({ byApprover: false, rules: RULES }, it_, 100)).toEqual({ kind: 'accepted' });
  });
});
