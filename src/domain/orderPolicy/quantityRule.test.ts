import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, quantityMaximumMessage, withinQuantityMaximum } from './quantityRule';

describe('quantity maximum', () => {
  it('says the maximum in words a shopper reads, in both languages, without a field name', () => {
    expect(quantityMaximumMessage()).toBe('Maksymalna ilość to 100\u00a0000.');
    expect(quantityMaximumMessage('en')).toBe('The maximum quantity is 100,000.');
    expect(quantityMaximumMessage()).not.toMatch(/quantity/);
  });

  it('allows up to the maximum', () => {
    expect(withinQuantityMaximum(MAX_LINE_QUANTITY)).toBe(true);
    expect(withinQuantityMaximum(MAX_LINE_QUANTITY + 1)).toBe(false);
  });
});
