import { describe, expect, it } from 'vitest';
import { emptyListForm, listFormOf, listFormSchema, listInputOf, type ListFormValues } from './listForm';

const schema = listFormSchema({
  required: 'required',
  maxLength: 'max',
  reminder: { type: 'reminder type', startDate: 'start date', cycleType: 'cycle', cycleStep: 'step' },
});
const errors = (values: ListFormValues) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const withReminder: ListFormValues = { name: 'Biuro', type: 'reminder', reminderAgreement: true, startDate: '2026-03-01', cycleType: 'month', cycleStep: 2 };

describe('the add-list form', () => {
  it('needs a name of at most 100 characters', () => {
    expect(errors({ ...emptyListForm(), name: '  ' })).toEqual({ name: 'required' });
    expect(errors({ ...emptyListForm(), name: 'x'.repeat(101) })).toEqual({ name: 'max' });
    expect(errors({ ...emptyListForm(), name: 'Kuchnia' })).toEqual({});
  });

  it('with the reminder agreement needs a reminder type, a start date, a cycle and a step (spec §5)', () => {
    expect(errors(withReminder)).toEqual({});
    expect(errors({ ...withReminder, type: 'on_demand' })).toEqual({ type: 'reminder type' });
    expect(errors({ ...withReminder, startDate: '' })).toEqual({ startDate: 'start date' });
    expect(errors({ ...withReminder, cycleType: '' })).toEqual({ cycleType: 'cycle' });
    expect(errors({ ...withReminder, cycleStep: Number.NaN })).toEqual({ cycleStep: 'step' });
  });

  it('sends the reminder fields only with the agreement; without it the type falls back to on_demand', () => {
    expect(listInputOf({ ...withReminder, name: ' Biuro ' })).toEqual({
      name: 'Biuro', type: 'reminder', reminderAgreement: true, startDate: '2026-03-01', cycleType: 'month', cycleStep: 2,
    });
    // The fields the form still holds are not sent once the agreement is taken back.
    expect(listInputOf({ ...withReminder, reminderAgreement: false })).toEqual({ name: 'Biuro', type: 'on_demand', reminderAgreement: false });
    expect(errors({ ...withReminder, reminderAgreement: false, startDate: '', cycleStep: Number.NaN })).toEqual({});
  });

  it('fills the form of an existing list', () => {
    const list = {
      id: 7, name: 'Biuro', type: 'reminder', isDefault: false, reminderAgreement: true, startDate: '2026-03-01', cycleType: 'month', cycleStep: 2, items: [], itemsCount: 0,
    };
    expect(listFormOf(list)).toEqual(withReminder);
    expect(listFormOf({ ...list, type: 'on_demand', reminderAgreement: false, startDate: null, cycleType: null, cycleStep: null })).toEqual({
      name: 'Biuro', type: 'on_demand', reminderAgreement: false, startDate: '', cycleType: '', cycleStep: 1,
    });
  });
});
