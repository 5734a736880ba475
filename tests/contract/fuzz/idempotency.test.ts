/** The Idempotency-Key of order placement: a retry or a double click with one key places one order and gets it back. */
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, getCurrentCart } from '../../../src/generated/api/cart/cart';
import { placeAnonymousOrder, placeOrder } from '../../../src/generated/api/checkout/checkout';
import { getSalesOrders } from '../../../src/generated/api/lists/lists';
import { getResponse } from 'msw';
import type { AnonymousCheckoutForm, CheckoutForm, PlacedOrderResponse } from '../../../src/generated/model';
import { getSeed, handlers } from '../../../src/mocks';
import { getState } from '../../../src/mocks/db/store';
import { earlierAnswer, IDEMPOTENCY_LIFETIME_MS, IDEMPOTENCY_LIMIT, rememberAnswer } from '../../../src/mocks/services/idempotency';
import { asBearer, failure, logIn, setupDemoApi } from '../../setup/demoApi';

setupDemoApi();

const FORM: CheckoutForm = { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 };
const GUEST_FORM: AnonymousCheckoutForm = {
  isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: 'ewa.nowak@example.com', userTermsOfUseAgreement: true, paymentMethod: 'transfer',
  deliveryMethod: 'courier', address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48 601 234 567' },
};
const paper = () => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 200 && p.priceNet > 15 && p.priceNet < 60)!;
const withKey = (token: string, key: string) => ({ headers: { ...asBearer(token).headers, 'Idempotency-Key': key } });
const placedCount = () => getState().placedOrders.length;

async function buyerWithCart(login = 'kupiec@firma.demo'): Promise<string> {
  const token = await logIn(login);
  await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
  return token;
}

