import { describe, expect, it } from 'vitest';
import type { SpendingShare } from '../../generated/model';
import { spendingBars } from './spendingBars';

const group = (id: number, net: number, share: number, orders = 2): SpendingShare => ({ id, name: `Grupa ${id}`, net, gross: Math.round(net * 123) / 100, orders, share });

describe('spendingBars', () => {
  it('draws one bar per group, net or gross', () => {
    const groups = [group(1, 600, 0.6), group(2, 400, 0.4)];
    expect(spendingBars(groups, true, 'Pozostałe')).toEqual([
      { label: 'Grupa 1', value: 600, share: 0.6, orders: 2 },
      { label: 'Grupa 2', value: 400, share: 0.4, orders: 2 },
    ]);
    expect(spendingBars(groups, false, 'Pozostałe').map((bar) => bar.value)).toEqual([738, 492]);
  });

  it('puts the smallest groups beyond the limit into one "others" bar, keeping the total', () => {
    const groups = [group(1, 500.1, 0.5001), group(2, 200.2, 0.2002), group(3, 100.3, 0.1003), group(4, 99.7, 0.0997), group(5, 99.7, 0.0997)];
    const bars = spendingBars(groups, true, 'Pozostałe', 3);
    expect(bars.map((bar) => bar.label)).toEqual(['Grupa 1', 'Grupa 2', 'Pozostałe']);
    expect(bars[2]).toEqual({ label: 'Pozostałe', value: 299.7, share: 0.2997, orders: null });
    expect(bars.reduce((sum, bar) => sum + bar.value, 0)).toBeCloseTo(1000, 2);
    expect(spendingBars(groups, true, 'Pozostałe', 5)).toHaveLength(5);
  });
});
