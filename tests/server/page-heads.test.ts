// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiReader } from '../../src/server/apiReader';
import { createServerRendering, type ServerRendering } from '../../src/server/entry';
import type { ArticleResponse, BrandResponse, ProductDetailResponse, ProductSearchResponse, PromotionListResponse } from '../../src/generated/model';
import { listingPageCount } from '../../src/domain/pageSize';
import { startDemoApi, type RunningDemoApi } from './startDemoApi';

/**
 * The first HTML of every kind of public page, as a crawler or a link preview reads it (no
 * JavaScript): title, description, canonical, hreflang, Open Graph and JSON-LD against the API's own
 * data, the status of unknown and withdrawn addresses, and the caching a CDN may do.
 */
const ORIGIN = 'https://spinacz.test';
const INDEX = '<!doctype html><html lang="pl"><head><meta charset="UTF-8"><title>Spinacz — artykuły biurowe dla firm</title><meta name="description" content="Spinacz: sklep."></head><body><div id="root"></div></body></html>';
const GONE_PRODUCT = 'dlugopis-zenith-60-0-7-mm-czerwony-139595';

let server: RunningDemoApi;
let rendering: ServerRendering;
let api: ReturnType<typeof createApiReader>;

beforeAll(async () => {
  server = await startDemoApi();
  rendering = createServerRendering(server.api);
  api = createApiReader(server.api);
}, 60_000);

afterAll(() => server?.stop());

