import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quantityWithUnit } from './quantityWithUnit';
import { unitFor } from './unitCount';

describe('quantityWithUnit', () => {
  it('inflects the unit after the number and groups the number as the language does', () => {
    expect(quantityWithUnit(1, 'ryza', 'pl')).toBe('1 ryza');
    expect(quantityWithUnit(3, 'ryza', 'pl')).toBe('3 ryzy');
    expect(quantityWithUnit(105, 'ryza', 'pl')).toBe('105 ryz');
    expect(quantityWithUnit(12500, 'szt.', 'pl')).toBe('12\u00a0500 szt.');
    expect(quantityWithUnit(2.5, 'kg', 'pl')).toBe('2,5 kg');
    expect(quantityWithUnit(2, 'ream', 'en')).toBe('2 reams');
    expect(quantityWithUnit(1200, 'pcs', 'en')).toBe('1,200 pcs');
  });

  it('always reads as the number the line holds, then the unit inflected for that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('ryza', 'karton', 'szt.', 'rolka'), (quantity, uom) => {
        const written = quantityWithUnit(quantity, uom, 'pl');
        const [number, ...unit] = written.split(' ');
        expect(Number(number!.replace(/\u00a0/g, ''))).toBe(quantity);
        expect(unit.join(' ')).toBe(unitFor(uom, quantity, 'pl'));
      }),
    );
  });
});
