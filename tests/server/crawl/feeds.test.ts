import { describe, expect, it } from 'vitest';
import { API_PAGE_SIZE, readFeedProducts, readProducts } from '../../../src/server/crawl/catalogueReader';
import { crawlAnswer } from '../../../src/server/crawl/crawlAnswer';
import { ceneoAvail } from '../../../src/server/crawl/ceneoFeed';
import { availabilityOf, conditionOf, isValidGtin } from '../../../src/server/crawl/productOffer';
import { fakeReader, money, product, type FakeCatalogue } from './fakeCatalogue';
import { parseXml, textOf, type XmlElement } from './xmlDocument';

const ORIGIN = 'https://spinacz.test';
const NOW = new Date('2026-11-30T10:00:00Z');
const G = (name: string) => `g:${name}`;

const products = [
  product(1, { name: 'Papier ksero A4 & A3 <Premium> "Biały"', ean: '5903312915602', description: '<p>Papier&nbsp;80 g/m&#178; &amp; więcej.</p><ul><li>500 ark.</li><li>A4</li></ul>' }),
  product(2, { priceObject: money(99.99), priceBeforeDiscountObject: money(129), ean: '5903312915603' }),
  product(3, { stock: 0, availableFrom: '2026-12-02', brand: null }),
  product(4, { stock: 0, availableFrom: null }),
  product(5, { canBeOrdered: false, stock: 0 }),
  product(6, {
    name: 'Wino Frontera Merlot',
    category: { id: 70, slug: 'wina', name: 'Wina', namesInPath: ['Artykuły spożywcze', 'Napoje', 'Wina'], forAdults: true },
    outletType: 'uszkodzone opakowanie',
    gallery: {
      main: { urlFull: 'https://cdn.spinacz.test/p/6.webp', urlThumb: '' },
      items: [{ urlFull: 'https://cdn.spinacz.test/p/6.webp', urlThumb: '' }, { urlFull: '/e-commerce/v1/images/convert/products/w1200-h1200/6-b.webp', urlThumb: '' }],
    },
  }),
  product(7, { description: `<p>${'bardzo długi opis '.repeat(400)}</p>`, name: 'N'.repeat(200) }),
];
const pallet = product(8, { name: 'Papier ksero A4, paleta 240 ryz', slug: 'papier-paleta', stock: 4 });
const catalogue: FakeCatalogue = { products, pallets: [pallet, products[0]] };

async function feed(path: string, source: FakeCatalogue = catalogue) {
  return crawlAnswer(new URL(`${ORIGIN}${path}`), { reader: fakeReader(source), origin: ORIGIN }, { now: NOW });
}

