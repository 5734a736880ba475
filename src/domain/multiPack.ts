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
