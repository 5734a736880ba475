import { describe, expect, it } from 'vitest';
import { crawlAnswer, type CrawlOptions } from '../../../src/server/crawl/crawlAnswer';
import { SITEMAP_MAX_URLS } from '../../../src/server/crawl/sitemapXml';
import { matchRoute } from '../../../src/routing/routes';
import { article, brand, category, fakeReader, product, promotion, type FakeCatalogue } from './fakeCatalogue';
import { parseXml, textOf } from './xmlDocument';

const ORIGIN = 'https://spinacz.test';
const NOW = new Date('2026-11-30T10:00:00Z');

const catalogue: FakeCatalogue = {
  products: Array.from({ length: 5 }, (_, index) => product(index + 1)),
  categories: [category(1, 'papier', [category(2, 'papier-ksero'), category(3, 'koperty')])],
  brands: [brand(1, 'hp'), brand(2, 'kowalski-syn')],
  promotions: [promotion(1, 'hity', '2026-11-10'), promotion(2, 'swieta', '2026-12-15'), promotion(3, 'outlet', null)],
  articles: [
    article('toner-czy-zamiennik', '2026-11-23T08:10:00.000Z', ['druk'], 'tomasz'),
    article('kawa-do-biura', '2026-11-26T08:25:00.000Z', ['kuchnia', 'druk'], 'anna'),
    article('nowe-centrum', '2026-11-18T08:50:00.000Z', ['aktualnosci'], 'anna'),
  ],
  blogArticles: [
    article('toner-czy-zamiennik', '2026-11-23T08:10:00.000Z', ['druk'], 'tomasz'),
    article('kawa-do-biura', '2026-11-26T08:25:00.000Z', ['kuchnia', 'druk'], 'anna'),
  ],
  textPages: ['sposoby-platnosci', 'kontakt', 'regulamin-sklepu'],
};

async function get(path: string, options: CrawlOptions = {}, source: FakeCatalogue = catalogue) {
  return crawlAnswer(new URL(`${ORIGIN}${path}`), { reader: fakeReader(source), origin: ORIGIN }, { now: NOW, ...options });
}

