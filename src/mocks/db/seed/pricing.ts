import { round2 } from '../../../domain/money';
import type { Rng } from '../random';
import type { SeedProduct } from '../types';

export const PROMOTIONS = [
  { id: 101, slug: 'outlet', name: 'Outlet' },
  { id: 102, slug: 'hity-cenowe', name: 'Hity cenowe' },
  { id: 103, slug: 'promocja-tygodnia', name: 'Promocja tygodnia' },
  { id: 104, slug: 'wielkie-porzadki', name: 'Wielkie porządki' },
  { id: 105, slug: 'strefa-kawy', name: 'Strefa kawy' },
  { id: 106, slug: 'powrot-do-biura', name: 'Powrót do biura' },
  { id: 15050, slug: 'produkty-ekologiczne', name: 'Produkty ekologiczne' },
];
export const OUTLET_PROMOTION_ID = 101;
export { ECO_PROMOTION_GROUP_ID } from '../../../domain/listingQuery';

/** The department-specific promotion, else a general one. */
function promotionFor(departmentSlug: string, rng: Rng): number {
  if (departmentSlug === 'srodki-czystosci') return rng.pick([104, 104, 102]);
  if (departmentSlug === 'artykuly-spozywcze') return rng.pick([105, 105, 103]);
  if (departmentSlug === 'artykuly-biurowe' || departmentSlug === 'papier') return rng.pick([106, 102, 103]);
  return rng.pick([102, 103]);
}

/** A net price with a believable ending (x,49 / x,99 for cheap goods, whole tens of grosze above). */
export function nicePrice(value: number, rng: Rng): number {
  if (value < 20) return round2(Math.max(0.29, Math.floor(value) + rng.pick([0.19, 0.29, 0.49, 0.59, 0.79, 0.89, 0.99])));
  if (value < 200) return round2(Math.floor(value) + rng.pick([0.0, 0.49, 0.9, 0.99]));
  return round2(Math.round(value / 5) * 5 - rng.pick([0, 0.01, 0.1]));
}

type Commercial = Pick<
  SeedProduct,
  'priceNet' | 'oldPriceNet' | 'lowest30Net' | 'promotionId' | 'outlet' | 'stock' | 'restockInDays' | 'popularity'
  | 'createdDaysAgo' | 'discontinued' | 'sponsored' | 'deliveryDays'
>;

/** Promotions, outlet, stock, popularity and age of a product: the "commercial life" part of the seed. */
export function commercialLife(regularNet: number, departmentSlug: string, rng: Rng, canBeGone = true): Commercial {
  const life: Commercial = {
    priceNet: regularNet,
    oldPriceNet: null,
    lowest30Net: null,
    promotionId: null,
    outlet: false,
    stock: 0,
    restockInDays: null,
    popularity: Math.floor(1000 * rng.next() ** 3),
    createdDaysAgo: rng.chance(0.05) ? rng.int(0, 29) : rng.int(30, 1500),
    discontinued: canBeGone && rng.chance(0.015),
    sponsored: rng.chance(0.01),
    deliveryDays: 1,
  };
  const roll = rng.next();
  if (roll < 0.02) {
    life.outlet = true;
    life.promotionId = OUTLET_PROMOTION_ID;
    life.oldPriceNet = regularNet;
    life.priceNet = round2(regularNet * rng.float(0.55, 0.8));
  } else if (roll < 0.13) {
    const discount = rng.float(0.08, 0.35);
    life.promotionId = promotionFor(departmentSlug, rng);
    life.oldPriceNet = regularNet;
    life.priceNet = round2(regularNet * (1 - discount));
    life.lowest30Net = rng.chance(0.6) ? regularNet : round2(regularNet * (1 - discount * rng.float(0.2, 0.9)));
  }
  const stockRoll = rng.next();
  if (stockRoll < 0.78) life.stock = rng.int(10, 900);
  else if (stockRoll < 0.86) life.stock = rng.int(1, 9);
  else if (stockRoll < 0.96) life.restockInDays = rng.int(3, 24);
  if (life.outlet && life.stock === 0) life.stock = rng.int(1, 12);
  return life;
}

/** EAN-13 with the Polish 590 prefix and a correct check digit. */
export function ean13(rng: Rng): string {
  let code = '590';
  // The prefix's digits weighted 1, 3, 1; then odd positions (from 0) weigh 3.
  let sum = 5 + 9 * 3;
  for (let index = 3; index < 12; index += 1) {
    const digit = rng.int(0, 9);
    code += digit;
    sum += digit * (index % 2 === 0 ? 1 : 3);
  }
  return `${code}${(10 - (sum % 10)) % 10}`;
}

/** A 6-digit catalogue code derived from the id (unique, not sequential-looking). */
export function productCode(id: number): string {
  return String(100000 + ((id * 7919) % 900000));
}