async function page(path: string) {
  const answer = await rendering.page(new URL(path, ORIGIN), ORIGIN, INDEX);
  const document = new DOMParser().parseFromString(answer.body, 'text/html');
  const meta = (key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const links = (rel: string) => [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') }));
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  const ofType = (type: string) => jsonLd.find((data) => data['@type'] === type) as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD read back as it came
  return { answer, document, title: document.title, lang: document.documentElement.lang, meta, links, jsonLd, ofType, descriptions: document.querySelectorAll('meta[name="description"]').length };
}

const firstProduct = async (locale: 'pl' | 'en' = 'pl') => {
  const { body } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { limit: 1, offset: 0 }, locale);
  const slug = body!.products[0].slug;
  return (await api.get<ProductDetailResponse>(`/e-commerce/v1/products/${slug}`, { includeProduct: true, includeBreadcrumbs: true, includeSeoData: true }, locale)).body!;
};

describe('the first HTML of a product page', () => {
  it.each(['pl', 'en'] as const)('names the product, its price and its place in both languages (%s)', async (locale) => {
    const { product, breadcrumbs } = await firstProduct(locale);
    const path = locale === 'pl' ? `/produkt/${product.slug}` : `/en/product/${product.slug}`;
    const html = await page(path);
    expect(html.answer.status).toBe(200);
    expect(html.lang).toBe(locale);
    expect(html.title).toBe(`${product.name} | Spinacz`);
    expect(html.descriptions).toBe(1);
    expect(html.links('canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}${path}` }]);
    expect(html.links('alternate')).toEqual([
      { hreflang: 'pl', href: `${ORIGIN}/produkt/${product.slug}` },
      { hreflang: 'en', href: `${ORIGIN}/en/product/${product.slug}` },
      { hreflang: 'x-default', href: `${ORIGIN}/produkt/${product.slug}` },
    ]);
    expect(html.meta('og:type')).toBe('product');
    expect(html.meta('og:title')).toBe(html.title);
    expect(html.meta('og:url')).toBe(`${ORIGIN}${path}`);
    expect(html.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/e-commerce/v1/images/`));
    expect(html.meta('product:price:amount')).toBe(product.priceObject.gross.toFixed(2));
    expect(html.meta('twitter:card')).toBe('summary_large_image');
    const offer = html.ofType('Product')!;
    expect(offer.name).toBe(product.name);
    expect(offer.sku).toBe(product.code);
    expect(offer.offers).toMatchObject({ priceCurrency: 'PLN', price: product.priceObject.gross.toFixed(2), url: `${ORIGIN}${path}` });
    expect(offer.offers.availability).toBe(product.canBeOrdered && product.stock > 0 ? 'https://schema.org/InStock' : expect.stringMatching(/OutOfStock|BackOrder/));
    const crumbs = html.ofType('BreadcrumbList')!.itemListElement as Array<{ name: string; position: number }>;
    expect(crumbs.map((crumb) => crumb.name)).toEqual([locale === 'pl' ? 'Strona główna' : 'Home', ...(breadcrumbs ?? []).map((crumb) => crumb.name), product.name]);
    expect(html.answer.headers['Cache-Control']).toMatch(/^public,.*s-maxage=\d+/);
  });

  it('answers 404 for an unknown product and 410 for one no longer offered, neither indexed', async () => {
    const unknown = await page('/produkt/nie-ma-takiego-produktu');
    expect(unknown.answer.status).toBe(404);
    expect(unknown.meta('robots')).toBe('noindex');
    expect(unknown.title).toBe('Nie znaleziono strony | Spinacz');
    expect(unknown.links('canonical')).toEqual([]);
    const gone = await page(`/produkt/${GONE_PRODUCT}`);
    expect(gone.answer.status).toBe(410);
    expect(gone.meta('robots')).toBe('noindex');
    expect(gone.answer.headers['X-Robots-Tag']).toBe('noindex');
    expect(gone.title).toBe('Przepraszamy, ten produkt nie jest już w naszej ofercie. | Spinacz');
  });
});

describe('the first HTML of a listing', () => {
  it('lists a category page\'s products in their order, with the category path', async () => {
    // A department: more products than one page holds.
    const department = (await firstProduct('en')).breadcrumbs![0].slug;
    const { body } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { categorySlug: department, limit: 35, offset: 35 }, 'en');
    expect(body!.products.length).toBeGreaterThan(0);
    const html = await page(`/en/category/${department}/page/2`);
    expect(html.answer.status).toBe(200);
    expect(html.title).toBe(`${body!.categoryName} – page 2 | Spinacz`);
    const list = html.ofType('ItemList')!;
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(body!.products.map((product) => product.name));
    expect(list.itemListElement[0]).toMatchObject({ position: 36, url: `${ORIGIN}/en/product/${body!.products[0].slug}` });
    const crumbs = html.ofType('BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs.at(-1)).toEqual(expect.objectContaining({ name: body!.categoryName, item: `${ORIGIN}/en/category/${department}` }));
  });

  it('names a brand and a promotion after the API', async () => {
    const { body: brand } = await api.get<BrandResponse>('/e-commerce/v1/brands/fellowes');
    const brandPage = await page('/marka/fellowes');
    expect(brandPage.title).toBe(`Produkty marki ${brand!.brand.name} | Spinacz`);
    expect(brandPage.ofType('ItemList')!.itemListElement.length).toBeGreaterThan(0);
    const { body: promotions } = await api.get<PromotionListResponse>('/e-commerce/v1/promotions');
    const promotion = promotions!.promotions[0];
    const promotionPage = await page(`/promocje/${promotion.slug}`);
    expect(promotionPage.title).toBe(`${promotion.name} | Spinacz`);
    expect(promotionPage.meta('og:image')).toBe(`${ORIGIN}${promotion.imageUrl}`);
  });

  it('lists the wholesale pallets and the eco products on their own pages', async () => {
    for (const [path, search, locale] of [['/hurtownia-artykulow-biurowych', { onlyPalletPacks: true }, 'pl'], ['/en/eco-products', { promotionGroupId: 15050 }, 'en']] as const) {
      const { body } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { ...search, limit: 35, offset: 0 }, locale);
      const html = await page(path);
      expect(html.answer.status, path).toBe(200);
      expect(html.ofType('ItemList')!.itemListElement.map((item: { name: string }) => item.name), path).toEqual(body!.products.map((product) => product.name));
    }
  });

  it('does not index search results, and finds no category that is not there', async () => {
    const search = await page('/wyszukiwarka?query=papier');
    expect(search.meta('robots')).toBe('noindex');
    expect(search.links('canonical')).toEqual([]);
    // Titled by what was searched for, as its heading and the browser's title are.
    expect(search.title).toBe('Wyniki wyszukiwania: „papier” | Spinacz');
    expect((await page('/wyszukiwarka/strona/2?query=papier')).title).toBe('Wyniki wyszukiwania: „papier” – strona 2 | Spinacz');
    expect((await page('/en/search?oemCode=CE285A')).title).toBe('Toners and inks with OEM code CE285A | Spinacz');
    expect((await page('/wyszukiwarka')).title).toBe('Wyszukiwarka | Spinacz');
    expect((await page('/wyszukiwarka/strona/0?query=papier')).answer.status).toBe(404);
    expect((await page('/kategoria/nie-ma-takiej-kategorii')).answer.status).toBe(404);
    expect((await page('/kategoria/niszczarki/strona/0')).answer.status).toBe(404);
    const { body: results } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { query: 'papier', limit: 1, offset: 0 });
    const lastResults = listingPageCount(results!.countTotal, 36, true);
    expect((await page(`/wyszukiwarka/strona/${lastResults}?query=papier`)).answer.status).toBe(200);
    expect((await page(`/wyszukiwarka/strona/${lastResults + 1}?query=papier`)).answer.status).toBe(404);
  });

  it('reads a listing\'s page size, sort and facets from its address, as the listing does', async () => {
    const { body } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { categorySlug: 'papier', limit: 1, offset: 0 });
    // Past the last page of 59 products (60 a page, one place kept for the newsletter), not past that of 35.
    const past60 = listingPageCount(body!.countTotal, 60, true) + 1;
    expect(past60).toBeLessThanOrEqual(listingPageCount(body!.countTotal, 36, true));
    expect((await page(`/kategoria/papier/strona/${past60}`)).answer.status).toBe(200);
    expect((await page(`/kategoria/papier/strona/${past60}?perPage=60`)).answer.status).toBe(404);

    // One brand's products, cheapest first: the ItemList is what the filtered, sorted page shows.
    const brand = body!.filters.find((filter) => filter.key === 'brand')!.options!.find((option) => option.count > 1 && option.count < 35)!;
    const query = `filters[brand][]=${brand.value}&orderBy=priceAsc`;
    const { body: filtered } = await api.get<ProductSearchResponse>('/e-commerce/v1/products/search', { categorySlug: 'papier', filters: { brand: [brand.value] }, orderBy: 'priceAsc', limit: 35, offset: 0 });
    const html = await page(`/kategoria/papier?${query}`);
    expect(html.answer.status).toBe(200);
    expect(html.ofType('ItemList')!.itemListElement.map((item: { name: string }) => item.name)).toEqual(filtered!.products.map((product) => product.name));
    expect(filtered!.products).toHaveLength(brand.count);
    expect((await page(`/kategoria/papier/strona/2?${query}`)).answer.status).toBe(404);
    // A sort the search does not know (an old or mistyped address) is the listing in its default order.
    expect((await page('/kategoria/papier?orderBy=xyz')).answer.status).toBe(200);
  });
});

describe('the first HTML of the home page, the blog and the text pages', () => {
  it('describes the shop and its search on the home page, in both languages', async () => {
    for (const [path, locale] of [['/', 'pl'], ['/en', 'en']] as const) {
      const html = await page(path);
      expect(html.lang).toBe(locale);
      expect(html.ofType('Organization')).toMatchObject({ name: 'Spinacz', url: `${ORIGIN}${path}` });
      expect(html.ofType('WebSite')!.potentialAction.target).toBe(`${ORIGIN}${locale === 'pl' ? '/wyszukiwarka' : '/en/search'}?query={search_term_string}`);
    }
  });

  it('gives an article its headline, date and picture', async () => {
    const { body: list } = await api.get<{ contents: Array<{ slug: string }> }>('/e-commerce/v1/contents', { filters: { sectionId: ['61'] }, limit: 1, offset: 0 });
    const slug = list!.contents[0].slug;
    const { body } = await api.get<ArticleResponse>(`/e-commerce/v1/contents/articles/${slug}`);
    const html = await page(`/blog/${slug}`);
    // The article's SEO title names the blog of the shop ("… | Blog Spinacz"): the shop is named once.
    expect(html.title).toBe(body!.article.seoData.title);
    expect(html.title.startsWith(body!.article.title)).toBe(true);
    expect(html.title.match(/Spinacz/g)).toHaveLength(1);
    expect(html.ofType('BlogPosting')).toMatchObject({ headline: body!.article.title, datePublished: body!.article.createdAt });
    expect(html.meta('og:type')).toBe('article');
  });

  it('answers a blog list\'s page past its last one, in both languages, with the 404 page the list shows', async () => {
    const { body } = await api.get<{ countTotal: number; contents: Array<{ author?: { slug: string } | null }> }>('/e-commerce/v1/contents', { filters: { sectionId: ['61'] }, limit: 12, offset: 0 });
    const last = Math.max(1, Math.ceil(body!.countTotal / 12));
    const author = body!.contents.find((content) => content.author?.slug)!.author!.slug;
    for (const path of [`/blog/strona/${last + 1}`, `/en/blog/page/${last + 1}`, `/blog/strona/${last + 1}?limit=36`, `/blog/autor/${author}/strona/${last + 1}`, '/blog/autor/nikt-taki']) {
      const html = await page(path);
      expect(html.answer.status, path).toBe(404);
      expect(html.meta('robots'), path).toBe('noindex');
    }
    const lastPage = await page(last > 1 ? `/blog/strona/${last}` : '/blog');
    expect(lastPage.answer.status).toBe(200);
    expect(lastPage.meta('robots')).toBeNull();
  });

  it('sends another spelling of a page\'s address to its one address, the query kept', async () => {
    for (const [path, location] of [
      ['/kategoria/papier/', '/kategoria/papier'],
      ['/KATEGORIA/papier?perPage=60', '/kategoria/papier?perPage=60'],
      ['/blog/strona/1?limit=24', '/blog?limit=24'],
      ['/en/', '/en'],
      ['/kontakt/', '/kontakt'],
    ] as const) {
      const { answer } = await page(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.Location, path).toBe(location);
    }
    expect((await page('/kategoria/papier')).answer.status).toBe(200);
  });

  it('names the shop once in a text page whose own title names it', async () => {
    const html = await page('/kontakt');
    expect(html.answer.status).toBe(200);
    expect(html.title.match(/Spinacz/g)).toHaveLength(1);
    expect((await page('/nie-ma-takiej-strony')).answer.status).toBe(404);
    expect((await page('/mapa-strony/strony')).answer.status).toBe(200);
    expect((await page('/mapa-strony/cos-innego')).answer.status).toBe(404);
  });
});

describe('pages of one visitor and failures', () => {
  it('never lets a shared cache keep the cart, the checkout, the account area or the demo, and keeps them out of the index', async () => {
    for (const path of ['/koszyk', '/proces-zamowienia', '/moje-konto/zamowienia', '/en/my-account/anything', '/logowanie', '/demo/poczta']) {
      const html = await page(path);
      expect(html.answer.status, path).toBe(200);
      expect(html.answer.headers['Cache-Control'], path).toBe('private, no-store');
      expect(html.meta('robots'), path).toBe('noindex');
    }
  });

  it('sends the shop\'s plain page as 503, uncached, when the API does not answer', async () => {
    const cut = createServerRendering('http://127.0.0.1:9');
    const answer = await cut.page(new URL('/produkt/cokolwiek', ORIGIN), ORIGIN, INDEX);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toBe('30');
    expect(answer.body).toBe(INDEX);
  });

  it('never makes a page "not found" because the API failed: a 5xx or 429 of the API is a 503 page, not a cached 404', async () => {
    const failing = http.createServer((request, response) => {
      if (request.url?.startsWith('/oauth2/token')) {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ access_token: 'guest' }));
        return;
      }
      const status = request.url?.includes('/brands/') ? 429 : 500;
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'FAILED', message: 'Awaria.' }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const cut = createServerRendering(`http://127.0.0.1:${(failing.address() as AddressInfo).port}`);
      for (const path of [`/produkt/${GONE_PRODUCT}`, '/kategoria/papier', '/marka/hp', '/blog/cokolwiek', '/en/product/anything']) {
        const answer = await cut.page(new URL(path, ORIGIN), ORIGIN, INDEX);
        expect(answer.status, path).toBe(503);
        expect(answer.headers['Cache-Control'], path).toBe('no-store');
      }
      // An address no route knows needs no API: still the 404 page.
      expect((await cut.page(new URL('/a/b/c', ORIGIN), ORIGIN, INDEX)).status).toBe(404);
    } finally {
      failing.close();
    }
  });
});