async function urlsOf(path: string, options: CrawlOptions = {}) {
  const answer = await get(path, options);
  expect(answer?.status, path).toBe(200);
  const document = parseXml(answer!.body);
  expect(document.name).toBe('urlset');
  expect(document.attr.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return document.childrenNamed('url').map((url) => ({
    loc: textOf(url, 'loc')!,
    lastmod: textOf(url, 'lastmod'),
    alternates: Object.fromEntries(url.childrenNamed('xhtml:link').map((link) => [link.attr.hreflang, link.attr.href])),
  }));
}

async function indexFiles(options: CrawlOptions = {}) {
  const answer = await get('/sitemap.xml', options);
  expect(answer?.headers['Content-Type']).toBe('application/xml; charset=utf-8');
  expect(answer?.headers['Cache-Control']).toBe('public, max-age=3600');
  const document = parseXml(answer!.body);
  expect(document.name).toBe('sitemapindex');
  return document.childrenNamed('sitemap').map((entry) => ({ loc: textOf(entry, 'loc')!, lastmod: textOf(entry, 'lastmod') }));
}

describe('the sitemap index', () => {
  it('names every type’s file in both languages; files hold at most 50 000 URLs', async () => {
    const files = await indexFiles();
    expect(files.map((file) => file.loc.replace(ORIGIN, ''))).toEqual(
      ['products', 'categories', 'brands', 'promotions', 'blog', 'pages'].flatMap((type) => [`/sitemaps/${type}-pl-1.xml`, `/sitemaps/${type}-en-1.xml`]),
    );
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('cuts a type into files of the page size: 5 products in files of 2 are 3 files a language, each URL once', async () => {
    const files = await indexFiles({ sitemapPageSize: 2 });
    const productFiles = files.map((file) => file.loc).filter((loc) => loc.includes('/sitemaps/products-'));
    expect(productFiles.map((loc) => loc.replace(ORIGIN, ''))).toEqual([1, 2, 3].map((page) => `/sitemaps/products-pl-${page}.xml`).concat([1, 2, 3].map((page) => `/sitemaps/products-en-${page}.xml`)));
    const pages = await Promise.all([1, 2, 3].map((page) => urlsOf(`/sitemaps/products-pl-${page}.xml`, { sitemapPageSize: 2 })));
    expect(pages.map((urls) => urls.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((url) => url.loc)).toEqual(catalogue.products.map((item) => `${ORIGIN}/produkt/${item.slug}`));
    expect((await get('/sitemaps/products-pl-4.xml', { sitemapPageSize: 2 }))?.status).toBe(404);
  });

  it('dates a file by its newest entry where the API dates the records', async () => {
    const files = await indexFiles();
    const lastmod = (type: string) => files.find((file) => file.loc.endsWith(`/sitemaps/${type}-pl-1.xml`))?.lastmod;
    expect(lastmod('blog')).toBe('2026-11-26T08:25:00.000Z');
    expect(lastmod('promotions')).toBe('2026-11-10');
    expect(lastmod('products')).toBeUndefined();
  });

  it('the index and its files share one reading of the catalogue (a crawler fetches them one after another)', async () => {
    const reader = fakeReader(catalogue);
    for (const path of ['/sitemap.xml', '/sitemaps/products-pl-1.xml', '/sitemaps/products-en-1.xml', '/sitemaps/pages-en-1.xml']) {
      expect((await crawlAnswer(new URL(`${ORIGIN}${path}`), { reader, origin: ORIGIN }, { now: NOW }))?.status).toBe(200);
    }
    expect(reader.calls.filter((path) => path.endsWith('/products/search'))).toHaveLength(2);
    expect(reader.calls.filter((path) => path.endsWith('/contents/pages/kontakt'))).toHaveLength(1);
  });

  it('answers 503, not to be kept, when the API cannot be read', async () => {
    const answer = await get('/sitemap.xml', {}, { ...catalogue, failing: { path: '/e-commerce/v1/brands', status: 500 } });
    expect(answer?.status).toBe(503);
    expect(answer?.headers['Cache-Control']).toBe('no-store');
  });
});

describe('a sitemap file', () => {
  it('lists each page in its language with the pl, en and x-default alternates', async () => {
    const [pl, en] = await Promise.all([urlsOf('/sitemaps/categories-pl-1.xml'), urlsOf('/sitemaps/categories-en-1.xml')]);
    expect(pl.map((url) => url.loc)).toEqual(['papier', 'papier-ksero', 'koperty'].map((slug) => `${ORIGIN}/kategoria/${slug}`));
    expect(en.map((url) => url.loc)).toEqual(['papier', 'papier-ksero', 'koperty'].map((slug) => `${ORIGIN}/en/category/${slug}`));
    expect(en[0].alternates).toEqual({ pl: `${ORIGIN}/kategoria/papier`, en: `${ORIGIN}/en/category/papier`, 'x-default': `${ORIGIN}/kategoria/papier` });
  });

  it('the blog: its first page, every article, the blog section’s categories and authors, each dated', async () => {
    const urls = await urlsOf('/sitemaps/blog-pl-1.xml');
    const byPath = Object.fromEntries(urls.map((url) => [url.loc.replace(ORIGIN, ''), url.lastmod]));
    expect(byPath).toEqual({
      '/blog': '2026-11-26T08:25:00.000Z',
      '/blog/toner-czy-zamiennik': '2026-11-23T08:10:00.000Z',
      '/blog/kawa-do-biura': '2026-11-26T08:25:00.000Z',
      '/blog/nowe-centrum': '2026-11-18T08:50:00.000Z',
      '/blog/kategoria/druk': '2026-11-26T08:25:00.000Z',
      '/blog/kategoria/kuchnia': '2026-11-26T08:25:00.000Z',
      '/blog/autor/tomasz': '2026-11-23T08:10:00.000Z',
      '/blog/autor/anna': '2026-11-26T08:25:00.000Z',
    });
  });

  it('a promotion is dated by its start, never by a day still to come', async () => {
    const urls = await urlsOf('/sitemaps/promotions-en-1.xml');
    expect(urls.map((url) => [url.loc.replace(ORIGIN, ''), url.lastmod])).toEqual([
      ['/en/promotions/hity', '2026-11-10'],
      ['/en/promotions/swieta', undefined],
      ['/en/promotions/outlet', undefined],
    ]);
  });

  it('the shop’s fixed pages and the footer’s text pages the API has', async () => {
    const urls = await urlsOf('/sitemaps/pages-pl-1.xml');
    expect(urls.map((url) => url.loc.replace(ORIGIN, ''))).toEqual([
      '/', '/marki', '/promocje', '/produkty-ekologiczne', '/hurtownia-artykulow-biurowych', '/mapa-strony/kategorie',
      '/sposoby-platnosci', '/regulamin-sklepu', '/kontakt',
    ]);
    for (const url of urls) expect(matchRoute(new URL(url.loc).pathname)?.name, url.loc).not.toBe('catch-all');
  });

  it('a slug with characters a URL escapes stays one well-formed URL', async () => {
    const source = { ...catalogue, brands: [brand(9, 'kowalski&syn "lux"')] };
    const answer = await get('/sitemaps/brands-pl-1.xml', {}, source);
    const document = parseXml(answer!.body);
    expect(textOf(document.childNamed('url')!, 'loc')).toBe(`${ORIGIN}/marka/kowalski%26syn%20%22lux%22`);
  });

  it('unknown files answer 404; other paths are not the crawl files’', async () => {
    expect((await get('/sitemaps/widgets-pl-1.xml'))?.status).toBe(404);
    expect((await get('/sitemaps/products-de-1.xml'))?.status).toBe(404);
    expect((await get('/sitemaps/products-pl-0.xml'))?.status).toBe(404);
    expect(await get('/produkt/produkt-1')).toBeNull();
    expect(await get('/sitemap')).toBeNull();
  });
});
