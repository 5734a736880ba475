import { describe, expect, it } from 'vitest';
import { editOutcome, type OrderEdit } from './editRule';

const marketing = { name: 'Marketing', limit: 8000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: true };
const administracja = { name: 'Administracja', limit: 20000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: false };
const it_ = { name: 'Dział IT', limit: null, limitAvailable: null, isLimitHard: false, canExceedAfterApproval: false };
const edit = (fields: Partial<OrderEdit>): OrderEdit => ({
  status: 'accepted', centre: marketing, costCentreId: 12, centreGiven: true, valueBefore: 400, valueAfter: 1200, rules: [], editorIsApprover: false, ...fields,
});
const ANY_APPROVER = [{ level: 1, approverId: null, threshold: null }];
/** The company-wide rule: above 1000 zł net the administrator (3) decides, above 5000 zł Ewa (9) after her. */
const RULES = [{ id: 1, costCentreId: null, levels: [{ threshold: 1000, approverId: 3 }, { threshold: 5000, approverId: 9 }] }];

describe('editOutcome', () => {
  it('sends an accepted order raised over an approval limit back to the approver', () => {
    expect(editOutcome(edit({}))).toEqual({ kind: 'reapproval', status: 'awaitingAcceptance', chain: ANY_APPROVER });
  });

  it('keeps an approver’s own raise accepted (her change is her approval)', () => {
    expect(editOutcome(edit({ editorIsApprover: true }))).toEqual({ kind: 'keep', status: 'accepted' });
  });

  it('makes an order awaiting acceptance wait again from the first level: the decisions it had were about a smaller order', () => {
    expect(editOutcome(edit({ status: 'awaitingAcceptance' }))).toEqual({ kind: 'reapproval', status: 'awaitingAcceptance', chain: ANY_APPROVER });
    expect(editOutcome(edit({ status: 'awaitingAcceptance', editorIsApprover: true }))).toEqual({ kind: 'keep', status: 'awaitingAcceptance' });
  });

  it('sends an order raised past a threshold of the approval rules to their levels, within every limit and without a centre', () => {
    const twoLevels = [{ level: 1, approverId: 3, threshold: 1000 }, { level: 2, approverId: 9, threshold: 5000 }];
    expect(editOutcome(edit({ centre: it_, costCentreId: 14, valueAfter: 6000, rules: RULES }))).toEqual({ kind: 'reapproval', status: 'awaitingAcceptance', chain: twoLevels });
    expect(editOutcome(edit({ centre: null, costCentreId: null, valueAfter: 1200, rules: RULES }))).toEqual({ kind: 'reapproval', status: 'awaitingAcceptance', chain: twoLevels.slice(0, 1) });
    // An approver's raise is weighed by the rules too, as her own orders are placed.
    expect(editOutcome(edit({ centre: null, costCentreId: null, valueAfter: 1200, rules: RULES, editorIsApprover: true }))).toMatchObject({ kind: 'reapproval' });
    // Below the first threshold, and a change that does not raise the value, keep the status.
    expect(editOutcome(edit({ centre: null, costCentreId: null, valueAfter: 1000, rules: RULES }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: null, costCentreId: null, valueBefore: 8000, valueAfter: 7000, rules: RULES }))).toEqual({ kind: 'keep', status: 'accepted' });
  });

  it('refuses a raise over a hard limit with the §5 message, for approvers too', () => {
    const refused = { kind: 'refused', reason: 'limit', message: 'wartość twoich zakupów to: 1200,00zł, a twój limit wynosi: 1000,00zł' };
    expect(editOutcome(edit({ centre: administracja }))).toEqual(refused);
    expect(editOutcome(edit({ centre: administracja, editorIsApprover: true }))).toEqual(refused);
  });

  it('refuses a raise on a centre the editor may no longer order on, and lets her lower the order', () => {
    const refused = { kind: 'refused', reason: 'centre', message: 'Zamówienie jest na centrum kosztowym „Dział IT”, na które nie możesz już zamawiać – możesz tylko zmniejszyć ilości albo usunąć produkty.' };
    expect(editOutcome(edit({ centre: it_, costCentreId: 13, centreGiven: false }))).toEqual(refused);
    expect(editOutcome(edit({ centre: it_, costCentreId: 13, centreGiven: false, editorIsApprover: true }))).toEqual(refused);
    expect(editOutcome(edit({ centre: it_, costCentreId: 13, centreGiven: false, valueBefore: 1200, valueAfter: 400 }))).toEqual({ kind: 'keep', status: 'accepted' });
  });

  it('keeps the status within the limit, without a limit, and when the value does not go up', () => {
    expect(editOutcome(edit({ valueAfter: 1000 }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: it_ }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: null }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: administracja, valueBefore: 5000, valueAfter: 3000 }))).toEqual({ kind: 'keep', status: 'accepted' });
  });
});
