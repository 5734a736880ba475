import { describe, expect, it } from 'vitest';
import { editOutcome, type OrderEdit } from './editRule';

const marketing = { limit: 8000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: true };
const administracja = { limit: 20000, limitAvailable: 1000, isLimitHard: true, canExceedAfterApproval: false };
const it_ = { limit: null, limitAvailable: null, isLimitHard: false, canExceedAfterApproval: false };
const edit = (fields: Partial<OrderEdit>): OrderEdit => ({ status: 'accepted', centre: marketing, valueBefore: 400, valueAfter: 1200, editorIsApprover: false, ...fields });

describe('editOutcome', () => {
  it('sends an accepted order raised over an approval limit back to the approver', () => {
    expect(editOutcome(edit({}))).toEqual({ kind: 'reapproval', status: 'awaitingAcceptance' });
  });

  it('keeps an approver’s own raise accepted (her change is her approval)', () => {
    expect(editOutcome(edit({ editorIsApprover: true }))).toEqual({ kind: 'keep', status: 'accepted' });
  });

  it('keeps an order awaiting acceptance waiting', () => {
    expect(editOutcome(edit({ status: 'awaitingAcceptance' }))).toEqual({ kind: 'keep', status: 'awaitingAcceptance' });
  });

  it('refuses a raise over a hard limit with the §5 message, for approvers too', () => {
    const refused = { kind: 'refused', message: 'wartość twoich zakupów to: 1200,00zł, a twój limit wynosi: 1000,00zł' };
    expect(editOutcome(edit({ centre: administracja }))).toEqual(refused);
    expect(editOutcome(edit({ centre: administracja, editorIsApprover: true }))).toEqual(refused);
  });

  it('keeps the status within the limit, without a limit, and when the value does not go up', () => {
    expect(editOutcome(edit({ valueAfter: 1000 }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: it_ }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: null }))).toEqual({ kind: 'keep', status: 'accepted' });
    expect(editOutcome(edit({ centre: administracja, valueBefore: 5000, valueAfter: 3000 }))).toEqual({ kind: 'keep', status: 'accepted' });
  });
});
