import { describe, expect, it } from 'vitest';
import { costCentreFigures, freeDeliveryProgress, unavailableItems } from './cart';

describe('cart rules', () => {
  it('finds the lines with nothing in stock', () => {
    expect(unavailableItems([{ id: 1, availableQuantity: 0 }, { id: 2, availableQuantity: 3 }]).map((item) => item.id)).toEqual([1]);
  });

  it('measures the way to free delivery', () => {
    expect(freeDeliveryProgress(200, 50)).toBe(80);
    expect(freeDeliveryProgress(250, 0)).toBe(100);
    expect(freeDeliveryProgress(0, 250)).toBe(0);
    expect(freeDeliveryProgress(249.99, 0.01)).toBe(99);
  });

  it('shows no figures for a cost centre without a limit', () => {
    expect(costCentreFigures({ limit: null, limitUsed: 120, limitAvailable: null })).toEqual({ limit: null, used: 120, available: null });
    expect(costCentreFigures({ limit: 1000, limitUsed: 300, limitAvailable: 700 })).toEqual({ limit: 1000, used: 300, available: 700 });
  });
});
