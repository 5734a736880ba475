/**
 * The demo API's answers a language check reads: what a guest reads (catalogue, content, checkout)
 * and what a company administrator reads (orders, invoices, complaints, reports, lists...), and the
 * readable strings of an answer (identifier fields and URLs left out).
 */
import { expect } from 'vitest';

export const BASE = 'http://localhost/e-commerce/v1';
const IDENTIFIERS = new Set(['slug', 'url', 'to', 'permission', 'href', 'email', 'login', 'code', 'number', 'ean', 'oemCode', 'iconClass', 'token', 'path', 'link', 'fileName', 'key', 'status', 'type',
  // towns and streets are proper names
  'street', 'city', 'address', 'postCode', 'zip']);

/** The answer's readable strings (identifier fields and URLs left out), one per line. */
export function texts(value: unknown, key = '', parent: object | null = null): string[] {
  if (typeof value === 'string') {
    // A filter or sort option's value is what the client sends back, not what it shows.
    if (key === 'value' && parent && 'label' in parent) return [];
    // An article's body is HTML: its text is checked apart, without the tags and link addresses.
    if (key === 'body') return [];
    return IDENTIFIERS.has(key) || /(^u|U)rl$|(^s|S)lug$|(^e|E)mail$|(^h|H)ref$/.test(key) || /^(https?:)?\//.test(value) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key, parent));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k, value));
  return [];
}

/** The id of the first item of the first list in an answer. */
export function firstId(answer: unknown): number | undefined {
  for (const value of Object.values(answer as Record<string, unknown>)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object' && 'id' in value[0]) return Number((value[0] as { id: unknown }).id);
  }
  return undefined;
}

/** An answer of the demo API in a language. */
export async function getIn(language: 'pl' | 'en', path: string, token: string): Promise<unknown> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'Accept-Language': language, Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBeLessThan(300);
  return response.json();
}

/** What a guest reads: catalogue, facets, sorting, products, content and the checkout. `productSlug`: a paper's. */
export const guestAnswerPaths = (productSlug: string): string[] => [
  '/categories/tree?depth=3',
  '/categories/tree?level=1&nestingLevel=2&includeRecommendedBrands=true&includeRecommendedItem=true&orderBy=popularity',
  '/categories/tree?level=1&nestingLevel=5&orderBy=popularity',
  '/products/search?categorySlug=papier&limit=60',
  '/products/search?categorySlug=artykuly-spozywcze&limit=60',
  '/products/search?categorySlug=tonery-i-tusze&limit=60',
  '/products/search?categorySlug=bhp-i-pierwsza-pomoc&limit=60',
  '/products/search?query=papier&limit=24',
  '/products/search/autocomplete?query=papier',
  `/products/${productSlug}`,
  '/products/bestsellers',
  '/printing-devices/brands',
  '/contents?filters[sectionId][]=61&limit=48',
  '/contents?filters[sectionId][]=62',
  '/brands',
  '/promotions',
  '/products/price-alert',
  '/printing-devices/search/autocomplete?query=laser',
  '/checkout/with-registration',
  '/contents/articles/jak-planowac-zakupy-biurowe',
];

/** What a company administrator reads; `detail` finds the address of the first item of a list. */
export const accountAnswerPaths = async (detail: (list: string, path: (id: number) => string) => Promise<string>): Promise<string[]> => [
  '/checkout',
  '/sales-orders?limit=24',
  await detail('/sales-orders?limit=24&filters[status][]=delivered', (id) => `/sales-orders/${id}`),
  await detail('/sales-orders?limit=24&filters[status][]=rejected', (id) => `/sales-orders/${id}`),
  await detail('/sales-invoices', (id) => `/sales-invoices/${id}`),
  await detail('/complaints', (id) => `/complaints/${id}`),
  '/cost-centers',
  '/users/current/delivery-addresses',
  '/shopping-lists/types',
  '/shopping-lists/cycles',
  '/sales-orders/order-for-acceptance',
  '/sales-invoices',
  '/complaints',
  '/report-types',
  '/reports',
  '/shopping-lists',
  '/offers',
  '/mini-catalogues',
  '/notifications',
  '/menus/user',
  '/menus/notifications',
  '/settings',
  '/users/current',
  '/companies/current',
  '/companies/current/users',
  '/account-switcher',
  '/products/frequently-bought',
  '/mini-catalogues/niezbednik-biurowy/products',
  '/reports/spending-summary?from=2026-01-01&to=2026-12-31',
  '/checkout/pickup-points?provider=inpost&query=Pozna',
];
