import { describe, expect, it } from 'vitest';
import { getSeed } from '../db/store';
import { availabilityOf } from './product';

describe('availabilityOf', () => {
  it('says how many are left with the unit as Polish reads it after the number', () => {
    const ream = getSeed().products.find((product) => product.uom === 'ryza' && !product.discontinued)!;
    const label = (stock: number) => availabilityOf({ ...ream, stock }, new Date('2026-12-04T10:00:00Z')).mark.label;
    expect([1, 3, 5].map(label)).toEqual(['Ostatnie sztuki (1 ryza)', 'Ostatnie sztuki (3 ryzy)', 'Ostatnie sztuki (5 ryz)']);
  });
});
