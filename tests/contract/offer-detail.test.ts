/**
 * An offer on its own page and into the cart (src/domain/offerToCart.ts): the offer's lines with the
 * negotiated prices, all or chosen lines into the cart at those prices, an expired offer refused, and
 * who may do what (the company reads its offers; onlyData does not order; other companies get 404).
 */
import { describe, expect, it } from 'vitest';
import { addOfferToCart, createOfferRequest, getOffer, getOffers } from '../../src/generated/api/content-and-reports/content-and-reports';
import { getCurrentCart } from '../../src/generated/api/cart/cart';
import type { OfferDetail } from '../../src/generated/model';
import { getSeed, issueToken } from '../../src/mocks';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

async function offerWith(token: string, status: string): Promise<OfferDetail> {
  const { offers } = await getOffers({ limit: 24, offset: 0, filters: { status: [status] } } as never, asBearer(token));
  // The framework offer (office supplies) holds no product for adults.
  const chosen = offers.find((offer) => offer.name.startsWith('Oferta ramowa')) ?? offers[0];
  return (await getOffer(chosen.id, asBearer(token))).offer;
}

describe('an offer on its own page', () => {
  it('shows its lines with the negotiated unit prices and values, and that it may go into the cart', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const offer = await offerWith(buyer, 'active');
    expect(offer).toMatchObject({ canAddToCart: true, notice: null, status: { id: 'active' } });
    expect(offer.lines.length).toBe(offer.itemsCount);
    for (const line of offer.lines) {
      // Negotiated: under the list price; the product's tile shows the same price the cart will take.
      expect(line.unitPrice!.net).toBeLessThan(getSeed().productById.get(line.product.id)!.priceNet);
      expect(line.value!.net).toBeCloseTo(line.unitPrice!.net * line.quantity, 2);
    }
    const total = offer.lines.reduce((sum, line) => sum + Math.round(line.value!.net * 100), 0) / 100;
    expect(offer.grandTotal!.net).toBeCloseTo(total, 2);
  });

  it('says an expired offer expired and keeps it out of the cart (409 OFFER-EXPIRED, nothing added)', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const offer = await offerWith(buyer, 'expired');
    expect(offer.canAddToCart).toBe(false);
    expect(offer.notice).toMatch(/^Ta oferta wygasła – obowiązywała do \d{2}\.\d{2}\.\d{4}\./);
    const before = (await getCurrentCart(undefined, asBearer(buyer))).shoppingCart.items.length;
    expect(await failure(addOfferToCart(offer.id, {}, asBearer(buyer)))).toMatchObject({ status: 409, code: 'OFFER-EXPIRED' });
    expect((await getCurrentCart(undefined, asBearer(buyer))).shoppingCart.items.length).toBe(before);
    const preparing = await offerWith(buyer, 'inPreparation');
    expect(preparing.lines.every((line) => line.unitPrice === null)).toBe(true);
    expect(await failure(addOfferToCart(preparing.id, {}, asBearer(buyer)))).toMatchObject({ status: 409, code: 'OFFER-NOT-PRICED' });
  });
});

describe('an offer into the cart', () => {
  it('puts the chosen lines into the cart at the offer’s unit prices', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const offer = await offerWith(buyer, 'active');
    const chosen = offer.lines.slice(0, 2);
    const answer = await addOfferToCart(offer.id, { items: chosen.map((line) => ({ productId: line.product.id, quantity: line.quantity })) }, asBearer(buyer));
    for (const line of chosen) {
      const item = answer.shoppingCart.items.find((candidate) => candidate.productId === line.product.id)!;
      expect(item.quantity).toBe(line.quantity);
      expect(item.priceObject.net).toBe(line.unitPrice!.net);
    }
    expect(answer.shoppingCart.items.some((item) => item.productId === offer.lines[2].product.id)).toBe(false);
  });

  it('puts every line in when nothing is chosen; refuses a product not on the offer with its field', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const offer = await offerWith(buyer, 'active');
    const answer = await addOfferToCart(offer.id, { clearShoppingCart: true, ageConfirmed: true }, asBearer(buyer));
    expect(answer.shoppingCart.items.map((item) => item.productId).sort()).toEqual(offer.lines.map((line) => line.product.id).sort());
    const other = await offerWith(buyer, 'expired');
    const refusal = await failure(addOfferToCart(offer.id, { items: [{ productId: other.lines[0].product.id, quantity: 1 }] }, asBearer(buyer)));
    expect(refusal).toMatchObject({ status: 400 });
    expect(refusal.body).toMatchObject({ field: 'items.0.productId' });
  });

  it('lets onlyData read the offer but not order from it; another company’s user and offer request answer 404; a private customer 403', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    const offer = await offerWith(buyer, 'active');
    const onlyData = await logIn('dane@firma.demo');
    expect((await getOffer(offer.id, asBearer(onlyData))).offer.id).toBe(offer.id);
    expect(await failure(addOfferToCart(offer.id, {}, asBearer(onlyData)))).toMatchObject({ status: 403 });
    // j.dabrowska@firma.demo (user 8), a buyer of Meblomax Logistyka sp. z o.o.
    const other = issueToken('user', '8');
    expect(await failure(getOffer(offer.id, asBearer(other)))).toMatchObject({ status: 404 });
    expect(await failure(addOfferToCart(offer.id, {}, asBearer(other)))).toMatchObject({ status: 404 });
    await createOfferRequest({ message: 'Prosimy o ofertę na palety foliowe.' }, asBearer(other));
    const [request] = (await getOffers({ limit: 24, offset: 0, filters: { status: ['requested'] } } as never, asBearer(other))).offers;
    expect(await failure(getOffer(request.id, asBearer(buyer)))).toMatchObject({ status: 404 });
    expect((await getOffer(request.id, asBearer(other))).offer).toMatchObject({ canAddToCart: false, status: { id: 'requested' } });
    expect(await failure(getOffer(offer.id, asBearer(await logIn('klient@spinacz.demo'))))).toMatchObject({ status: 403 });
  });
});
