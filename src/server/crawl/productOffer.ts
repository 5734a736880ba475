/**
 * One product as the shopping engines' feeds describe it: gross prices in PLN, availability from
 * the stock, whether it can be ordered and when it comes back, plain-text description, absolute
 * links, identifiers, condition and whether it is for adults. Pure: the feeds write these facts in
 * their own formats.
 */
import type { Product } from '../../generated/model';
import { fillPath, ROUTES } from '../../routing/routes';
import { plainText } from './plainText';

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';
export type Condition = 'new' | 'used' | 'refurbished';

export interface ProductOffer {
  id: string;
  code: string;
  title: string;
  /** Plain text. */
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: Availability;
  /** The day a product out of stock comes back (YYYY-MM-DD), when the API says. */
  availableFrom: string | null;
  stock: number;
  canBeOrdered: boolean;
  /** Gross, what a guest pays now. */
  price: number;
  /** Gross before the discount, when the product is discounted. */
  regularPrice: number | null;
  brand: string | null;
  /** A valid GTIN (EAN-8, UPC-A, EAN-13, GTIN-14), when the API has one. */
  gtin: string | null;
  condition: Condition;
  categoryPath: string[];
  adult: boolean;
}

export const CURRENCY = 'PLN';

/** An absolute URL: the API's paths (pictures) are served on the shop's origin. */
export const absoluteUrl = (origin: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** A GTIN's check digit is right (GS1: weights 3 and 1 from the right, without the check digit). */
export function isValidGtin(code: string | null | undefined): code is string {
  if (!code || !/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * The stock decides: on stock → in stock; none but a day it comes back → backorder (orderable now,
 * delivered from that day); none and no day, or not orderable → out of stock. The API has no
 * products announced before their release, so no preorder.
 */
export function availabilityOf(product: Pick<Product, 'stock' | 'canBeOrdered' | 'availableFrom'>): Availability {
  if (!product.canBeOrdered) return 'out_of_stock';
  if (product.stock > 0) return 'in_stock';
  return product.availableFrom ? 'backorder' : 'out_of_stock';
}

/**
 * The outlet's kinds say what is wrong with the offer (a short best-before date, a damaged
 * packaging), not that the product was used: such products are still new unless the kind names a
 * used or refurbished product.
 */
export function conditionOf(outletType: string | null | undefined): Condition {
  const kind = (outletType ?? '').toLowerCase();
  if (/odnawian|odnowion|refurbish/.test(kind)) return 'refurbished';
  if (/używan|uzywan|\bused\b|powystawow/.test(kind)) return 'used';
  return 'new';
}

/** A name is text, not HTML ("Teczka <A4>" keeps its brackets): only its white space is collapsed. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** "282.78": an amount with a dot and two decimals. */
export const amountText = (amount: number): string => cents(amount).toFixed(2);

export function productOffer(product: Product, origin: string): ProductOffer {
  const price = cents(product.priceObject.gross);
  const before = product.priceBeforeDiscountObject ? cents(product.priceBeforeDiscountObject.gross) : null;
  const main = absoluteUrl(origin, product.gallery?.main.urlFull || product.mainPictureUrl);
  const more = (product.gallery?.items ?? []).map((item) => absoluteUrl(origin, item.urlFull)).filter((url) => url !== main);
  return {
    id: String(product.id),
    code: product.code,
    title: oneLine(product.name),
    description: plainText(product.description ?? '') || oneLine(product.name),
    link: `${origin}${fillPath(ROUTES['product-slug'].pl, { slug: product.slug })}`,
    imageLink: main,
    additionalImageLinks: [...new Set(more)],
    availability: availabilityOf(product),
    availableFrom: product.availableFrom ?? null,
    stock: product.stock,
    canBeOrdered: product.canBeOrdered,
    price,
    regularPrice: before !== null && before > price ? before : null,
    brand: product.brand?.name ?? null,
    gtin: isValidGtin(product.ean) ? product.ean : null,
    condition: conditionOf(product.outletType),
    categoryPath: product.category.namesInPath.filter(Boolean),
    adult: product.category.forAdults,
  };
}
