import { describe, expect, it } from 'vitest';
import {
  canDecrease, decreaseQuantity, increaseQuantity, initialQuantity, isMultipleEnforced,
  isValidOrderMultiple, isValidQuantity, parseQuantity, quantityStep,
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
  it('keeps digits only and treats empty as 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('1a2')).toBe(12);
    expect(parseQuantity('-3')).toBe(3);
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
