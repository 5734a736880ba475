import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentListResponse, ProductSearchResponse, ProductSummary } from '../../src/generated/model';
import { matchRoute, type RouteName } from '../../src/routing/routes';
import { createApiReader, type ApiReader, type QueryValues } from '../../src/server/apiReader';
import { readFeedProducts } from '../../src/server/crawl/catalogueReader';
import { crawlAnswer } from '../../src/server/crawl/crawlAnswer';
import { pageAnswer } from '../../src/server/head/pageAnswer';
import { isValidGtin } from '../../src/server/crawl/productOffer';
import type { ServerContext } from '../../src/server/serverAnswer';
import { parseXml, textOf } from './crawl/xmlDocument';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * The crawl files made from the Node demo API, read back as a crawler and a shopping engine would:
 * robots.txt, the sitemap index and every sitemap file (each URL a page of the route table whose
 * record the API has, in both languages), and both product feeds checked item by item against the
 * formats' rules and the API's own listing.
 */
const ORIGIN = 'https://spinacz.test';
const API = '/e-commerce/v1';

let server: RunningDemoApi;
let reader: ApiReader;
let context: ServerContext;
/** What the shop lists to a guest (the catalogue's listing and the wholesale page's pallets), by product id. */
let listed: Map<number, ProductSummary>;
/** The API's totals of both listings. */
let countTotal: number;

const get = async (path: string) => {
  const answer = await crawlAnswer(new URL(`${ORIGIN}${path}`), context);
  expect(answer, path).not.toBeNull();
  return answer!;
};

const status = async (path: string, query: QueryValues = {}) => (await reader.get(path, query)).status;

beforeAll(async () => {
  server = await startDemoApi();
  reader = createApiReader(server.api);
  context = { reader, origin: ORIGIN };
  listed = new Map();
  countTotal = 0;
  for (const scope of [{}, { onlyPalletPacks: true }]) {
    const first = (await reader.get<ProductSearchResponse>(`${API}/products/search`, { ...scope, limit: 1 })).body!.countTotal;
    expect(first).toBeGreaterThan(0);
    for (let offset = 0; offset < first; offset += 500) {
      const { body } = await reader.get<ProductSearchResponse>(`${API}/products/search`, { ...scope, limit: 500, offset });
      for (const product of body!.products) listed.set(product.id, product);
    }
    countTotal += first;
  }
  expect(listed.size).toBe(countTotal);
}, 60_000);

afterAll(() => server?.stop());

