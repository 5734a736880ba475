import { onlyDataMessage } from '../../src/domain/orderPolicy';
/**
 * Offers, offer requests and mini-catalogues through the generated client: the company's negotiated
 * offers (paged, filtered by status), a request that lists among them and is confirmed by e-mail, the
 * §5 messages of the request form, and the mini-catalogues with their products as a 36-a-page listing.
 */
import { describe, expect, it } from 'vitest';
import { createOfferRequest, getMiniCatalogueProducts, getMiniCatalogues, getOffers } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getMiniCatalogueProductsResponse, getMiniCataloguesResponse, getOffersResponse } from '../../src/generated/zod/content-and-reports/content-and-reports.zod';
import { getSeed } from '../../src/mocks';
import { MY_OFFER_MIN_POPULARITY } from '../../src/mocks/db/seed/offers';
import { listMail } from '../../src/mocks/services/mailbox';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const BUYER = 'kupiec@firma.demo';
const offers = async (token: string, params?: Parameters<typeof getOffers>[0]) => getOffersResponse.parse(await getOffers(params, asBearer(token)));

describe('GET offers', () => {
  it('lists the company\'s negotiated offers newest first: active with prices and validity, expired, one being prepared', async () => {
    const { offers: list, countTotal } = await offers(await logIn(BUYER));
    expect(countTotal).toBe(5);
    expect(list.map((offer) => offer.createdAt)).toEqual(list.map((offer) => offer.createdAt).sort().reverse());
    const today = getSeed().today.toISOString().slice(0, 10);
    const active = list.filter((offer) => offer.status.id === 'active');
    expect(active.length).toBe(3);
    for (const offer of active) {
      expect(offer.status.name).toBe('Aktywna');
      expect(offer.validUntil! >= today).toBe(true);
      expect(offer.grandTotal!.net).toBeGreaterThan(0);
      expect(offer.itemsCount).toBeGreaterThan(0);
      expect(offer.number).toMatch(/^OF\/\d{4}\/\d{4}$/);
    }
    const expired = list.find((offer) => offer.status.id === 'expired')!;
    expect(expired.validUntil! < today).toBe(true);
    const preparing = list.find((offer) => offer.status.id === 'inPreparation')!;
    expect(preparing).toMatchObject({ validUntil: null, grandTotal: null, status: { name: 'W przygotowaniu' } });
  });

  it('pages, filters by status and sorts only by known fields', async () => {
    const buyer = await logIn(BUYER);
    const page = await offers(buyer, { limit: 2, offset: 2 });
    expect(page.offers).toHaveLength(2);
    expect(page.countTotal).toBe(5);
    expect((await offers(buyer, { filters: { status: ['expired'] } })).offers.map((offer) => offer.status.id)).toEqual(['expired']);
    const byValue = (await offers(buyer, { orderBy: 'grandTotal', orderDirection: 'DESC' })).offers;
    expect(byValue[0].grandTotal!.net).toBeGreaterThanOrEqual(byValue[1].grandTotal!.net);
    expect((await failure(getOffers({ filters: { kind: ['x'] } }, asBearer(buyer)))).status).toBe(400);
    expect((await failure(getOffers({ filters: { status: ['signed'] } }, asBearer(buyer)))).status).toBe(400);
    expect((await failure(getOffers({ orderBy: 'colour' }, asBearer(buyer)))).status).toBe(400);
  });

  it('is for company customers: a private customer gets 403, a guest 401', async () => {
    expect(await failure(getOffers(undefined, asBearer(await logIn('klient@spinacz.demo'))))).toMatchObject({ status: 403, message: 'Oferty indywidualne przygotowujemy dla klientów firmowych.' });
    expect((await failure(getOffers(undefined, asBearer(await logIn('guest'))))).status).toBe(401);
  });

  it('offers the company\'s "my offer" products at negotiated prices', async () => {
    const { seededOffers } = await import('../../src/mocks/db/seed/offers');
    const seed = getSeed();
    const company = seed.companies.find((candidate) => candidate.id === 1001)!;
    const lines = seededOffers(seed, company).flatMap((offer) => offer.lines.filter((line) => line.priceNet !== null));
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const product = seed.productById.get(line.productId)!;
      expect(line.priceNet!).toBeLessThan(product.priceNet);
      expect(line.priceNet!).toBeGreaterThanOrEqual(Math.floor(product.priceNet * 0.88 * 100) / 100);
      expect(line.quantity % product.orderMultiple).toBe(0);
    }
    expect(lines.filter((line) => seed.productById.get(line.productId)!.popularity >= MY_OFFER_MIN_POPULARITY).length / lines.length).toBeGreaterThan(0.9);
  });
});

