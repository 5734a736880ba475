/** Multi-pack options of a product (spec §3): options without a unit price are dropped. */
export interface MultiPackLike {
  id: number;
  slug: string;
  quantity: number;
  uom: string;
  isPallet: boolean;
  isCollectivePack: boolean;
  unitPrice: unknown;
}

export type PackKind = 'pallet' | 'collective' | 'single';

export function packKind(pack: Pick<MultiPackLike, 'isPallet' | 'isCollectivePack'>): PackKind {
  if (pack.isPallet) return 'pallet';
  if (pack.isCollectivePack) return 'collective';
  return 'single';
}

/** The options a buyer can choose from; a product with fewer than two has no selector. */
export function multiPackOptions<T extends MultiPackLike>(packs: readonly T[]): T[] {
  return packs.filter((pack) => pack.unitPrice !== null && pack.unitPrice !== undefined);
}

export function hasPackChoice(packs: readonly MultiPackLike[]): boolean {
  return multiPackOptions(packs).length > 1;
}

/** A pack's prices in złoty net: its own for the buyer (list or negotiated) and its list price. */
export interface PackPrices {
  ownNet: number;
  listNet: number;
  /** Single pieces in the pack. */
  quantity: number;
}

/** The single piece of the same product: the buyer's net price and the list price. */
export interface SinglePrices {
  net: number;
  listNet: number;
}

/**
 * The net price of a pack for a buyer: never more per unit than the single piece costs them. A
 * negotiated single price is carried over to the pack with the pack's own advantage on the list
 * (its list price against quantity × the single's list price), so a pack stays at least as good a
 * deal as on the list; the pack's own price is kept when it is lower still. All in whole grosze.
 */
export function packPriceNet(pack: PackPrices, single: SinglePrices): number {
  if (!(pack.quantity > 0) || !(single.net > 0)) return pack.ownNet;
  const singleCents = Math.round(single.net * 100);
  const listForQuantity = Math.round(single.listNet * 100) * pack.quantity;
  const ratio = listForQuantity > 0 ? Math.min(1, Math.round(pack.listNet * 100) / listForQuantity) : 1;
  const capCents = Math.round(singleCents * pack.quantity * ratio);
  return Math.min(Math.round(pack.ownNet * 100), capCents) / 100;
}
