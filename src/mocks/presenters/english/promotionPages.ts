/**
 * The promotion pages' words (db/content/promotions.ts) in English: each page's content by its
 * slug, and the sentence of its end date the demo API adds to the content and the description.
 */
import { PROMOTION_PAGES } from '../../db/content/promotions';

export const PROMOTION_CONTENT_EN: Record<string, string> = {
  outlet:
    '<p>In the outlet you will find end-of-line products, products with damaged outer packaging and products with a shorter best-before date. All of them are perfectly good and covered by the statutory warranty.</p><ul><li>quantities are limited – first come, first served,</li><li>each product shows why it is reduced,</li><li>outlet discounts cannot be combined with other promotions.</li></ul>',
  'hity-cenowe':
    '<p>Price hits are the products our customers buy most often, at prices up to 35% lower. Each product shows its lowest price in the 30 days before the reduction.</p><p>The promotion lasts while stocks last or until its end date.</p>',
  'promocja-tygodnia':
    '<p>The deal of the week changes every Monday. This time we have reduced selected office supplies, drinks and electronics.</p><p>Promotional prices apply until Sunday or while stocks last.</p>',
  'wielkie-porzadki':
    '<p>A big clean-up at the office? We have discounts on cleaning products, toilet paper, paper towels and cleaning accessories.</p><ul><li>washing-up liquids and all-purpose cleaners,</li><li>bin bags for sorting waste,</li><li>microfibre cloths and sponges.</li></ul>',
  'strefa-kawy':
    '<p>The coffee zone is a promotion for every office that starts the day with a cup of coffee. We have reduced the prices of coffee beans and ground coffee, teas, and milk and cream for coffee.</p>',
  'powrot-do-biura':
    '<p>Coming back to the office after the holidays is a good moment to restock. The promotion covers writing supplies, binders, folders and printer paper.</p><p>Order over PLN 250 net and delivery is free.</p>',
  'produkty-ekologiczne':
    '<p>Eco products are made from recycled materials, carry FSC, EU Ecolabel or Blauer Engel certificates, or are cleaning products with environmentally friendly ingredients.</p>',
};

/** Polish content → English content, for the exact texts. */
export const promotionContentsEn = (): Record<string, string> =>
  Object.fromEntries(Object.entries(PROMOTION_CONTENT_EN).map(([slug, html]) => [PROMOTION_PAGES[slug]?.content ?? slug, html]));

/** The end-date sentence after a promotion's content or description (services/catalogue.ts promotionDetails). */
export const PROMOTION_UNTIL = {
  content: /^([\s\S]*)<p>Promocja trwa do (\d\d\.\d\d\.\d{4})\.<\/p>$/,
  description: /^([\s\S]*?) Promocja trwa do (\d\d\.\d\d\.\d{4})\.$/,
  en: (date: string) => `The promotion runs until ${date}.`,
};
