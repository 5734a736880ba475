import { describe, expect, it } from 'vitest';
import { productAvailability } from './structuredData';

describe('a product\'s availability in its structured data', () => {
  it('says what the product feeds say: in stock, back-ordered with a restock date, else out of stock', () => {
    expect(productAvailability({ canBeOrdered: true, stock: 3, availableFrom: null })).toBe('https://schema.org/InStock');
    expect(productAvailability({ canBeOrdered: true, stock: 0, availableFrom: '2026-12-10' })).toBe('https://schema.org/BackOrder');
    expect(productAvailability({ canBeOrdered: false, stock: 0, availableFrom: '2026-12-10' })).toBe('https://schema.org/OutOfStock');
    expect(productAvailability({ canBeOrdered: true, stock: 0, availableFrom: null })).toBe('https://schema.org/OutOfStock');
  });
});
