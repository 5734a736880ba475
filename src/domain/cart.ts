/** Small rules of the cart screens (spec §2, §3, §5). The money itself comes computed from the server. */
import type { CostCenter } from '../generated/model';

/** Lines that cannot be delivered at all (nothing in stock): the "clear unavailable items" dialog removes them. */
export function unavailableItems<T extends { availableQuantity: number }>(items: readonly T[]): T[] {
  return items.filter((item) => item.availableQuantity <= 0);
}

/**
 * How far the goods are towards free delivery, 0–100 (%), from the net value of the goods and the
 * amount still missing; 100 once nothing is missing.
 */
export function freeDeliveryProgress(goodsNet: number, missingNet: number): number {
  if (!(missingNet > 0)) return 100;
  const threshold = goodsNet + missingNet;
  if (!(threshold > 0) || !(goodsNet > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((goodsNet / threshold) * 100)));
}

/** A cost centre's limit figures as shown (null: "Bez limitu"). */
export function costCentreFigures(centre: Pick<CostCenter, 'limit' | 'limitUsed' | 'limitAvailable'>): { limit: number | null; used: number; available: number | null } {
  const limit = centre.limit ?? null;
  return { limit, used: centre.limitUsed, available: limit === null ? null : (centre.limitAvailable ?? null) };
}