describe('robots.txt from the demo API', () => {
  it('closes pages of the route table, the demo and the API; names the sitemap index', async () => {
    const answer = await get('/robots.txt');
    expect(answer.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.trim().split('\n').filter(Boolean);
    for (const line of lines) expect(line, line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    const routes = disallowed.filter((path) => !/^\/(e-commerce|oauth2|demo-api)\//.test(path) && !/^(\/en)?\/demo$/.test(path));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const path of routes) expect(matchRoute(path)?.name ?? 'none', path).not.toMatch(/^(none|catch-all)$/);
  });
});

describe('the sitemaps from the demo API', () => {
  it('every file of the index parses; every URL is a route of the table in the file’s language with its alternates; every record exists in the API', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
    const files = parseXml(index.body).childrenNamed('sitemap').map((entry) => textOf(entry, 'loc')!);
    expect(files.length).toBe(12);

    const counts: Record<string, number> = {};
    const slugs = new Map<RouteName, Set<string>>();
    for (const file of files) {
      expect(file.startsWith(`${ORIGIN}/sitemaps/`), file).toBe(true);
      const [, type, locale] = /\/sitemaps\/([a-z]+)-(pl|en)-\d+\.xml$/.exec(file)!;
      const answer = await get(new URL(file).pathname);
      expect(answer.status, file).toBe(200);
      const urls = parseXml(answer.body).childrenNamed('url');
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(50_000);
      counts[`${type}-${locale}`] = (counts[`${type}-${locale}`] ?? 0) + urls.length;
      for (const url of urls) {
        const loc = textOf(url, 'loc')!;
        expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
        const match = matchRoute(new URL(loc).pathname);
        expect(match, loc).not.toBeNull();
        expect(match!.name, loc).not.toBe('catch-all');
        expect(match!.locale, loc).toBe(locale);
        const alternates = Object.fromEntries(url.childrenNamed('xhtml:link').map((link) => [link.attr.hreflang, link.attr.href]));
        expect(Object.keys(alternates).sort(), loc).toEqual(['en', 'pl', 'x-default']);
        expect(alternates[locale]).toBe(loc);
        expect(alternates['x-default']).toBe(alternates.pl);
        expect(matchRoute(new URL(alternates.pl).pathname)).toMatchObject({ name: match!.name, params: match!.params, locale: 'pl' });
        expect(matchRoute(new URL(alternates.en).pathname)).toMatchObject({ name: match!.name, params: match!.params, locale: 'en' });
        const lastmod = textOf(url, 'lastmod');
        if (lastmod) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/);
        if (match!.params.slug) slugs.set(match!.name, (slugs.get(match!.name) ?? new Set()).add(match!.params.slug));
      }
    }
    for (const type of ['products', 'categories', 'brands', 'promotions', 'blog', 'pages']) expect(counts[`${type}-pl`], type).toBe(counts[`${type}-en`]);
    expect(counts['products-pl']).toBe(countTotal);

    // Every product page of the sitemaps is a product the API shows (its page answered 200 while the feed was read).
    const shown = new Set((await readFeedProducts(reader)).map((product) => product.slug));
    expect([...slugs.get('product-slug')!].filter((slug) => !shown.has(slug))).toEqual([]);
    expect(slugs.get('product-slug')!.size).toBe(countTotal);

    const missing: string[] = [];
    const check = async (route: RouteName, exists: (slug: string) => Promise<boolean>) => {
      const of = [...(slugs.get(route) ?? [])];
      expect(of.length, route).toBeGreaterThan(0);
      const answers = await Promise.all(of.map(exists));
      of.forEach((slug, index) => answers[index] || missing.push(`${route} ${slug}`));
    };
    const found = async (path: string) => (await status(path)) === 200;
    const hasArticles = async (filter: string, slug: string) =>
      ((await reader.get<ContentListResponse>(`${API}/contents`, { [`filters[${filter}][]`]: slug, 'filters[sectionId][]': '61', limit: 1 })).body?.countTotal ?? 0) > 0;
    await Promise.all([
      check('category-slug', async (slug) => {
        const { status: code, body } = await reader.get<ProductSearchResponse>(`${API}/products/search`, { categorySlug: slug, limit: 1 });
        return code === 200 && body?.categoryName !== null;
      }),
      check('brand-slug', (slug) => found(`${API}/brands/${slug}`)),
      check('promotions-slug', (slug) => found(`${API}/promotions/${slug}`)),
      check('blog-slug', (slug) => found(`${API}/contents/articles/${slug}`)),
      check('blog-category-slug', (slug) => hasArticles('categorySlug', slug)),
      check('blog-author-slug', (slug) => hasArticles('authorSlug', slug)),
    ]);
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('the product feeds from the demo API', () => {
  const PRICE = /^\d+\.\d{2}$/;
  const absolute = (url: string | undefined) => !!url && /^https?:\/\/[^\s/]+\/\S*$/.test(url);

  it('Google Merchant Center: every listed product once, each item by the format’s rules', async () => {
    const answer = await get('/feeds/google-merchant.xml');
    expect(answer.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' });
    const rss = parseXml(answer.body);
    expect(rss.attr['xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = rss.childNamed('channel')!.childrenNamed('item');
    expect(items.length).toBe(countTotal);
    const problems: string[] = [];
    const seen = new Set<string>();
    let adults = 0;
    for (const item of items) {
      const field = (name: string) => textOf(item, name);
      const id = field('g:id')!;
      const summary = listed.get(Number(id));
      const fail = (what: string) => problems.push(`${id}: ${what}`);
      if (!summary) { fail('not listed by the API'); continue; }
      if (seen.has(id)) fail('twice');
      seen.add(id);
      const title = field('title');
      if (!title || title.length > 150) fail(`title ${title}`);
      const description = field('description');
      if (!description || description.length > 5000 || /<[a-z/!]/i.test(description)) fail('description');
      const link = field('link');
      if (!absolute(link) || matchRoute(new URL(link!).pathname)?.name !== 'product-slug' || !link!.endsWith(`/${summary.slug}`)) fail(`link ${link}`);
      if (!absolute(field('g:image_link'))) fail('image_link');
      for (const more of item.childrenNamed('g:additional_image_link')) if (!absolute(more.val)) fail('additional_image_link');
      const availability = field('g:availability')!;
      if (!['in_stock', 'out_of_stock', 'preorder', 'backorder'].includes(availability)) fail(`availability ${availability}`);
      if (['preorder', 'backorder'].includes(availability) !== /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{4}$/.test(field('g:availability_date') ?? '')) fail('availability_date');
      if ((availability === 'in_stock') !== (summary.canBeOrdered && summary.stock > 0)) fail('in_stock against the stock');
      const [price, currency] = (field('g:price') ?? '').split(' ');
      if (!PRICE.test(price) || currency !== 'PLN') fail(`price ${field('g:price')}`);
      const sale = field('g:sale_price');
      const gross = summary.priceObject.gross.toFixed(2);
      if (sale ? !sale.endsWith(' PLN') || sale.split(' ')[0] !== gross || Number(price) <= Number(sale.split(' ')[0]) : price !== gross) fail(`price against the API ${price} ${sale} ${gross}`);
      if (summary.brand && field('g:brand') !== summary.brand.name) fail('brand');
      const gtin = field('g:gtin');
      if (gtin ? !isValidGtin(gtin) : field('g:mpn') !== summary.code || field('g:identifier_exists') !== 'no') fail('identifiers');
      if (!['new', 'used', 'refurbished'].includes(field('g:condition') ?? '')) fail('condition');
      if (!field('g:product_type')) fail('product_type');
      if ((field('g:adult') === 'yes') !== summary.category.forAdults) fail('adult flag');
      if (summary.category.forAdults) adults += 1;
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(adults).toBeGreaterThan(0);
    expect(items.some((item) => textOf(item, 'g:gtin'))).toBe(true);
  }, 120_000);

  it('Ceneo: every listed product once, each offer by the format’s rules', async () => {
    const answer = await get('/feeds/ceneo.xml');
    expect(answer.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' });
    const root = parseXml(answer.body);
    expect(root.name).toBe('offers');
    expect(root.attr.version).toBe('1');
    const offers = root.childNamed('group')!.childrenNamed('o');
    expect(offers.length).toBe(countTotal);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const offer of offers) {
      const { id, url, price, avail, set, stock, basket } = offer.attr;
      const summary = listed.get(Number(id));
      const fail = (what: string) => problems.push(`${id}: ${what}`);
      if (!summary) { fail('not listed by the API'); continue; }
      if (seen.has(id)) fail('twice');
      seen.add(id);
      if (!absolute(url) || matchRoute(new URL(url).pathname)?.name !== 'product-slug') fail(`url ${url}`);
      if (!PRICE.test(price) || price !== summary.priceObject.gross.toFixed(2)) fail(`price ${price}`);
      if (!['1', '3', '7', '14', '99'].includes(avail)) fail(`avail ${avail}`);
      if ((avail === '1') !== (summary.canBeOrdered && summary.stock > 0)) fail('avail against the stock');
      if (set !== '0' || !['0', '1'].includes(basket) || stock !== String(summary.stock)) fail('set, basket, stock');
      if (!textOf(offer, 'cat') || textOf(offer, 'cat') !== summary.category.namesInPath.join('/')) fail('cat');
      if (textOf(offer, 'name') !== summary.name) fail('name');
      if (!absolute(offer.childNamed('imgs')?.childNamed('main')?.attr.url)) fail('imgs');
      if (!textOf(offer, 'desc')) fail('desc');
      const attrs = Object.fromEntries(offer.childNamed('attrs')!.childrenNamed('a').map((a) => [a.attr.name, a.val]));
      if (summary.brand && attrs.Producent !== summary.brand.name) fail('Producent');
      if (attrs.Kod_producenta !== summary.code) fail('Kod_producenta');
      if (attrs.EAN !== undefined && !isValidGtin(attrs.EAN)) fail('EAN');
      if ((attrs.Dla_doroslych === 'Tak') !== summary.category.forAdults) fail('adult flag');
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe('the pages the sitemaps name', () => {
  it('answer 200 with their own title: every listing, brand, promotion, article and text page, and products from every part of the list', async () => {
    const files = parseXml((await get('/sitemap.xml')).body).childrenNamed('sitemap').map((entry) => new URL(textOf(entry, 'loc')!).pathname);
    const pages: string[] = [];
    for (const file of files) {
      const locs = parseXml((await get(file)).body).childrenNamed('url').map((url) => new URL(textOf(url, 'loc')!).pathname);
      // Products: every hundredth (the first, the last and those between), the rest all.
      pages.push(...(file.includes('/products-') ? locs.filter((_, index) => index % 100 === 0 || index === locs.length - 1) : locs));
    }
    const INDEX = '<!doctype html><html lang="pl"><head><title>Spinacz</title></head><body></body></html>';
    const failed: string[] = [];
    for (let start = 0; start < pages.length; start += 8) {
      await Promise.all(
        pages.slice(start, start + 8).map(async (path) => {
          const answer = await pageAnswer(new URL(`${ORIGIN}${path}`), context, INDEX);
          const title = /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? '';
          if (answer.status !== 200 || title === 'Spinacz' || /Nie znaleziono|not found/i.test(title)) failed.push(`${path} → ${answer.status} ${title}`);
        }),
      );
    }
    expect(pages.length).toBeGreaterThan(100);
    expect(failed).toEqual([]);
  }, 120_000);
});
