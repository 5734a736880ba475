/**
 * The Ceneo offer file (`<offers>` with one `<o>` per product): gross price in PLN with a dot,
 * Ceneo's availability code, stock, category path, picture, description and the producer's
 * identifiers. Ceneo's format has no flag for products sold to adults only; they carry the
 * attribute "Dla_doroslych" = "Tak".
 */
import { amountText, type ProductOffer } from './productOffer';
import { cdata, escapeXml, XML_DECLARATION } from './xml';

const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const DAY = 86_400_000;

/** Ceneo's availability codes: 1 now, 3 within 3 days, 7 within a week, 14 longer, 99 ask the shop. */
export type CeneoAvail = 1 | 3 | 7 | 14 | 99;
export const ADULT_ATTRIBUTE = 'Dla_doroslych';

/**
 * On stock: now. Out of stock with a day it comes back: by how far that day is. Orderable without
 * stock or a day: longer than a week (the shop orders it in). Not orderable: ask the shop.
 */
export function ceneoAvail(offer: Pick<ProductOffer, 'canBeOrdered' | 'stock' | 'availableFrom'>, now: Date): CeneoAvail {
  if (!offer.canBeOrdered) return 99;
  if (offer.stock > 0) return 1;
  if (!offer.availableFrom) return 14;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.ceil((Date.parse(`${offer.availableFrom}T00:00:00Z`) - today) / DAY);
  if (Number.isNaN(days)) return 99;
  return days <= 3 ? 3 : days <= 7 ? 7 : 14;
}

const attribute = (name: string, value: string | null): string => (value ? `<a name="${escapeXml(name)}">${cdata(value)}</a>` : '');

function offerElement(offer: ProductOffer, now: Date): string {
  const attributes = [
    attribute('Producent', offer.brand),
    attribute('Kod_producenta', offer.code),
    attribute('EAN', offer.gtin),
    offer.adult ? attribute(ADULT_ATTRIBUTE, 'Tak') : '',
  ];
  const images = [`<main url="${escapeXml(offer.imageLink)}"/>`, ...offer.additionalImageLinks.map((url) => `<i url="${escapeXml(url)}"/>`)];
  return [
    `<o id="${escapeXml(offer.id)}" url="${escapeXml(offer.link)}" price="${amountText(offer.price)}" avail="${ceneoAvail(offer, now)}" set="0" stock="${offer.stock}" basket="${offer.canBeOrdered ? 1 : 0}">`,
    `<cat>${cdata(offer.categoryPath.map((name) => name.replaceAll('/', '-')).join('/'))}</cat>`,
    `<name>${cdata(offer.title)}</name>`,
    `<imgs>${images.join('')}</imgs>`,
    `<desc>${cdata(offer.description)}</desc>`,
    `<attrs>${attributes.join('')}</attrs>`,
    '</o>',
  ].join('');
}

export function ceneoFeed(offers: readonly ProductOffer[], now: Date): string {
  return [
    XML_DECLARATION,
    `<offers xmlns:xsi="${XSI_NS}" version="1">`,
    '<group name="other">',
    ...offers.map((offer) => offerElement(offer, now)),
    '</group>',
    '</offers>',
    '',
  ].join('\n');
}