describe('POST offers/requests', () => {
  it('sends a request (201): it lists among the offers and is confirmed by e-mail', async () => {
    const buyer = await logIn(BUYER);
    const [first, second] = (await import('../../src/mocks/db/indexes')).indexes(getSeed()).listed;
    const answer = await createOfferRequest({
      message: 'Prosimy o ofertę na papier i tonery na I kwartał 2027 r.',
      products: [{ productId: first.id, quantity: 10 }, { productId: second.id, quantity: 4 }, { productId: first.id, quantity: 5 }],
      contactPhone: '+48 601 220 318',
    }, asBearer(buyer));
    expect(answer.message).toMatch(/^Dziękujemy! Zapytanie ofertowe ZO\/\d{4}\/0001 zostało wysłane\./);
    const { offers: list, countTotal } = await offers(buyer);
    expect(countTotal).toBe(6);
    expect(list[0]).toMatchObject({
      status: { id: 'requested', name: 'Zapytanie wysłane' }, itemsCount: 2, grandTotal: null, validUntil: null,
      name: 'Zapytanie ofertowe: Prosimy o ofertę na papier i tonery na I kwartał 2027 r.',
    });
    expect(answer.message).toContain(list[0].number);
    // Everyone in the company sees it.
    expect((await offers(await logIn('akceptant@firma.demo'))).countTotal).toBe(6);
    const [mail] = listMail(BUYER);
    expect(mail).toMatchObject({ kind: 'offerRequest', subject: `Otrzymaliśmy Twoje zapytanie ofertowe ${list[0].number}` });
    expect(mail.paragraphs.join('\n')).toContain(`${first.name} (kod ${first.code}) – 15 ${first.uom}`);
  });

  it('asks for the text and checks the contact data with the §5 messages, naming the field', async () => {
    const buyer = await logIn(BUYER);
    expect(await failure(createOfferRequest({ message: '   ' }, asBearer(buyer)))).toMatchObject({ status: 400, message: 'To pole jest wymagane.', body: expect.objectContaining({ field: 'message' }) });
    expect(await failure(createOfferRequest({} as never, asBearer(buyer)))).toMatchObject({ status: 400, message: 'To pole jest wymagane.' });
    expect(await failure(createOfferRequest({ message: 'Oferta', contactEmail: 'zakupy@' }, asBearer(buyer)))).toMatchObject({ status: 400, message: 'Wprowadź poprawny adres e-mail.', body: expect.objectContaining({ field: 'contactEmail' }) });
    expect(await failure(createOfferRequest({ message: 'Oferta', contactPhone: '+48 601' }, asBearer(buyer)))).toMatchObject({ status: 400, message: 'Niepoprawny numer telefonu.', body: expect.objectContaining({ field: 'contactPhone' }) });
    expect(await failure(createOfferRequest({ message: 'x'.repeat(2001) }, asBearer(buyer)))).toMatchObject({ status: 400, message: 'Maksymalna ilość znaków to: 2000.' });
    expect(await failure(createOfferRequest({ message: 'Oferta', products: [{ productId: 999_999_999, quantity: 1 }] }, asBearer(buyer)))).toMatchObject({ status: 400, message: 'Nie znaleziono produktu.', body: expect.objectContaining({ field: 'products.0.productId' }) });
    const [product] = (await import('../../src/mocks/db/indexes')).indexes(getSeed()).listed;
    expect(await failure(createOfferRequest({ message: 'Oferta', products: [{ productId: product.id, quantity: 0 }] }, asBearer(buyer)))).toMatchObject({ status: 400, body: expect.objectContaining({ field: 'products.0.quantity' }) });
    expect((await offers(buyer)).countTotal).toBe(5);
    expect(listMail(BUYER)).toEqual([]);
  });

  it('is refused to a data-only user and a private customer (403)', async () => {
    expect(await failure(createOfferRequest({ message: 'Oferta' }, asBearer(await logIn('dane@firma.demo'))))).toMatchObject({ status: 403, message: onlyDataMessage('pl') });
    expect((await failure(createOfferRequest({ message: 'Oferta' }, asBearer(await logIn('klient@spinacz.demo'))))).status).toBe(403);
  });
});

describe('GET mini-catalogues', () => {
  it('lists the three mini-catalogues with a picture and the number of products', async () => {
    const { miniCatalogues, countTotal } = getMiniCataloguesResponse.parse(await getMiniCatalogues(undefined, asBearer(await logIn(BUYER))));
    expect(countTotal).toBe(3);
    expect(miniCatalogues.map((catalogue) => catalogue.slug).sort()).toEqual(['bhp-na-hali', 'kuchnia-i-sprzatanie', 'niezbednik-biurowy']);
    expect(miniCatalogues.map((catalogue) => catalogue.updatedAt)).toEqual(miniCatalogues.map((catalogue) => catalogue.updatedAt).sort().reverse());
    for (const catalogue of miniCatalogues) {
      expect(catalogue.productCount).toBeGreaterThan(10);
      expect(catalogue.description).toBeTruthy();
      expect(catalogue.imageUrl).toMatch(/^\/e-commerce\/v1\/images\/convert\/products\/.+\.webp$/);
    }
    const byName = await getMiniCatalogues({ orderBy: 'name', orderDirection: 'ASC' }, asBearer(await logIn(BUYER)));
    expect(byName.miniCatalogues.map((catalogue) => catalogue.name)).toEqual(['BHP na hali produkcyjnej', 'Kuchnia i sprzątanie', 'Niezbędnik biurowy']);
  });

  it('is for company customers (403 for a private customer) and takes no filters', async () => {
    expect(await failure(getMiniCatalogues(undefined, asBearer(await logIn('klient@spinacz.demo'))))).toMatchObject({ status: 403, message: 'Minikatalogi są dostępne dla klientów firmowych.' });
    expect((await failure(getMiniCatalogues({ filters: { name: ['x'] } }, asBearer(await logIn(BUYER))))).status).toBe(400);
  });
});

