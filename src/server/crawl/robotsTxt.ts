/**
 * robots.txt: the shop is open to crawlers; the pages of one visitor (account, cart, checkout,
 * shopping list), the forms (login, registration, password), search results, the demo's pages and
 * the API are not. Product pictures stay open: they are served by the API's image path, and Google's
 * image crawler (Merchant Center, Images) fetches them from there.
 */
import { DEMO_ROOT } from '../../routing/demoPaths';
import { ACCOUNT_AREA, LOCALES, ROUTES, type RouteName } from '../../routing/routes';

/** Pages (with everything under them) no crawler needs: per visitor, forms, search results. */
const CLOSED_ROUTES = [
  'cart',
  'shoppingList',
  'checkout',
  'login',
  'registration',
  'password-reminder',
  'search',
  'accept-order',
  'newsletter-confirmation',
  'punch-out',
] as const satisfies readonly RouteName[];

/** The API's roots on the shop's origin (the web server passes them to the API). */
export const API_ROOTS = ['/e-commerce/', '/oauth2/', '/demo-api/'] as const;
/** The API's pictures (products, brands, articles, promotions): shown on the pages and in the feeds. */
export const API_PICTURES = '/e-commerce/v1/images/';

/** The paths robots.txt closes, each once, in the route table's order. */
export function closedPaths(): string[] {
  const paths = LOCALES.flatMap((locale) => [ACCOUNT_AREA[locale], ...CLOSED_ROUTES.map((name) => ROUTES[name][locale]), DEMO_ROOT[locale]]);
  return [...new Set([...paths, ...API_ROOTS])];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Allow: ${API_PICTURES}`,
    ...closedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
