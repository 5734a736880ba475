import { describe, expect, it } from 'vitest';
import {
  addGroup, canDecrease, decreaseQuantity, groupSize, increaseQuantity, initialQuantity, isMultipleEnforced, isQuantityInError,
  isValidOrderMultiple, isValidQuantity, MAX_TYPED_QUANTITY, parseTypedQuantity, quantityStep, showsGroupAdd, stockShortage,
} from './quantity';

const none = { orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false };
const byFive = { orderQuantityMultiple: 5, orderQuantityMultipleSuggestedOnly: false };
const suggestedFive = { orderQuantityMultiple: 5, orderQuantityMultipleSuggestedOnly: true };

describe('order multiples', () => {
  it('binds only above 1 and when not only suggested', () => {
    expect(isMultipleEnforced(none)).toBe(false);
    expect(isMultipleEnforced(byFive)).toBe(true);
    expect(isMultipleEnforced(suggestedFive)).toBe(false);
  });
  it('requires divisibility by the multiple', () => {
    expect(isValidOrderMultiple(10, byFive)).toBe(true);
    expect(isValidOrderMultiple(7, byFive)).toBe(false);
    expect(isValidOrderMultiple(7, suggestedFive)).toBe(true);
    expect(isValidOrderMultiple(7, none)).toBe(true);
  });
  it('uses the group size as step and start in multiples mode', () => {
    expect(quantityStep(byFive)).toBe(5);
    expect(quantityStep(suggestedFive)).toBe(1);
    expect(initialQuantity(byFive)).toBe(5);
    expect(initialQuantity(none)).toBe(1);
  });
});

describe('isValidQuantity', () => {
  it('needs a whole number of at least 1', () => {
    expect(isValidQuantity(0, none)).toBe(false);
    expect(isValidQuantity(1.5, none)).toBe(false);
    expect(isValidQuantity(3, none)).toBe(true);
  });
  it('respects the multiple', () => {
    expect(isValidQuantity(3, byFive)).toBe(false);
    expect(isValidQuantity(15, byFive)).toBe(true);
  });
});

describe('quantity input', () => {
  it('reads whole numbers of digits', () => {
    expect(parseTypedQuantity('12')).toEqual({ kind: 'quantity', value: 12 });
    expect(parseTypedQuantity(' 007 ')).toEqual({ kind: 'quantity', value: 7 });
    expect(parseTypedQuantity('0')).toEqual({ kind: 'quantity', value: 0 });
    expect(parseTypedQuantity(String(MAX_TYPED_QUANTITY))).toEqual({ kind: 'quantity', value: MAX_TYPED_QUANTITY });
  });
  it('tells an empty field apart from a quantity', () => {
    expect(parseTypedQuantity('')).toEqual({ kind: 'empty' });
    expect(parseTypedQuantity('   ')).toEqual({ kind: 'empty' });
  });
  it('refuses what is not a whole number instead of reading digits out of it', () => {
    for (const text of ['2.5', '1e3', '-5', '7,5', '1 000', 'abc', '1a2', '+3', '０', '١']) {
      expect(parseTypedQuantity(text), text).toEqual({ kind: 'refused', reason: 'notWhole' });
    }
  });
  it('refuses more than the cart holds', () => {
    expect(parseTypedQuantity(String(MAX_TYPED_QUANTITY + 1))).toEqual({ kind: 'refused', reason: 'tooLarge' });
    expect(parseTypedQuantity('99999999999999999999')).toEqual({ kind: 'refused', reason: 'tooLarge' });
  });
  it('disables minus at or below the step', () => {
    expect(canDecrease(1, 1)).toBe(false);
    expect(canDecrease(2, 1)).toBe(true);
    expect(canDecrease(5, 5)).toBe(false);
    expect(canDecrease(10, 5)).toBe(true);
  });
  it('steps up and down without going under the step', () => {
    expect(increaseQuantity(5, 5)).toBe(10);
    expect(decreaseQuantity(10, 5)).toBe(5);
    expect(decreaseQuantity(5, 5)).toBe(5);
  });
});

describe('group add (spec §5)', () => {
  it('uses the order multiple as the group, also when it is only suggested', () => {
    expect(groupSize(byFive)).toBe(5);
    expect(groupSize(suggestedFive)).toBe(5);
    expect(groupSize(none)).toBe(1);
  });
  it('shows the button only for a group above 1 and an enabled input', () => {
    expect(showsGroupAdd(5, false)).toBe(true);
    expect(showsGroupAdd(1, false)).toBe(false);
    expect(showsGroupAdd(5, true)).toBe(false);
  });
  it('jumps from an initial 1 to the group size, else adds a group', () => {
    expect(addGroup(1, 6)).toBe(6);
    expect(addGroup(6, 6)).toBe(12);
    expect(addGroup(0, 6)).toBe(6);
    expect(addGroup(3, 6)).toBe(9);
  });
});

describe('field error (spec §5)', () => {
  it('marks a value that is not divisible by an enforced multiple', () => {
    expect(isQuantityInError(7, byFive)).toBe(true);
    expect(isQuantityInError(10, byFive)).toBe(false);
    expect(isQuantityInError(7, suggestedFive)).toBe(false);
    expect(isQuantityInError(7, none)).toBe(false);
  });
  it('leaves an empty field (0) unmarked', () => {
    expect(isQuantityInError(0, byFive)).toBe(false);
  });
  it('keeps step and minimum at 1 outside multiples mode', () => {
    expect(quantityStep(none)).toBe(1);
    expect(canDecrease(1, quantityStep(suggestedFive))).toBe(false);
  });
});

describe('insufficient stock (spec §5)', () => {
  it('shows available vs missing quantity when asking for more than the stock', () => {
    expect(stockShortage(12, 5)).toEqual({ available: 5, missing: 7 });
    expect(stockShortage(3, 0)).toEqual({ available: 0, missing: 3 });
  });
  it('is nothing when the stock suffices', () => {
    expect(stockShortage(5, 5)).toBeNull();
    expect(stockShortage(0, 0)).toBeNull();
  });
});
