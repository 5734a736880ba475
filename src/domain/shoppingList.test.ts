import { describe, expect, it } from 'vitest';
import { addToList, isOnList, listCount, listMergeItems, parseList, removeFromList, setListQuantity } from './shoppingList';
import { LIST_REMINDER_MESSAGES, listReminder } from './shoppingListReminder';

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
  it('keeps the slug the list page fetches the product by, also when the quantity changes', () => {
    const list = addToList([], 5, 2, 'papier-a4');
    expect(list).toEqual([{ id: 5, quantity: 2, slug: 'papier-a4' }]);
    expect(addToList(list, 5, 3)).toEqual([{ id: 5, quantity: 3, slug: 'papier-a4' }]);
    expect(parseList(JSON.stringify(list))).toEqual(list);
    expect(parseList('[{"id":5,"quantity":1,"slug":""},{"id":6,"quantity":1,"slug":7}]')).toEqual([{ id: 5, quantity: 1 }, { id: 6, quantity: 1 }]);
  });
  it('changes one quantity to a whole number of at least 1', () => {
    const list = [{ id: 5, quantity: 1, slug: 'a' }, { id: 9, quantity: 3 }];
    expect(setListQuantity(list, 5, 4)).toEqual([{ id: 5, quantity: 4, slug: 'a' }, { id: 9, quantity: 3 }]);
    expect(setListQuantity(list, 9, 0)).toEqual([{ id: 5, quantity: 1, slug: 'a' }, { id: 9, quantity: 1 }]);
    expect(setListQuantity(list, 9, 2.7)).toEqual([{ id: 5, quantity: 1, slug: 'a' }, { id: 9, quantity: 2 }]);
    expect(setListQuantity(list, 9, Number.NaN)).toEqual(list);
    expect(setListQuantity(list, 42, 5)).toEqual(list);
  });
});

describe('merging the guest list into the default list at login', () => {
  it('adds what the default list lacks, with the larger quantity, and leaves out what it already has enough of', () => {
    const onServer = [{ id: 1, quantity: 5 }, { id: 2, quantity: 1 }];
    const local = [{ id: 1, quantity: 2 }, { id: 2, quantity: 4 }, { id: 3, quantity: 1, slug: 'c' }];
    expect(listMergeItems(onServer, local)).toEqual([{ itemId: 2, quantity: 4 }, { itemId: 3, quantity: 1 }]);
  });
  it('changes nothing when repeated', () => {
    const local = [{ id: 2, quantity: 4 }];
    const merged = listMergeItems([], local).map((item) => ({ id: item.itemId, quantity: item.quantity }));
    expect(listMergeItems(merged, local)).toEqual([]);
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
