/**
 * A company's negotiated prices (`Company.hasOffer`): what the shop agreed with it in its active
 * offers (db/seed/offers.ts — Meblomax sp. z o.o. has a framework offer for office supplies and
 * paper, a toner contract and coffee and tea; the cleaning offer has expired and the safety one is
 * still being prepared). The products of an active offer cost its negotiated net price; everything
 * else, and everything for Meblomax Logistyka sp. z o.o., guests and private customers, the list
 * price. So the same person sees other prices after switching company.
 *
 * Every price a user sees or pays for a product goes through `unitPriceNet` (tiles and the product
 * page, the autocomplete, the cart and so the order, a product added while editing an order), so
 * they all agree with the offers list. Search sorting and the price facet keep to list prices.
 * A pack (collective pack, pallet) is never dearer per unit than the single piece for the same
 * buyer: a negotiated piece price carries over to its packs (`packPriceNet` in src/domain).
 */
import { packPriceNet } from '../../domain/multiPack';
import { indexes } from '../db/indexes';
import { seededOffers } from '../db/seed/offers';
import type { Seed, SeedCompany, SeedProduct } from '../db/types';
import type { ViewContext } from '../presenters/context';

type PricingContext = Pick<ViewContext, 'seed'> & { company: SeedCompany | null };

/** Negotiated net price by product id, per company, per seed (the offers are built once a day's seed). */
const cache = new WeakMap<Seed, Map<number, ReadonlyMap<number, number>>>();

/** The net prices of the company's active offers (the lowest where two offers name a product). */
export function offerPrices(seed: Seed, company: SeedCompany): ReadonlyMap<number, number> {
  let byCompany = cache.get(seed);
  if (!byCompany) cache.set(seed, (byCompany = new Map()));
  let prices = byCompany.get(company.id);
  if (!prices) {
    const today = seed.today.toISOString().slice(0, 10);
    const found = new Map<number, number>();
    for (const offer of seededOffers(seed, company)) {
      if (offer.preparing || offer.validUntil === null || offer.validUntil < today) continue;
      for (const line of offer.lines) {
        if (line.priceNet !== null) found.set(line.productId, Math.min(found.get(line.productId) ?? Infinity, line.priceNet));
      }
    }
    byCompany.set(company.id, (prices = found));
  }
  return prices;
}

/** The viewer's price of a product by itself: its company's negotiated price when an active offer has it, else the list price. */
function ownPriceNet(ctx: PricingContext, product: SeedProduct): number {
  if (!ctx.company?.hasOffer) return product.priceNet;
  return Math.min(product.priceNet, offerPrices(ctx.seed, ctx.company).get(product.id) ?? Infinity);
}

/** The single piece of a pack's product (null for a product without packs and for the piece itself). */
function singleOfPack(ctx: PricingContext, product: SeedProduct): SeedProduct | null {
  if (product.packGroup === null || product.packKind === 'single') return null;
  return indexes(ctx.seed).packMembers.get(product.packGroup)?.find((member) => member.packKind === 'single') ?? null;
}

/**
 * The net price the viewer pays for a product (for a pack: the whole pack): its company's
 * negotiated price when an active offer has it, else the list price; a pack never costs more per
 * unit than the viewer's single piece.
 */
export function unitPriceNet(ctx: PricingContext, product: SeedProduct): number {
  const own = ownPriceNet(ctx, product);
  const single = singleOfPack(ctx, product);
  if (!single) return own;
  return packPriceNet({ ownNet: own, listNet: product.priceNet, quantity: product.packQuantity }, { net: ownPriceNet(ctx, single), listNet: single.priceNet });
}

/** Whether the viewer's price of the product comes from its company's offer (`ProductSummary.isFromMyOffer`); a pack's also from its piece's. */
export function isFromCompanyOffer(ctx: PricingContext, product: SeedProduct): boolean {
  if (!ctx.company?.hasOffer) return false;
  const prices = offerPrices(ctx.seed, ctx.company);
  if (prices.has(product.id)) return true;
  // A pack priced from its single piece's negotiated price.
  const single = singleOfPack(ctx, product);
  return single !== null && prices.has(single.id) && unitPriceNet(ctx, product) < product.priceNet;
}