describe('GET mini-catalogues/{slug}/products', () => {
  it('pages the catalogue\'s real products as product tiles, 36 by default, in the catalogue\'s order', async () => {
    const buyer = await logIn(BUYER);
    const first = getMiniCatalogueProductsResponse.parse(await getMiniCatalogueProducts('niezbednik-biurowy', undefined, asBearer(buyer)));
    expect(first.miniCatalogue.slug).toBe('niezbednik-biurowy');
    expect(first.countTotal).toBe(first.miniCatalogue.productCount);
    expect(first.countTotal).toBeGreaterThan(36);
    expect(first.products).toHaveLength(36);
    const rest = await getMiniCatalogueProducts('niezbednik-biurowy', { offset: 36, limit: 36 }, asBearer(buyer));
    expect(rest.products).toHaveLength(first.countTotal - 36);
    const ids = [...first.products, ...rest.products].map((product) => product.id);
    expect(new Set(ids).size).toBe(first.countTotal);
    const { seededMiniCatalogues } = await import('../../src/mocks/db/seed/miniCatalogues');
    expect(ids).toEqual(seededMiniCatalogues(getSeed()).find((catalogue) => catalogue.slug === 'niezbednik-biurowy')!.productIds);
    // Real products of the catalogue, with the company's prices and order rules.
    for (const product of first.products) {
      const seeded = getSeed().productById.get(product.id)!;
      expect(product.slug).toBe(seeded.slug);
      expect(product.canBeOrdered).toBe(true);
    }
  });

  it('answers 404 for an unknown catalogue and 403 for a private customer', async () => {
    expect(await failure(getMiniCatalogueProducts('nie-ma-takiego', undefined, asBearer(await logIn(BUYER))))).toMatchObject({ status: 404, message: 'Nie znaleziono minikatalogu „nie-ma-takiego”.' });
    expect((await failure(getMiniCatalogueProducts('bhp-na-hali', undefined, asBearer(await logIn('klient@spinacz.demo'))))).status).toBe(403);
  });
});

describe('GET products/search with filters[myOffer]', () => {
  it('lists the products the company buys at negotiated prices (the "my offer" page), with facets and paging as any listing', async () => {
    const { getProductsSearch } = await import('../../src/generated/api/search-and-products/search-and-products');
    const { offerPrices } = await import('../../src/mocks/services/companyPrices');
    const seed = getSeed();
    const negotiated = offerPrices(seed, seed.companies.find((candidate) => candidate.id === 1001)!);
    const buyer = await logIn(BUYER);
    const first = await getProductsSearch({ filters: { myOffer: ['1'] }, limit: 36, offset: 0 }, asBearer(buyer));
    expect(first.countTotal).toBe(negotiated.size);
    expect(first.products.length).toBe(Math.min(36, negotiated.size));
    for (const product of first.products) {
      expect(product.isFromMyOffer).toBe(true);
      expect(product.priceObject.net).toBe(negotiated.get(product.id));
    }
    // The scope is not a facet of the answer; the facets narrow it as usual.
    expect(first.filters.map((filter) => filter.key)).not.toContain('myOffer');
    const brand = first.filters.find((filter) => filter.key === 'brand')!.options[0];
    const narrowed = await getProductsSearch({ filters: { myOffer: ['1'], brand: [brand.value] } }, asBearer(buyer));
    expect(narrowed.countTotal).toBe(brand.count);
    expect(narrowed.products.every((product) => product.isFromMyOffer)).toBe(true);
  });

  it('is empty for a private customer and a guest; without the filter the listing is the whole catalogue', async () => {
    const { getProductsSearch } = await import('../../src/generated/api/search-and-products/search-and-products');
    expect((await getProductsSearch({ filters: { myOffer: ['1'] } }, asBearer(await logIn('klient@spinacz.demo')))).countTotal).toBe(0);
    expect((await getProductsSearch({ filters: { myOffer: ['1'] } }, asBearer(await logIn('guest')))).countTotal).toBe(0);
    expect((await getProductsSearch({ limit: 1 }, asBearer(await logIn(BUYER)))).countTotal).toBeGreaterThan(1000);
  });
});
