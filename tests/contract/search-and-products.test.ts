import { beforeAll, describe, expect, it } from 'vitest';
import {
  getAtsContent, getBrand, getBrands, getFrequentlyBoughtProducts, getPrintingDeviceBrands, getPrintingDevices, getPrintingDevicesAutocomplete,
  getProduct, getProductsAutocomplete, getProductsSearch, getPromotion, getPromotions,
} from '../../src/generated/api/search-and-products/search-and-products';
import { getProductResponse, getProductsSearchResponse } from '../../src/generated/zod/search-and-products/search-and-products.zod';
import { getSeed } from '../../src/mocks';
import { ATS_PAGES } from '../../src/mocks/db/content/ats';
import { slugify } from '../../src/mocks/db/text';
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

  it('ranks a name match above a brand or category match, and the phrase at the start of the name first', async () => {
    const result = await search({ query: 'toner hp', limit: 10 });
    expect(result.products.slice(0, 5).every((p) => p.name.startsWith('Toner HP'))).toBe(true);
    const kawa = await search({ query: 'kawa ziarnista', limit: 40 });
    expect(kawa.products.every((p) => p.name.startsWith('Kawa ziarnista'))).toBe(true);
  });

  it('understands Polish inflection without calling it fuzzy: "długopisy", "krzesło biurowe", "ołówki"', async () => {
    const pens = await search({ query: 'dlugopisy', limit: 100 });
    expect(pens.fuzzySearch).toBe(false);
    expect(pens.products.every((p) => p.name.startsWith('Długopis'))).toBe(true);
    const chairs = await search({ query: 'krzesło biurowe' });
    expect(chairs.countTotal).toBeGreaterThan(10);
    expect(chairs.products.every((p) => p.category.name === 'Krzesła biurowe')).toBe(true);
    expect((await search({ query: 'ołówki' })).products.every((p) => p.name.startsWith('Ołówek'))).toBe(true);
  });

  it('corrects a typo against the catalogue vocabulary and says so with fuzzySearch', async () => {
    const typo = await search({ query: 'zszywavz' });
    expect(typo.fuzzySearch).toBe(true);
    expect(typo.products[0].name).toMatch(/^Zszywacz/);
    const swapped = await search({ query: 'tonre hp' });
    expect(swapped).toMatchObject({ fuzzySearch: true });
    expect(swapped.products[0].name).toMatch(/^Toner HP/);
    expect((await search({ query: 'toner hp' })).fuzzySearch).toBe(false);
    expect((await search({ query: 'qqqqqq' })).countTotal).toBe(0);
  });

  it('finds the cartridge by its OEM code typed into the search box, with or without dashes', async () => {
    const cartridge = getSeed().products.find((p) => p.oemCode?.includes('-') && !p.discontinued && p.packKind === 'single' && p.name.startsWith('Toner'))!;
    for (const typed of [cartridge.oemCode!, cartridge.oemCode!.replace(/-/g, '').toLowerCase()]) {
      const result = await search({ query: typed });
      expect(result.products.map((p) => p.id)).toContain(cartridge.id);
      expect(result.products.every((p) => p.name.toUpperCase().includes(cartridge.oemCode!.toUpperCase()) || p.code.startsWith(typed))).toBe(true);
    }
  });

  it('finds cartridges that fit a device given as "brand model" or as deviceBrand + deviceModel, in any letter case', async () => {
    const seed = getSeed();
    const device = seed.devices.find((d) => d.brand === 'HP' && d.model === 'LaserJet Pro M404dn')!;
    const fits = (ids: number[]) => ids.every((id) => seed.productById.get(id)!.deviceIds.includes(device.id));
    const byDevice = await search({ device: 'hp laserjet pro m404dn', limit: 100 });
    const byParts = await search({ deviceBrand: 'HP', deviceModel: 'LaserJet Pro M404dn', limit: 100 });
    expect(byDevice.countTotal).toBeGreaterThan(0);
    expect(byParts.products.map((p) => p.id)).toEqual(byDevice.products.map((p) => p.id));
    expect(fits(byDevice.products.map((p) => p.id))).toBe(true);
    expect((await search({ device: 'HP LaserJet Pro M999' })).countTotal).toBe(0);
  });

  it('restricts to a brand, the eco group 15050, a promotion and pallets', async () => {
    const seed = getSeed();
    const pilot = seed.brands.find((b) => b.slug === 'pilot')!;
    const byBrand = await search({ brandId: pilot.id, limit: 500 });
    expect(byBrand.countTotal).toBeGreaterThan(0);
    expect(byBrand.products.every((p) => p.brand?.id === pilot.id)).toBe(true);
    const eco = await search({ promotionGroupId: 15050, limit: 500 });
    expect(eco.countTotal).toBeGreaterThan(20);
    expect(eco.products.every((p) => seed.productById.get(p.id)!.eco)).toBe(true);
    const outlet = await search({ promotionGroupId: 101, limit: 500 });
    expect(outlet.products.every((p) => p.outletType !== null)).toBe(true);
    const pallets = await search({ onlyPalletPacks: true, query: 'papier', limit: 100 });
    expect(pallets.countTotal).toBeGreaterThan(0);
    expect(pallets.products.every((p) => seed.productById.get(p.id)!.packKind === 'pallet')).toBe(true);
    const several = await search({ categoryIds: [seed.categoryBySlug.get('kawa-ziarnista')!.id, seed.categoryBySlug.get('herbata')!.id], limit: 500 });
    expect(new Set(several.products.map((p) => p.category.slug))).toEqual(new Set(['kawa-ziarnista', 'herbata']));
  });

  it('searches the phrase of an ATS page given as ats-query', async () => {
    const result = await search({ 'ats-query': 'papier ksero' });
    expect(result.countTotal).toBeGreaterThan(10);
    expect(result.products[0].name).toMatch(/^Papier ksero/);
  });

  it('gives Polish sort labels and facet names, English ones for Accept-Language: en', async () => {
    const pl = await search({ query: 'segregator' });
    expect(pl.orderByOptions.map((o) => o.label)).toEqual(['Trafność', 'Popularność', 'Cena: od najniższej', 'Cena: od najwyższej', 'Nazwa: A–Z', 'Nazwa: Z–A', 'Najnowsze']);
    expect((await search({})).orderByOptions.map((o) => o.value)).not.toContain('relevance');
    const en = getProductsSearchResponse.parse(await getProductsSearch({ query: 'segregator' }, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en-GB,en;q=0.9' } }));
    expect(en.orderByOptions[0]).toEqual({ value: 'relevance', label: 'Relevance' });
    expect(en.filters.find((f) => f.key === 'brand')?.name).toBe('Brand');
    const price = pl.filters.find((f) => f.key === 'price')!;
    expect(price).toMatchObject({ name: 'Cena brutto', type: 'range' });
    expect(price.options.reduce((sum, option) => sum + option.count, 0)).toBe(pl.countTotal);
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

describe('GET products/search/autocomplete', () => {
  const complete = (params: Parameters<typeof getProductsAutocomplete>[0]) => getProductsAutocomplete(params, asBearer(token));

  it('answers an empty phrase with empty lists', async () => {
    expect(await complete({ query: '' })).toEqual({ products: [], categories: [] });
    expect(await complete({ query: '   ' })).toEqual({ products: [], categories: [] });
  });

  it('gives matching products (50 by default) and categories named like the phrase', async () => {
    const result = await complete({ query: 'olowek' });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.name.startsWith('Ołówek'))).toBe(true);
    expect(result.products[0]).toMatchObject({ mainPictureUrl150x150: expect.stringContaining('/w150-h150/'), category: { name: 'Ołówki' } });
    expect(result.categories[0]).toEqual({ id: getSeed().categoryBySlug.get('olowki')!.id, name: 'Ołówki', slug: 'olowki' });
    expect((await complete({ query: 'papier' })).products).toHaveLength(50);
    expect((await complete({ query: 'papier', limit: 5 })).products).toHaveLength(5);
  });

  it('restricts products and categories to categoryIds', async () => {
    const toners = getSeed().categoryBySlug.get('tonery-i-tusze')!;
    const result = await complete({ query: 'czarny', categoryIds: [toners.id], limit: 100 });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.category.namesInPath[0] === 'Tonery i tusze')).toBe(true);
    expect(result.categories.every((c) => toners.subtreeIds.includes(c.id))).toBe(true);
  });

  it('rejects a missing phrase and a limit above 100', async () => {
    expect(await failure(getProductsAutocomplete({ query: 'x', limit: 101 }, asBearer(token)))).toMatchObject({ status: 400, message: 'Pole „limit” może mieć wartość najwyżej 100.' });
    expect(await failure(getProductsAutocomplete({} as { query: string }, asBearer(token)))).toMatchObject({ status: 400, message: 'Pole „query” jest wymagane.' });
  });
});

