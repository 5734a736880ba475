import { describe, expect, it } from 'vitest';
import { addToList, isOnList, LIST_REMINDER_MESSAGES, listCount, listReminder, parseList, removeFromList } from './shoppingList';

describe('local shopping list', () => {
  it('adds, counts and removes products', () => {
    const list = addToList(addToList([], 5), 9, 3);
    expect(list).toEqual([{ id: 5, quantity: 1 }, { id: 9, quantity: 3 }]);
    expect(listCount(list)).toBe(2);
    expect(isOnList(list, 9)).toBe(true);
    expect(removeFromList(list, 5)).toEqual([{ id: 9, quantity: 3 }]);
  });
  it('does not add a product twice', () => {
    expect(addToList([{ id: 5, quantity: 1 }], 5, 4)).toEqual([{ id: 5, quantity: 4 }]);
  });
  it('reads stored data defensively', () => {
    expect(parseList(null)).toEqual([]);
    expect(parseList('nope')).toEqual([]);
    expect(parseList('{"id":1}')).toEqual([]);
    expect(parseList('[{"id":1,"quantity":2},{"id":-1,"quantity":1},{"x":1}]')).toEqual([{ id: 1, quantity: 2 }]);
  });
});

describe('shopping-list reminder (spec §5)', () => {
  const reminder = { type: 'reminder', reminderAgreement: true, startDate: '2026-12-01', cycleType: 'month', cycleStep: 1 };

  it('keeps the type, start date and cycle when the reminder is agreed to', () => {
    expect(listReminder(reminder)).toEqual({ ok: true, reminder });
  });
  it('falls back to on_demand and drops the reminder fields without the agreement', () => {
    const expected = { ok: true, reminder: { type: 'on_demand', reminderAgreement: false, startDate: null, cycleType: null, cycleStep: null } };
    expect(listReminder({ ...reminder, reminderAgreement: false })).toEqual(expected);
    expect(listReminder({ type: 'reminder', startDate: '2026-12-01' })).toEqual(expected);
    expect(listReminder({})).toEqual(expected);
  });
  it('needs a reminder type, a start date, a cycle and a step with the agreement', () => {
    expect(listReminder({ ...reminder, type: undefined })).toEqual({ ok: false, field: 'type', message: LIST_REMINDER_MESSAGES.type });
    expect(listReminder({ ...reminder, type: 'on_demand' })).toMatchObject({ ok: false, field: 'type' });
    expect(listReminder({ ...reminder, startDate: null })).toEqual({ ok: false, field: 'startDate', message: LIST_REMINDER_MESSAGES.startDate });
    expect(listReminder({ ...reminder, cycleType: '' })).toMatchObject({ ok: false, field: 'cycleType' });
    expect(listReminder({ ...reminder, cycleStep: undefined })).toMatchObject({ ok: false, field: 'cycleStep' });
    expect(listReminder({ ...reminder, cycleStep: 0 })).toMatchObject({ ok: false, field: 'cycleStep' });
    expect(listReminder({ ...reminder, cycleStep: 1.5 })).toMatchObject({ ok: false, field: 'cycleStep' });
  });
});