async function googleItems() {
  const answer = await feed('/feeds/google-merchant.xml');
  expect(answer?.status).toBe(200);
  expect(answer?.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' });
  const rss = parseXml(answer!.body);
  expect(rss.name).toBe('rss');
  expect(rss.attr).toMatchObject({ version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' });
  const channel = rss.childNamed('channel')!;
  expect(textOf(channel, 'link')).toBe(`${ORIGIN}/`);
  return new Map(channel.childrenNamed('item').map((item) => [textOf(item, G('id'))!, item]));
}

async function ceneoOffers() {
  const answer = await feed('/feeds/ceneo.xml');
  expect(answer?.status).toBe(200);
  expect(answer?.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' });
  const offers = parseXml(answer!.body);
  expect(offers.name).toBe('offers');
  expect(offers.attr).toMatchObject({ version: '1', 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' });
  const group = offers.childNamed('group')!;
  expect(group.attr.name).toBe('other');
  return new Map(group.childrenNamed('o').map((offer) => [offer.attr.id, offer]));
}

const attrs = (offer: XmlElement) => Object.fromEntries(offer.childNamed('attrs')!.childrenNamed('a').map((a) => [a.attr.name, a.val]));

describe('the Google Merchant Center feed', () => {
  it('one item a product (the wholesale page’s pallets too, each once): id, title, plain description, absolute link and picture, gross price in PLN', async () => {
    const items = await googleItems();
    expect([...items.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(textOf(items.get('8')!, 'link')).toBe(`${ORIGIN}/produkt/papier-paleta`);
    const first = items.get('1')!;
    expect(textOf(first, 'title')).toBe('Papier ksero A4 & A3 <Premium> "Biały"');
    expect(textOf(first, 'description')).toBe('Papier 80 g/m² & więcej. 500 ark.; A4');
    expect(textOf(first, 'link')).toBe(`${ORIGIN}/produkt/produkt-1`);
    expect(textOf(first, G('image_link'))).toBe(`${ORIGIN}/e-commerce/v1/images/convert/products/w1200-h1200/produkt-1.webp`);
    expect(textOf(first, G('price'))).toBe('12.30 PLN');
    expect(textOf(first, G('sale_price'))).toBeUndefined();
    expect(textOf(first, G('brand'))).toBe('Marka');
    expect(textOf(first, G('gtin'))).toBe('5903312915602');
    expect(textOf(first, G('mpn'))).toBeUndefined();
    expect(textOf(first, G('condition'))).toBe('new');
    expect(textOf(first, G('product_type'))).toBe('Papier > Papier ksero');
    expect(textOf(first, G('adult'))).toBeUndefined();
  });

  it('a discounted product: the price before the discount and the sale price', async () => {
    const item = (await googleItems()).get('2')!;
    expect(textOf(item, G('price'))).toBe('129.00 PLN');
    expect(textOf(item, G('sale_price'))).toBe('99.99 PLN');
  });

  it('availability from stock, orderability and the day it comes back', async () => {
    const items = await googleItems();
    const availability = (id: string) => [textOf(items.get(id)!, G('availability')), textOf(items.get(id)!, G('availability_date'))];
    expect(availability('1')).toEqual(['in_stock', undefined]);
    expect(availability('3')).toEqual(['backorder', '2026-12-02T00:00+0100']);
    expect(availability('4')).toEqual(['out_of_stock', undefined]);
    expect(availability('5')).toEqual(['out_of_stock', undefined]);
  });

  it('without an EAN: the shop’s code as mpn and identifier_exists no; without a brand: no brand', async () => {
    const item = (await googleItems()).get('3')!;
    expect(textOf(item, G('gtin'))).toBeUndefined();
    expect(textOf(item, G('mpn'))).toBe('100003');
    expect(textOf(item, G('identifier_exists'))).toBe('no');
    expect(textOf(item, G('brand'))).toBeUndefined();
  });

  it('a product for adults is flagged; its outlet kind (damaged packaging) keeps it new; pictures stay absolute, once each', async () => {
    const item = (await googleItems()).get('6')!;
    expect(textOf(item, G('adult'))).toBe('yes');
    expect(textOf(item, G('condition'))).toBe('new');
    expect(textOf(item, G('image_link'))).toBe('https://cdn.spinacz.test/p/6.webp');
    expect(item.childrenNamed(G('additional_image_link')).map((link) => link.val)).toEqual([`${ORIGIN}/e-commerce/v1/images/convert/products/w1200-h1200/6-b.webp`]);
  });

  it('keeps Google’s limits: title 150 characters, description 5000', async () => {
    const item = (await googleItems()).get('7')!;
    expect(textOf(item, 'title')!.length).toBeLessThanOrEqual(150);
    expect(textOf(item, 'description')!.length).toBeLessThanOrEqual(5000);
    expect(textOf(item, 'description')).not.toMatch(/<[a-z/]/i);
  });
});

describe('the Ceneo feed', () => {
  it('one offer a product: url, gross price with a dot, availability code, stock, category path, picture, description, producer’s identifiers', async () => {
    const offers = await ceneoOffers();
    expect([...offers.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const first = offers.get('1')!;
    expect(first.attr).toEqual({ id: '1', url: `${ORIGIN}/produkt/produkt-1`, price: '12.30', avail: '1', set: '0', stock: '50', basket: '1' });
    expect(textOf(first, 'cat')).toBe('Papier/Papier ksero');
    expect(textOf(first, 'name')).toBe('Papier ksero A4 & A3 <Premium> "Biały"');
    expect(first.childNamed('imgs')!.childNamed('main')!.attr.url).toBe(`${ORIGIN}/e-commerce/v1/images/convert/products/w1200-h1200/produkt-1.webp`);
    expect(textOf(first, 'desc')).toBe('Papier 80 g/m² & więcej. 500 ark.; A4');
    expect(attrs(first)).toEqual({ Producent: 'Marka', Kod_producenta: '100001', EAN: '5903312915602' });
    expect(offers.get('2')!.attr.price).toBe('99.99');
  });

  it('Ceneo’s availability codes and the flag of a product for adults', async () => {
    const offers = await ceneoOffers();
    expect(['1', '3', '4', '5'].map((id) => [offers.get(id)!.attr.avail, offers.get(id)!.attr.basket])).toEqual([['1', '1'], ['3', '1'], ['14', '1'], ['99', '0']]);
    expect(attrs(offers.get('6')!)).toMatchObject({ Dla_doroslych: 'Tak' });
    expect(attrs(offers.get('1')!)).not.toHaveProperty('Dla_doroslych');
    const back = (availableFrom: string) => ceneoAvail({ canBeOrdered: true, stock: 0, availableFrom }, NOW);
    expect([back('2026-12-03'), back('2026-12-07'), back('2026-12-08'), back('2027-01-15')]).toEqual([3, 7, 14, 14]);
  });
});

describe('reading the offer', () => {
  it('pages the search by the contract’s largest page until every product is read', async () => {
    const many = Array.from({ length: API_PAGE_SIZE * 2 + 1 }, (_, index) => product(index + 1));
    const reader = fakeReader({ products: many });
    expect((await readProducts(reader)).length).toBe(many.length);
    expect(reader.calls.filter((path) => path.endsWith('/products/search'))).toHaveLength(3 + 1);
  });

  it('both feeds share one reading for a few minutes; a failed reading answers 503 and is not kept', async () => {
    const reader = fakeReader(catalogue);
    await readFeedProducts(reader, 1_000);
    const reads = reader.calls.length;
    await readFeedProducts(reader, 2_000);
    expect(reader.calls.length).toBe(reads);
    await readFeedProducts(reader, 1_000 + 6 * 60_000);
    expect(reader.calls.length).toBe(reads * 2);

    const failing = await feed('/feeds/ceneo.xml', { ...catalogue, failing: { path: '/e-commerce/v1/products/produkt-4', status: 502 } });
    expect(failing?.status).toBe(503);
    expect(failing?.headers['Cache-Control']).toBe('no-store');
  });

  it('a product gone between the search and its page is left out', async () => {
    const items = await (async () => {
      const answer = await feed('/feeds/google-merchant.xml', { ...catalogue, failing: { path: '/e-commerce/v1/products/produkt-7', status: 410 } });
      return parseXml(answer!.body).childNamed('channel')!.childrenNamed('item').map((item) => textOf(item, G('id')));
    })();
    expect(items).toEqual(['1', '2', '3', '4', '5', '6', '8']);
  });
});

describe('offer rules', () => {
  it('availability', () => {
    expect(availabilityOf({ canBeOrdered: true, stock: 3, availableFrom: null })).toBe('in_stock');
    expect(availabilityOf({ canBeOrdered: true, stock: 0, availableFrom: '2026-12-01' })).toBe('backorder');
    expect(availabilityOf({ canBeOrdered: false, stock: 3, availableFrom: null })).toBe('out_of_stock');
  });

  it('condition from the outlet kind', () => {
    expect(conditionOf(null)).toBe('new');
    expect(conditionOf('krótki termin przydatności')).toBe('new');
    expect(conditionOf('uszkodzone opakowanie')).toBe('new');
    expect(conditionOf('produkt używany')).toBe('used');
    expect(conditionOf('odnowiony')).toBe('refurbished');
  });

  it('GTIN check digits', () => {
    expect(isValidGtin('5903312915602')).toBe(true);
    expect(isValidGtin('5903312915603')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin(null)).toBe(false);
  });
});