describe('placeOrder with an Idempotency-Key', () => {
  it('answers a retry with the first answer and places nothing new', async () => {
    const token = await buyerWithCart();
    const first = await placeOrder(FORM, withKey(token, 'attempt-0001'));
    expect(placedCount()).toBe(1);
    const again = await placeOrder(FORM, withKey(token, 'attempt-0001'));
    expect(again).toEqual(first);
    expect(placedCount()).toBe(1);
    expect((await getSalesOrders({ limit: 100 }, asBearer(token))).salesOrders.filter((order) => order.id === first.salesOrder.id)).toHaveLength(1);
  });

  it('places one order for a double click: two requests whose bodies arrive together', async () => {
    const token = await buyerWithCart();
    // Straight to the handlers with a body that arrives after a while, so both requests are inside
    // placeOrder at once (through fetch in Node, the first would finish before the second starts).
    const slowRequest = () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          setTimeout(() => {
            controller.enqueue(new TextEncoder().encode(JSON.stringify(FORM)));
            controller.close();
          }, 20);
        },
      });
      return new Request('http://localhost/e-commerce/v1/checkout/orders', {
        method: 'POST', body, duplex: 'half', headers: { 'Content-Type': 'application/json', ...withKey(token, 'double-click-1').headers },
      } as RequestInit);
    };
    const [a, b] = await Promise.all([getResponse(handlers, slowRequest()), getResponse(handlers, slowRequest())]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    const [first, second] = (await Promise.all([a!.json(), b!.json()])) as PlacedOrderResponse[];
    expect(second.salesOrder.id).toBe(first.salesOrder.id);
    expect(placedCount()).toBe(1);
  });

  it('without a key, or with a new key after success, a second request is a new attempt (the empty cart refuses it)', async () => {
    const token = await buyerWithCart();
    await placeOrder(FORM, withKey(token, 'attempt-0002'));
    expect((await failure(placeOrder(FORM, asBearer(token)))).status).toBe(409);
    expect((await failure(placeOrder(FORM, withKey(token, 'attempt-0003')))).status).toBe(409);
    expect(placedCount()).toBe(1);
  });

  it('refuses the key of a placed order sent with another body: 409 IDEMPOTENCY-KEY-REUSED, no second order, no other order given', async () => {
    const token = await buyerWithCart();
    const first = await placeOrder(FORM, withKey(token, 'attempt-0005'));
    await addToCurrentCart({ productId: paper().id, quantity: 3 }, asBearer(token));
    const reused = await failure(placeOrder({ ...FORM, noteToOrder: 'Inne zamówienie' }, withKey(token, 'attempt-0005')));
    expect(reused).toMatchObject({ status: 409, code: 'IDEMPOTENCY-KEY-REUSED' });
    expect(reused.message).toMatch(/Idempotency-Key.*innego zamówienia/);
    expect(placedCount()).toBe(1);
    // The first request's own retry still gets its order; the cart of the other attempt is untouched.
    expect(await placeOrder(FORM, withKey(token, 'attempt-0005'))).toEqual(first);
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toHaveLength(1);
  });

  it('keeps keys per user: the same key of another user places that user\'s own order', async () => {
    const buyer = await buyerWithCart();
    const approver = await buyerWithCart('akceptant@firma.demo');
    const mine = await placeOrder(FORM, withKey(buyer, 'shared-key-01'));
    const theirs = await placeOrder(FORM, withKey(approver, 'shared-key-01'));
    expect(theirs.salesOrder.id).not.toBe(mine.salesOrder.id);
    expect(placedCount()).toBe(2);
  });

  it('remembers nothing for a refused attempt: the corrected retry with the same key places the order', async () => {
    const token = await buyerWithCart();
    const refused = await failure(placeOrder({ ...FORM, costCenterId: 21 }, withKey(token, 'attempt-0004')));
    expect(refused).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
    expect(placedCount()).toBe(0);
    const placed = await placeOrder(FORM, withKey(token, 'attempt-0004'));
    expect(placed.salesOrder.id).toBeGreaterThan(0);
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toHaveLength(0);
  });

  it('works the same for a guest\'s order (per guest session)', async () => {
    const guest = await logIn('guest');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(guest));
    const first = await placeAnonymousOrder(GUEST_FORM, withKey(guest, 'guest-attempt-1'));
    expect(await placeAnonymousOrder(GUEST_FORM, withKey(guest, 'guest-attempt-1'))).toEqual(first);
    expect(placedCount()).toBe(1);
    const otherGuest = await logIn('guest');
    expect((await failure(placeAnonymousOrder(GUEST_FORM, withKey(otherGuest, 'guest-attempt-1')))).status).toBe(409);
    expect(placedCount()).toBe(1);
  });

  it('refuses a malformed key in Polish before anything changes', async () => {
    const token = await buyerWithCart();
    for (const key of ['short', 'x'.repeat(101), 'ma spacje i znak!']) {
      const refused = await failure(placeOrder(FORM, withKey(token, key)));
      expect(refused).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(refused.message).toMatch(/Idempotency-Key.*znaków/);
    }
    expect(placedCount()).toBe(0);
  });

  it('keeps at most IDEMPOTENCY_LIMIT answers and forgets them after a day', () => {
    const answer = { salesOrder: { id: 1 } } as never;
    const key = (index: number) => `key-${String(index).padStart(4, '0')}`;
    for (let index = 0; index < IDEMPOTENCY_LIMIT + 5; index += 1) rememberAnswer('u:7', key(index), answer, 1000 + index);
    expect(getState().idempotentAnswers).toHaveLength(IDEMPOTENCY_LIMIT);
    expect(earlierAnswer('u:7', key(4), 2000)).toBeNull();
    expect(earlierAnswer('u:7', key(5), 2000)).toEqual(answer);
    expect(earlierAnswer('u:8', key(5), 2000)).toBeNull();
    expect(earlierAnswer('u:7', key(IDEMPOTENCY_LIMIT + 4), 2000)).toEqual(answer);
    expect(earlierAnswer('u:7', key(IDEMPOTENCY_LIMIT + 4), 1000 + IDEMPOTENCY_LIMIT + 4 + IDEMPOTENCY_LIFETIME_MS)).toBeNull();
    rememberAnswer('u:7', 'key-late', answer, 1000 + IDEMPOTENCY_LIFETIME_MS * 2);
    expect(getState().idempotentAnswers).toHaveLength(1);
  });
});
