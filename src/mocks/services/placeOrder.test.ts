import { describe, expect, it } from 'vitest';
import { demoError, withFreshDemoState, userSession } from '../../../tests/setup/demoState';
import type { AnonymousCheckoutForm } from '../../generated/model';
import { allOrders, getSeed, getState } from '../db/store';
import type { SeedProduct } from '../db/types';
import { issueToken, sessionFromToken, type Session } from '../http/auth';
import { viewContext } from '../presenters/context';
import { orderTotals } from '../presenters/order';
import { addToCart, cartLines, goodsNet, cartEntries } from './cart';
import { placeAnonymousOrder } from './placeAnonymousOrder';
import { nextOrderNumber } from './placedOrders';
import { placeOrder } from './placeOrder';
import { applyPromoCode } from './promoCodes';
import { completePayment } from './payments';

withFreshDemoState();

const guest = (id: string): Session => ({ kind: 'guest', guestId: id, token: '' });
const owner = (session: Session) => (session.kind === 'user' ? `u:${session.user.id}` : `g:${session.guestId}`);
const product = (predicate: (p: SeedProduct) => boolean) => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && predicate(p))!;
const paper = () => product((p) => p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 20 && p.priceNet < 60);

function fill(session: Session, item: SeedProduct, quantity: number): void {
  addToCart(owner(session), item.id, quantity, viewContext(session));
}

const form = (overrides: Partial<AnonymousCheckoutForm> = {}): AnonymousCheckoutForm => ({
  isIndividual: true, firstName: 'Ewa', lastName: 'Nowak', userEmail: 'ewa@example.com', userTermsOfUseAgreement: true, paymentMethod: 'transfer', deliveryMethod: 'courier',
  address: { countryCode: 'PL', streetWithNumber: 'ul. Długa 1', city: 'Gdańsk', zip: '80-827', phone1: '+48601234567' },
  ...overrides,
});


describe('order numbers', () => {
  it('continue after every seeded number, in the month of the order', () => {
    const seeded = getSeed().orders.map((order) => Number(order.number.slice(-6)));
    const month = getSeed().today.toISOString().slice(0, 7).replace('-', '/');
    const session = guest('numbers');
    fill(session, paper(), 2);
    const first = placeAnonymousOrder(session, form()).salesOrder.number;
    expect(first).toBe(`ZS/${month}/${String(Math.max(...seeded) + 1).padStart(6, '0')}`);
    fill(session, paper(), 2);
    expect(placeAnonymousOrder(session, form()).salesOrder.number.slice(-6)).toBe(String(Math.max(...seeded) + 2).padStart(6, '0'));
    expect(nextOrderNumber('2027-01-04T10:00:00.000Z', [])).toBe('ZS/2027/01/000001');
  });
});

describe('placing leaves the cart alone on an error', () => {
  it('keeps lines and the promo code when a field is wrong', () => {
    const session = guest('untouched');
    const ctx = viewContext(session);
    fill(session, paper(), 4);
    applyPromoCode(owner(session), 'SPINACZ10', goodsNet(cartEntries(cartLines(owner(session)), ctx)), ctx);
    const error = demoError(() => placeAnonymousOrder(session, form({ deliveryMethod: 'parcelLocker', deliveryPointPni: 'NIEMA01M' })));
    expect(error.extra).toEqual({ field: 'deliveryPointPni' });
    expect(cartLines(owner(session))[0].quantity).toBe(4);
    expect(getState().promoCodes[owner(session)]).toBe('SPINACZ10');

    const placed = placeAnonymousOrder(session, form());
    const order = allOrders().find((candidate) => candidate.id === placed.salesOrder.id)!;
    expect(order.placed).toMatchObject({ promoCode: 'SPINACZ10', owner: 'g:untouched' });
    expect(orderTotals(order).discount.net).toBeGreaterThan(0);
    expect(cartLines(owner(session))).toEqual([]);
    expect(getState().promoCodes[owner(session)]).toBeUndefined();
  });

  it('refuses cash on delivery to a parcel machine', () => {
    const session = guest('cod');
    fill(session, paper(), 2);
    const error = demoError(() => placeAnonymousOrder(session, form({ paymentMethod: 'cod', deliveryMethod: 'orlenPoint', deliveryPointPni: 'ORL-60838-01' })));
    expect(error.message).toBe('Płatność przy odbiorze nie jest dostępna przy odbiorze w automacie paczkowym. Wybierz inny sposób płatności.');
  });
});

describe('removing unavailable quantities', () => {
  it('keeps what is in stock, rounded down to an enforced order multiple', () => {
    const boxed = product((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && p.stock > p.orderMultiple && p.stock % p.orderMultiple !== 0);
    const session = guest('multiple');
    fill(session, boxed, (Math.ceil(boxed.stock / boxed.orderMultiple) + 1) * boxed.orderMultiple);
    fill(session, paper(), 1);
    const placed = placeAnonymousOrder(session, form({ insufficientStockDecision: 'removeUnavailable' }));
    const order = allOrders().find((candidate) => candidate.id === placed.salesOrder.id)!;
    expect(order.lines.find((line) => line.productId === boxed.id)!.quantity).toBe(Math.floor(boxed.stock / boxed.orderMultiple) * boxed.orderMultiple);
  });
});

describe('accounts created at checkout', () => {
  it('registers a company buyer with the NIP and moves the order to it', () => {
    const session = guest('company');
    fill(session, paper(), 2);
    const placed = placeAnonymousOrder(session, form({ isIndividual: false, companyName: 'Kancelaria Nowak', taxId: 'PL 526-104-08-28', createUserAccountAgreement: true, password: 'Haslo12345', userEmail: 'Biuro@Nowak.pl' }));
    expect(placed.message).toMatch(/Założyliśmy Ci konto – zaloguj się adresem biuro@nowak\.pl\.$/);
    const { user, company } = getState().registeredAccounts[0];
    expect(company).toMatchObject({ name: 'Kancelaria Nowak', taxId: '5261040828', isPrivateCustomer: false });
    expect(user).toMatchObject({ login: 'biuro@nowak.pl', password: 'Haslo12345', companyId: company.id });
    expect(sessionFromToken(issueToken('user', String(user.id)))).toMatchObject({ kind: 'user', user: { id: user.id }, company: { id: company.id } });
    const order = allOrders().find((candidate) => candidate.id === placed.salesOrder.id)!;
    expect(order).toMatchObject({ userId: user.id, companyId: company.id });
  });
});

describe('cost centres', () => {
  it("lets an approver's own order over a limit that may be exceeded through without waiting", () => {
    const session = userSession('akceptant@firma.demo');
    const chair = product((p) => p.orderMultiple === 1 && p.stock > 100 && p.priceNet > 500);
    fill(session, chair, 40);
    const placed = placeOrder(session, { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 12 });
    expect(placed).toMatchObject({ requiresAcceptance: false, salesOrder: { status: { id: 'accepted' } } });
  });
});

describe('payments', () => {
  it('marks the order paid once; deciding again is a conflict', () => {
    const session = guest('pay');
    fill(session, paper(), 2);
    const placed = placeAnonymousOrder(session, form({ paymentMethod: 'online' }));
    const token = placed.paymentRedirectUrl!.split('/').pop()!;
    expect(completePayment(session, token, 'paid').status).toBe('paid');
    expect(allOrders().find((order) => order.id === placed.salesOrder.id)!.isPaid).toBe(true);
    expect(demoError(() => completePayment(session, token, 'failed')).status).toBe(409);
    expect(demoError(() => completePayment(guest('other'), token, 'paid')).status).toBe(404);
  });
});
