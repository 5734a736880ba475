import { beforeAll, describe, expect, it } from 'vitest';
import { getConvertedImage, getProduct, getProductsSearch } from '../../src/generated/api/search-and-products/search-and-products';
import { getProductResponse, getProductsSearchResponse } from '../../src/generated/zod/search-and-products/search-and-products.zod';
import { getSeed } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

let token: string;
beforeAll(async () => {
  token = await logIn('guest');
});
const search = async (params: Parameters<typeof getProductsSearch>[0]) => getProductsSearchResponse.parse(await getProductsSearch(params, asBearer(token)));

describe('GET products/search', () => {
  it('finds "ołówek" when typed without diacritics and by word prefix', async () => {
    const result = await search({ query: 'olowek' });
    expect(result.countTotal).toBeGreaterThan(0);
    expect(result.products.every((p) => p.name.startsWith('Ołówek'))).toBe(true);
    expect((await search({ query: 'dlug zel' })).products[0].name).toMatch(/^Długopis żelowy/);
  });

  it('finds a product by its code and toners by OEM code', async () => {
    const product = getSeed().products.find((p) => p.oemCode && !p.discontinued && p.packKind === 'single')!;
    expect((await search({ query: product.code })).products[0].id).toBe(product.id);
    const byOem = await search({ oemCode: product.oemCode! });
    expect(byOem.products.map((p) => p.id)).toContain(product.id);
  });

  it('pages with a real countTotal and sorts by price', async () => {
    const first = await search({ categorySlug: 'papier', limit: 10, offset: 0, orderBy: 'priceAsc' });
    const second = await search({ categorySlug: 'papier', limit: 10, offset: 10, orderBy: 'priceAsc' });
    expect(first.countTotal).toBe(second.countTotal);
    expect(first.countTotal).toBeGreaterThan(100);
    const prices = [...first.products, ...second.products].map((p) => p.priceObject.gross);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(20);
  });

  it('includes subcategories for categorySlug and categoryIds and names the category', async () => {
    const bySlug = await search({ categorySlug: 'artykuly-biurowe', limit: 1 });
    expect(bySlug).toMatchObject({ categoryName: 'Artykuły biurowe', categoryLevel: 1, breadcrumbs: [{ name: 'Artykuły biurowe', slug: 'artykuly-biurowe' }] });
    const byId = await search({ categoryIds: [bySlug.categoryId!], limit: 1 });
    expect(byId.countTotal).toBe(bySlug.countTotal);
    expect(bySlug.categoryFilter.reduce((sum, entry) => sum + entry.count, 0)).toBe(bySlug.countTotal);
  });

  it('computes facets and filters by them', async () => {
    const all = await search({ categorySlug: 'dlugopisy-zelowe' });
    const brands = all.filters.find((f) => f.key === 'brand')!;
    const pilot = brands.options.find((o) => o.label === 'Pilot')!;
    const filtered = await search({ categorySlug: 'dlugopisy-zelowe', filters: { brand: [pilot.value] }, limit: 100 });
    expect(filtered.countTotal).toBe(pilot.count);
    expect(filtered.products.every((p) => p.brand?.name === 'Pilot')).toBe(true);
    // The brand facet still offers the other brands (disjunctive counts).
    expect(filtered.filters.find((f) => f.key === 'brand')!.options.length).toBe(brands.options.length);
    const colour = all.filters.find((f) => f.key === 'kolor')!;
    expect(colour.options.map((o) => o.value)).toContain('niebieski');
  });

  it('reads inkAndTonersOnly=false as false and period as a number', async () => {
    const plain = await search({ query: 'czarny' });
    expect((await search({ query: 'czarny', inkAndTonersOnly: false })).countTotal).toBe(plain.countTotal);
    expect((await search({ query: 'czarny', inkAndTonersOnly: true })).countTotal).toBeLessThan(plain.countTotal);
    expect((await search({ period: 7, limit: 1 })).countTotal).toBeGreaterThan(2000);
  });

  it('finds supplies for a printer', async () => {
    const device = getSeed().devices.find((d) => d.brand === 'Brother' && d.model.startsWith('HL-L2350'))!;
    const result = await search({ deviceBrand: device.brand, deviceModel: device.model, inkAndTonersOnly: true });
    expect(result.countTotal).toBeGreaterThan(0);
    expect(result.products.every((p) => p.category.namesInPath[0] === 'Tonery i tusze')).toBe(true);
  });

  it('rejects bad parameters with a Polish message naming the field', async () => {
    expect(await failure(getProductsSearch({ limit: 0 }, asBearer(token)))).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Pole „limit” musi mieć wartość co najmniej 1.' });
    expect((await failure(getProductsSearch({ orderBy: 'cheapest' as 'priceAsc' }, asBearer(token)))).message).toContain('„orderBy”');
    expect((await failure(getProductsSearch({ period: 5 as 7 }, asBearer(token)))).message).toContain('„period”');
    expect((await failure(getProductsSearch({ offset: 1.5 }, asBearer(token)))).message).toBe('Pole „offset” musi być liczbą całkowitą.');
  });
});

describe('GET products/{slug}', () => {
  it('returns the product with details and the requested extras', async () => {
    const seeded = getSeed().products.find((p) => p.packGroup !== null && p.packKind === 'single' && !p.discontinued)!;
    const detail = getProductResponse.parse(await getProduct(seeded.slug, { includeBreadcrumbs: true, includeSimilarProducts: true }, asBearer(token)));
    expect(detail.product).toMatchObject({ id: seeded.id, name: seeded.name, vatRate: seeded.vat });
    expect(detail.product.multiPacks.length).toBeGreaterThan(1);
    expect(detail.breadcrumbs?.length).toBe(3);
    expect(detail.similarProducts?.length).toBeGreaterThan(0);
    expect(detail.seoData).toBeUndefined();
  });

  it('answers 404 for an unknown slug and 410 with similar products for a discontinued one', async () => {
    expect(await failure(getProduct('nie-ma-takiego-produktu', undefined, asBearer(token)))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
    const gone = getSeed().products.find((p) => p.discontinued)!;
    const error = await failure(getProduct(gone.slug, undefined, asBearer(token)));
    expect(error).toMatchObject({ status: 410, code: 'PRODUCT-GONE', message: 'Przepraszamy, ten produkt nie jest już w naszej ofercie.' });
    const body = error.body as { similarProducts: unknown[]; categories: { slug: string }[] };
    expect(body.similarProducts.length).toBeGreaterThan(0);
    expect(body.categories).toHaveLength(3);
  });
});

describe('GET images/convert/{path}/{params}/{name}', () => {
  it('draws an SVG pictogram with the pack size, for .svg, .webp and .avif names', async () => {
    const product = getSeed().products.find((p) => p.packLabel === '500 ark.')!;
    for (const extension of ['svg', 'webp', 'avif']) {
      const svg = await (await getConvertedImage('products', 'w400-h400', `${product.slug}.${extension}`)).text();
      expect(svg).toContain('width="400"');
      expect(svg).toContain('500 ark.');
    }
    const response = await fetch(`http://localhost/e-commerce/v1/images/convert/brands/w100-h80/pilot.svg`);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toContain('max-age');
  });

  it('answers 404 for an unknown picture and 400 for bad parameters', async () => {
    expect(await failure(getConvertedImage('products', 'w400-h400', 'brak.webp'))).toMatchObject({ status: 404 });
    expect(await failure(getConvertedImage('products', 'duzy', 'brak.webp'))).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await failure(getConvertedImage('products', 'w400-h400', 'brak.gif'))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
