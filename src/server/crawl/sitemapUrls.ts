/**
 * The pages each sitemap lists, made from the API's records: a route of the route table with its
 * parameters and, where the API dates the record, when it last changed.
 */
import type { Brand, Category, ContentItem, ProductSummary, Promotion } from '../../generated/model';
import { fillPath, ROUTES, type Locale, type RouteName } from '../../routing/routes';

export const SITEMAP_TYPES = ['products', 'categories', 'brands', 'promotions', 'blog', 'pages'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  route: RouteName;
  params?: Record<string, string>;
  /** W3C date or date-time; absent when the API gives the record no date. */
  lastmod?: string;
}

/** The page's absolute URL in a language. */
export const entryUrl = (origin: string, entry: SitemapEntry, locale: Locale): string => `${origin}${fillPath(ROUTES[entry.route][locale], entry.params)}`;

const bySlug = (route: RouteName) => (record: { slug: string }): SitemapEntry => ({ route, params: { slug: record.slug } });

/** A date the API gives as lastmod: a valid date not in the future, else none. */
export function lastmodOf(value: string | null | undefined, now: Date): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time > now.getTime()) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(time).toISOString();
}

/** The latest of some dates (W3C strings), or none. */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (date && (!best || Date.parse(date) > Date.parse(best))) best = date;
  return best;
}

export const productEntries = (products: readonly ProductSummary[]): SitemapEntry[] => products.map(bySlug('product-slug'));

export const categoryEntries = (categories: readonly Category[]): SitemapEntry[] => categories.map(bySlug('category-slug'));

export const brandEntries = (brands: readonly Brand[]): SitemapEntry[] => brands.map(bySlug('brand-slug'));

/** A promotion's page changes when the promotion starts. */
export const promotionEntries = (promotions: readonly Promotion[], now: Date): SitemapEntry[] =>
  promotions.map((promotion) => ({ ...bySlug('promotions-slug')(promotion), lastmod: lastmodOf(promotion.startDate, now) }));

/**
 * The blog: its first page, every article (dated by its publication), and the blog's categories and
 * authors (dated by their newest article). `blogArticles` are the blog section's, whose categories
 * and authors have pages; `articles` all the items an article page shows (news too).
 */
export function blogEntries(articles: readonly ContentItem[], blogArticles: readonly ContentItem[], now: Date): SitemapEntry[] {
  const dated = (article: ContentItem) => lastmodOf(article.createdAt, now);
  const groups = (route: RouteName, slugsOf: (article: ContentItem) => string[]): SitemapEntry[] => {
    const newest = new Map<string, string | undefined>();
    for (const article of blogArticles) for (const slug of slugsOf(article)) newest.set(slug, latest([newest.get(slug), dated(article)]));
    return [...newest].map(([slug, lastmod]) => ({ route, params: { slug }, lastmod }));
  };
  return [
    { route: 'blog', lastmod: latest(blogArticles.map(dated)) },
    ...articles.map((article) => ({ ...bySlug('blog-slug')(article), lastmod: dated(article) })),
    ...groups('blog-category-slug', (article) => article.categories.map((category) => category.slug)),
    ...groups('blog-author-slug', (article) => (article.author ? [article.author.slug] : [])),
  ];
}

/** The shop's fixed pages: the home page, the lists of brands and promotions, the fixed listings, the map of categories. */
export const LANDING_ROUTES = ['home', 'brands', 'promotions', 'eco-products', 'pallets', 'sitemap-categories'] as const satisfies readonly RouteName[];

/** The footer's text pages; each shows the API's text page whose slug is its Polish path without the slash. */
export const TEXT_PAGE_ROUTES = [
  'payment-methods',
  'returns-and-complaints',
  'delivery-terms',
  'shop-terms',
  'contact',
  'privacy-policy',
  'accessibility-statement',
  'disposal',
] as const satisfies readonly RouteName[];

/** The API slug of a footer page ("sposoby-platnosci"). */
export const textPageSlug = (route: RouteName): string => ROUTES[route].pl.replace(/^\//, '');

/** The fixed pages and the footer's text pages the API has. */
export const pageEntries = (existingTextPages: ReadonlySet<string>): SitemapEntry[] => [
  ...LANDING_ROUTES.map((route) => ({ route })),
  ...TEXT_PAGE_ROUTES.filter((route) => existingTextPages.has(textPageSlug(route))).map((route) => ({ route })),
];