describe('GET products/frequently-bought', () => {
  it('lists what the company bought in the period, most often bought first', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const year = await getFrequentlyBoughtProducts({ period: 365, limit: 500 }, asBearer(buyer));
    const month = await getFrequentlyBoughtProducts({ limit: 500 }, asBearer(buyer));
    expect(year.countTotal).toBeGreaterThan(month.countTotal);
    expect(month.countTotal).toBeGreaterThan(0);
    expect(year.orderByOptions.find((o) => o.value === 'popularity')?.label).toBe('Najczęściej kupowane');
    const seed = getSeed();
    const since = new Date(seed.today.getTime() - 365 * 86_400_000).toISOString();
    const counts = new Map<number, number>();
    for (const order of seed.orders.filter((o) => o.companyId === 1001 && o.createdAt >= since && !['cancelled', 'rejected'].includes(o.status))) {
      for (const line of order.lines) counts.set(line.productId, (counts.get(line.productId) ?? 0) + 1);
    }
    expect(counts.get(year.products[0].id)).toBe(Math.max(...year.products.map((p) => counts.get(p.id) ?? 0)));
    expect(year.products.every((p) => counts.has(p.id))).toBe(true);
  });

  it('takes the listing parameters (text, category) and rejects a period outside 1/7/30/90/365', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const all = await getFrequentlyBoughtProducts({ period: 365, limit: 500 }, asBearer(buyer));
    const word = all.products[0].name.split(' ')[0];
    const filtered = await getFrequentlyBoughtProducts({ period: 365, query: word, limit: 500 }, asBearer(buyer));
    expect(filtered.countTotal).toBeGreaterThan(0);
    expect(filtered.countTotal).toBeLessThanOrEqual(all.countTotal);
    expect((await failure(getFrequentlyBoughtProducts({ period: 14 as 7 }, asBearer(buyer)))).message).toContain('„period”');
  });

  it('answers 401 for a guest', async () => {
    expect(await failure(getFrequentlyBoughtProducts({}, asBearer(token)))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('GET contents/ats/{slug}', () => {
  it('has a page for about 30 common phrases, each finding products', async () => {
    expect(ATS_PAGES.length).toBeGreaterThanOrEqual(30);
    for (const page of ATS_PAGES) {
      const { content } = await getAtsContent(slugify(page.query), asBearer(token));
      expect(content.query).toBe(page.query);
      const result = await search({ 'ats-query': content.query, limit: 1 });
      expect(result.countTotal, page.query).toBeGreaterThan(0);
    }
    expect((await getAtsContent('krzeslo-biurowe', asBearer(token))).content).toMatchObject({ title: 'Krzesła biurowe', query: 'krzesło biurowe', description: expect.stringContaining('<p>') });
  });

  it('answers 404 for a phrase without a page', async () => {
    expect(await failure(getAtsContent('dlugopis-z-logo-firmy', asBearer(token)))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
  });
});

describe('printing devices', () => {
  it('lists device brands and a brand\'s models', async () => {
    const { brands } = await getPrintingDeviceBrands(asBearer(token));
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands).toContain('HP');
    const { devices } = await getPrintingDevices({ brandName: 'brother' }, asBearer(token));
    expect(devices.length).toBeGreaterThan(10);
    expect(devices.every((d) => d.brand === 'Brother')).toBe(true);
    expect(devices.map((d) => d.model)).toContain('HL-L2350DW');
    expect((await getPrintingDevices({ brandName: 'Nieznana' }, asBearer(token))).devices).toEqual([]);
  });

  it('completes devices by brand and model words, and equipment by OEM code', async () => {
    const byModel = await getPrintingDevicesAutocomplete({ query: 'hp m404' }, asBearer(token));
    expect(byModel.devices.map((d) => d.model)).toEqual(['LaserJet Pro M404a', 'LaserJet Pro M404dn', 'LaserJet Pro M404dw']);
    const cartridge = getSeed().products.find((p) => p.oemCode?.startsWith('TN-') && p.name.startsWith('Toner Brother'))!;
    const byCode = await getPrintingDevicesAutocomplete({ query: cartridge.oemCode!.toLowerCase() }, asBearer(token));
    expect(byCode.equipment[0]).toEqual({ brandName: 'Brother', oemCode: cartridge.oemCode });
    expect(await failure(getPrintingDevicesAutocomplete({ query: '' }, asBearer(token)))).toMatchObject({ status: 400 });
  });
});

describe('brands', () => {
  it('lists brands with products alphabetically, pages and filters by letter', async () => {
    const all = await getBrands(undefined, asBearer(token));
    expect(all.countTotal).toBeGreaterThan(80);
    expect(all.brands.map((b) => b.name)).toEqual([...all.brands.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(all.brands[0].logoUrl100x80).toMatch(/^\/e-commerce\/v1\/images\/convert\/brands\/w100-h80\/.+\.webp$/);
    const page = await getBrands({ limit: 10, offset: 10 }, asBearer(token));
    expect(page.brands.map((b) => b.id)).toEqual(all.brands.slice(10, 20).map((b) => b.id));
    const z = await getBrands({ filters: { letter: ['Z'] } }, asBearer(token));
    expect(z.brands.map((b) => b.name)).toContain('Żywiec Zdrój');
    const biggest = await getBrands({ orderBy: 'productCount', limit: 1 }, asBearer(token));
    expect(biggest.brands).toHaveLength(1);
    expect((await failure(getBrands({ orderBy: 'colour' }, asBearer(token)))).message).toBe('Pole „orderBy” ma niedozwoloną wartość. Dozwolone: name, productCount, popularity.');
  });

  it('gives one brand with its product count matching products/search', async () => {
    const { brand } = await getBrand('pilot', asBearer(token));
    expect(brand).toMatchObject({ slug: 'pilot', name: 'Pilot', description: expect.stringContaining('Pilot') });
    expect((await search({ brandId: brand.id })).countTotal).toBe(brand.productCount);
    expect(await failure(getBrand('nie-ma-takiej-marki', asBearer(token)))).toMatchObject({ status: 404 });
  });
});

describe('promotions', () => {
  it('lists the current promotions with dates (the outlet open-ended, last) and their products', async () => {
    const { promotions, countTotal } = await getPromotions(undefined, asBearer(token));
    expect(countTotal).toBe(promotions.length);
    expect(promotions.length).toBeGreaterThanOrEqual(5);
    const outlet = promotions.at(-1)!;
    expect(outlet).toMatchObject({ slug: 'outlet', isOutlet: true, startDate: null, endDate: null });
    const today = getSeed().today.toISOString().slice(0, 10);
    for (const promotion of promotions.filter((p) => !p.isOutlet)) {
      expect(promotion.startDate! <= today && today <= promotion.endDate!).toBe(true);
      expect((await search({ promotionGroupId: promotion.promotionGroupId, limit: 1 })).countTotal, promotion.slug).toBeGreaterThan(0);
    }
    expect((await getPromotions({ filters: { isOutlet: ['1'] } }, asBearer(token))).promotions.map((p) => p.slug)).toEqual(['outlet']);
  });

  it('gives one promotion with its page content; the eco listing too', async () => {
    const { promotion } = await getPromotion('outlet', asBearer(token));
    expect(promotion).toMatchObject({ id: 101, promotionGroupId: 101, isOutlet: true, content: expect.stringContaining('<p>') });
    expect((await getPromotion('produkty-ekologiczne', asBearer(token))).promotion.promotionGroupId).toBe(15050);
    expect(await failure(getPromotion('black-friday-1999', asBearer(token)))).toMatchObject({ status: 404 });
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
