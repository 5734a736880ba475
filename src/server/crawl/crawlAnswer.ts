/**
 * The crawlers' files, made from the API read as a guest: robots.txt, the sitemap index and its
 * files, the Google Merchant Center and Ceneo product feeds. They hold no visitor's data, so a CDN
 * may keep them an hour. A failed API read answers 503 (never a cut sitemap or feed).
 */
import { SITE_NAME } from '../../routing/seo/siteName';
import type { ServerAnswer, ServerContext } from '../serverAnswer';
import { CatalogueReadError, readFeedProducts } from './catalogueReader';
import { ceneoFeed } from './ceneoFeed';
import { googleMerchantFeed } from './googleMerchantFeed';
import { productOffer, type ProductOffer } from './productOffer';
import { robotsTxt } from './robotsTxt';
import { pageOfEntries, parseSitemapFilePath, SITEMAP_INDEX_PATH, sitemapReferences, type SitemapFile } from './sitemapFiles';
import { readAllSitemapEntries, SITEMAP_SOURCES } from './sitemapSources';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from './sitemapXml';

export const ROBOTS_PATH = '/robots.txt';
export const GOOGLE_FEED_PATH = '/feeds/google-merchant.xml';
export const CENEO_FEED_PATH = '/feeds/ceneo.xml';

export interface CrawlOptions {
  /** URLs in one sitemap file (sitemaps.org allows 50 000). */
  sitemapPageSize?: number;
  /** The moment the files describe (lastmod not after it, Ceneo's days to a delivery). */
  now?: Date;
}

const PLAIN = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const CACHED = 'public, max-age=3600';

const answer = (body: string, contentType: string, extra: Record<string, string> = {}): ServerAnswer => ({
  status: 200,
  headers: { 'Content-Type': contentType, 'Cache-Control': CACHED, ...extra },
  body,
});

const notFound = (): ServerAnswer => ({ status: 404, headers: { 'Content-Type': PLAIN, 'Cache-Control': 'public, max-age=300' }, body: 'Not found\n' });

const unavailable = (): ServerAnswer => ({
  status: 503,
  headers: { 'Content-Type': PLAIN, 'Cache-Control': 'no-store', 'Retry-After': '300' },
  body: 'The catalogue cannot be read right now; try again in a few minutes.\n',
});

/** Feeds are for shopping engines, not for search results. */
const FEED_HEADERS = { 'X-Robots-Tag': 'noindex' };

async function sitemapFile(file: SitemapFile, context: ServerContext, pageSize: number, now: Date): Promise<ServerAnswer> {
  const entries = await SITEMAP_SOURCES[file.type](context.reader, now);
  const page = pageOfEntries(entries, file.page, pageSize);
  if (!page.length) return notFound();
  return answer(urlSetXml(context.origin, page, file.locale), XML);
}

async function offers(context: ServerContext): Promise<ProductOffer[]> {
  const products = await readFeedProducts(context.reader);
  return products.map((product) => productOffer(product, context.origin));
}

async function answerFor(url: URL, context: ServerContext, options: CrawlOptions): Promise<ServerAnswer | null> {
  const { origin } = context;
  const now = options.now ?? new Date();
  const pageSize = Math.max(1, Math.min(Math.floor(options.sitemapPageSize ?? SITEMAP_MAX_URLS), SITEMAP_MAX_URLS));
  switch (url.pathname) {
    case ROBOTS_PATH:
      return answer(robotsTxt(origin), PLAIN);
    case SITEMAP_INDEX_PATH:
      return answer(sitemapIndexXml(sitemapReferences(origin, await readAllSitemapEntries(context.reader, now), pageSize)), XML);
    case GOOGLE_FEED_PATH: {
      const channel = { title: SITE_NAME, link: `${origin}/`, description: `${SITE_NAME}: artykuły biurowe, papier, tonery i środki czystości dla firm` };
      return answer(googleMerchantFeed(channel, await offers(context)), XML, FEED_HEADERS);
    }
    case CENEO_FEED_PATH:
      return answer(ceneoFeed(await offers(context), now), XML, FEED_HEADERS);
  }
  if (!url.pathname.startsWith('/sitemaps/')) return null;
  const file = parseSitemapFilePath(url.pathname);
  return file ? sitemapFile(file, context, pageSize, now) : notFound();
}

/** robots.txt, the sitemaps and the product feeds; null for any other path. */
export async function crawlAnswer(url: URL, context: ServerContext, options: CrawlOptions = {}): Promise<ServerAnswer | null> {
  try {
    return await answerFor(url, context, options);
  } catch (error) {
    if (error instanceof CatalogueReadError) return unavailable();
    throw error;
  }
}
