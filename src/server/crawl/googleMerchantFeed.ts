/**
 * The Google Merchant Center feed (RSS 2.0 with the `g:` namespace): every listed product with its
 * gross price in PLN, availability, identifiers, condition, category path and the adult flag.
 */
import { shopUtcOffsetHours } from '../../domain/format/shopTime';
import { amountText, CURRENCY, type ProductOffer } from './productOffer';
import { shorten } from './plainText';
import { escapeXml, textElement, XML_DECLARATION } from './xml';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** Google's limits: title 150 characters, description 5000, 10 additional pictures. */
export const GOOGLE_TITLE_MAX = 150;
export const GOOGLE_DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

export interface FeedChannel {
  title: string;
  /** The shop's home page. */
  link: string;
  description: string;
}

const price = (amount: number): string => `${amountText(amount)} ${CURRENCY}`;

/** "2026-12-05T00:00+0100": the start of that day in Warsaw, as Google's availability_date takes it. */
export function availabilityDate(day: string): string {
  const offset = shopUtcOffsetHours(new Date(`${day}T12:00:00Z`));
  return `${day}T00:00+${String(offset).padStart(2, '0')}00`;
}

function item(offer: ProductOffer): string {
  const identifiers = offer.gtin
    ? [textElement('g:gtin', offer.gtin)]
    : [textElement('g:mpn', offer.code), textElement('g:identifier_exists', 'no')];
  const parts = [
    textElement('g:id', offer.id),
    textElement('title', shorten(offer.title, GOOGLE_TITLE_MAX)),
    textElement('description', shorten(offer.description, GOOGLE_DESCRIPTION_MAX)),
    textElement('link', offer.link),
    textElement('g:image_link', offer.imageLink),
    ...offer.additionalImageLinks.slice(0, ADDITIONAL_IMAGES_MAX).map((url) => textElement('g:additional_image_link', url)),
    textElement('g:availability', offer.availability),
    offer.availability === 'backorder' || offer.availability === 'preorder' ? textElement('g:availability_date', offer.availableFrom && availabilityDate(offer.availableFrom)) : '',
    textElement('g:price', price(offer.regularPrice ?? offer.price)),
    offer.regularPrice !== null ? textElement('g:sale_price', price(offer.price)) : '',
    textElement('g:brand', offer.brand),
    ...identifiers,
    textElement('g:condition', offer.condition),
    textElement('g:product_type', offer.categoryPath.join(' > ')),
    offer.adult ? textElement('g:adult', 'yes') : '',
  ];
  return `<item>${parts.join('')}</item>`;
}

export function googleMerchantFeed(channel: FeedChannel, offers: readonly ProductOffer[]): string {
  return [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    ...offers.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
