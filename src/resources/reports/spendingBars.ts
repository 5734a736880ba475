/**
 * The bars of the spending chart (one per category or cost centre, largest first, as the API sends
 * them): net or gross as the user shows prices; beyond `max` bars the smallest groups are one bar
 * "Pozostałe", so a long tail of small categories does not squeeze the chart on a phone.
 */
import type { SpendingShare } from '../../generated/model';

export interface SpendingBar {
  label: string;
  value: number;
  /** Share of the period's net spending, 0…1. */
  share: number;
  /** Orders with goods in the group; null for the "others" bar (one order can be in several groups). */
  orders: number | null;
}

export function spendingBars(groups: readonly SpendingShare[], net: boolean, otherLabel: string, max = 8): SpendingBar[] {
  const bar = (group: SpendingShare): SpendingBar => ({ label: group.name, value: net ? group.net : group.gross, share: group.share, orders: group.orders });
  if (groups.length <= max) return groups.map(bar);
  const kept = groups.slice(0, max - 1).map(bar);
  const rest = groups.slice(max - 1);
  const cents = rest.reduce((sum, group) => sum + Math.round((net ? group.net : group.gross) * 100), 0);
  const share = Math.round(rest.reduce((sum, group) => sum + group.share, 0) * 10_000) / 10_000;
  return [...kept, { label: otherLabel, value: cents / 100, share, orders: null }];
}
