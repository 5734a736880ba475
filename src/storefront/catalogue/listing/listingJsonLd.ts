import { listingWindow } from '../../../domain/pageSize';
import { localePath } from '../../../routing/routes';
import { listingPageJsonLd, type Crumb } from '../../../routing/seo/structuredData';
import type { Listing } from './useListing';
import { siteOrigin, sitePathname } from '../../../platform/siteOrigin';

/**
 * A listing page's structured data (crumbs from home, its products in their order) as the web
 * server writes it into the first HTML (src/server/head/listingHeads.ts); `trail` is the crumbs
 * after home, the page itself last. Null until the products are in.
 */
export function listingJsonLd(listing: Listing, homeName: string, trail: readonly Crumb[]): object[] | null {
  const { data } = listing;
  if (!data) return null;
  const origin = siteOrigin();
  const items = data.products.map((product) => ({ name: product.name, url: `${origin}${localePath('product-slug', { slug: product.slug })}` }));
  const { offset } = listingWindow(listing.page, listing.state.pageSize, listing.reserved);
  return listingPageJsonLd([{ name: homeName, url: `${origin}${localePath('home')}` }, ...trail], items, offset + 1);
}

/** This page's absolute URL without its query (the last crumb, the canonical). */
export const pageUrl = (): string => `${siteOrigin()}${sitePathname()}`;
