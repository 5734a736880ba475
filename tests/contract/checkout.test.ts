/** Checkout through the generated client: both forms, placing orders, stock, cost centres, payments, addresses. */
import { describe, expect, it } from 'vitest';
import { costCentreMessage } from '../../src/domain/costCentre';
import { addDays, isWeekend, polishHolidays } from '../../src/domain/deliveryDate';
import { VALIDATION_MESSAGES } from '../../src/domain/validation';
import {
  createApprovalRule, createDeliveryAddress, getCostCenters, getCountOrderForAcceptance, getDeliveryAddresses, updateDeliveryAddress,
} from '../../src/generated/api/account/account';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import {
  completePayment, getCheckout, getCheckoutWithRegistration, getPayment, getPickupPoints, placeAnonymousOrder, placeOrder, validateUserDeliveryDate,
} from '../../src/generated/api/checkout/checkout';
import { getSalesOrder, getSalesOrders, paySalesOrder } from '../../src/generated/api/lists/lists';
import type { AnonymousCheckoutForm, CheckoutForm } from '../../src/generated/model';
import { getCheckoutResponse, getCheckoutWithRegistrationResponse } from '../../src/generated/zod/checkout/checkout.zod';
import { getSalesOrderResponse } from '../../src/generated/zod/lists/lists.zod';
import { getSeed } from '../../src/mocks';
import type { SeedProduct } from '../../src/mocks/db/types';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const today = () => getSeed().today.toISOString().slice(0, 10);
/** The next Saturday or Sunday after the seed's today. */
function nextWeekendDay(): string {
  let day = addDays(today(), 1);
  while (!isWeekend(day)) day = addDays(day, 1);
  return day;
}
/** The next public holiday that falls on a working day. */
function nextWeekdayHoliday(): [string, string] {
  const year = Number(today().slice(0, 4));
  const holidays = [...polishHolidays(year), ...polishHolidays(year + 1)].sort(([a], [b]) => a.localeCompare(b));
  return holidays.find(([day]) => day > today() && !isWeekend(day))!;
}

const product = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && predicate(p))!;
const paper = () => product((p) => p.stock > 200 && p.priceNet > 15 && p.priceNet < 60 && p.deposit === null);
const chair = () => product((p) => p.stock > 100 && p.priceNet > 500 && p.priceNet < 1500);

const guestForm = (overrides: Partial<AnonymousCheckoutForm> = {}): AnonymousCheckoutForm => ({
  isIndividual: false,
  companyName: 'Biuro Rachunkowe Lipiec',
  taxId: '526-104-08-28',
  firstName: 'Jan',
  lastName: 'Lipiec',
  userEmail: 'jan.lipiec@example.com',
  userTermsOfUseAgreement: true,
  paymentMethod: 'transfer',
  deliveryMethod: 'courier',
  address: { countryCode: 'PL', streetWithNumber: 'ul. Półwiejska 7', city: 'Poznań', zip: '61-888', phone1: '+48 601 234 567' },
  ...overrides,
});

async function guestWithCart(quantity = 3, item = paper()): Promise<string> {
  const token = await logIn('guest');
  await addToCurrentCart({ productId: item.id, quantity }, asBearer(token));
  return token;
}

describe('the guest checkout', () => {
  it('offers delivery with fees, pickup carriers, countries and payments that say why they are disabled', async () => {
    const token = await guestWithCart();
    const data = getCheckoutWithRegistrationResponse.parse(await getCheckoutWithRegistration(asBearer(token)));
    expect(data.shoppingCart.items).toHaveLength(1);
    const locker = data.deliveryMethods.find((method) => method.id === 'parcelLocker')!;
    expect(locker).toMatchObject({ requiresPickupPoint: true, pickupPointProvider: 'inpost' });
    expect(data.deliveryMethods.find((method) => method.id === 'pickup')!.price.net).toBe(0);
    expect(data.countries.map((country) => country.code)).toContain('PL');
    const deferred = data.paymentMethods.find((method) => method.id === 'deferred')!;
    expect(deferred.isDisabled).toBe(true);
    expect(deferred.disabledInfo).toMatch(/klientów firmowych/);
    expect(data.paymentMethods.find((method) => method.id === 'online')!.isPrepayment).toBe(true);
    expect(data.insufficientStockOptions).toEqual([]);
  });

  it('places a company order to a parcel locker with bank transfer and empties the cart', async () => {
    const token = await guestWithCart();
    const { pickupPoints } = await getPickupPoints({ provider: 'inpost', query: 'Poznań' }, asBearer(token));
    const point = pickupPoints[0];
    const placed = await placeAnonymousOrder(guestForm({ deliveryMethod: 'parcelLocker', deliveryPointPni: point.pni, deliveryPointName: point.name }), asBearer(token));
    expect(placed.salesOrder.number).toMatch(/^ZS\/\d{4}\/\d{2}\/\d{6}$/);
    expect(placed.message).toBe(`Dziękujemy! Zamówienie ${placed.salesOrder.number} zostało przyjęte.`);
    expect(placed).toMatchObject({ requiresAcceptance: false, paymentRedirectUrl: null, userAccountCreated: false });
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toEqual([]);
    const { salesOrder } = getSalesOrderResponse.parse(await getSalesOrder(placed.salesOrder.id, asBearer(token)));
    expect(salesOrder.deliveryPoint).toEqual({ name: point.name, pni: point.pni, street: point.street, zip: point.zip, city: point.city });
    expect(salesOrder.deliveryAddress).toBeNull();
    expect(salesOrder.billingAddress).toMatchObject({ name: 'Biuro Rachunkowe Lipiec', zip: '61-888', addressLine1: 'NIP 5261040828' });
    expect(salesOrder.items[0]).toMatchObject({ quantity: 3, code: paper().code });
    expect((await failure(getSalesOrder(placed.salesOrder.id, asBearer(await logIn('guest')))))).toMatchObject({ status: 404 });
  });

  it('refuses bad fields with their §5 message and field, leaving the cart as it was', async () => {
    const token = await guestWithCart();
    const cases: Array<[Partial<AnonymousCheckoutForm>, string, string]> = [
      [{ address: { ...guestForm().address, zip: '61888' } }, 'address.zip', VALIDATION_MESSAGES.zip],
      [{ address: { ...guestForm().address, phone1: '+48 601 234' } }, 'address.phone1', VALIDATION_MESSAGES.phone],
      [{ taxId: '526-104-08-29' }, 'taxId', VALIDATION_MESSAGES.taxId],
      [{ userEmail: 'jan@' }, 'userEmail', VALIDATION_MESSAGES.email],
      [{ userTermsOfUseAgreement: false as unknown as true }, 'userTermsOfUseAgreement', VALIDATION_MESSAGES.terms],
      [{ createUserAccountAgreement: true, password: 'krotkie' }, 'password', VALIDATION_MESSAGES.minLength(8)],
      [{ isDeliveryToAnotherAddress: true, deliveryAddress: { countryCode: 'PL', streetWithNumber: 'ul. Ogrodowa 3', city: 'Łódź', zip: '9-000', phone1: '+48601234567' } }, 'deliveryAddress.zip', VALIDATION_MESSAGES.zip],
      [{ deliveryMethod: 'parcelLocker' }, 'deliveryPointPni', 'Wybierz punkt odbioru.'],
      [{ deliveryMethod: 'dpdPickup', deliveryPointPni: 'POZ08M' }, 'deliveryPointPni', 'Nie znaleźliśmy punktu odbioru „POZ08M” – wybierz punkt z listy.'],
      [{ paymentMethod: 'deferred' }, 'paymentMethod', 'Płatność z odroczonym terminem jest dostępna dla zalogowanych klientów firmowych, którym przyznaliśmy termin płatności.'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await failure(placeAnonymousOrder(guestForm(overrides), asBearer(token)));
      expect({ status: error.status, code: error.code, message: error.message, field: (error.body as { field?: string }).field }).toEqual({ status: 400, code: 'VALIDATION', message, field });
    }
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items[0].quantity).toBe(3);
  });

  it('says the cart is empty', async () => {
    const error = await failure(placeAnonymousOrder(guestForm(), asBearer(await logIn('guest'))));
    expect(error).toMatchObject({ status: 409, message: 'Twój koszyk jest pusty' });
  });

  it('places only the cart the buyer confirmed: a cart changed meanwhile is refused and left as it is', async () => {
    const token = await guestWithCart(3);
    const seen = [{ productId: paper().id, quantity: 3 }];
    // Another tab adds a chair after the order page showed the paper alone.
    await addToCurrentCart({ productId: chair().id, quantity: 1 }, asBearer(token));
    const changed = await failure(placeAnonymousOrder(guestForm({ confirmedLines: seen }), asBearer(token)));
    expect(changed).toMatchObject({ status: 409, code: 'CART-CHANGED', message: 'Koszyk zmienił się w innej karcie lub oknie. Sprawdź podsumowanie i złóż zamówienie ponownie.' });
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toHaveLength(2);
    // Sent again with what the page shows now (in any order), it is placed with both.
    const now = [{ productId: chair().id, quantity: 1 }, ...seen];
    const placed = await placeAnonymousOrder(guestForm({ confirmedLines: now }), asBearer(token));
    expect(placed.salesOrder.id).toBeGreaterThan(0);
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toHaveLength(0);
  });

  it('creates an account that logs in and sees the order; a taken e-mail is refused', async () => {
    const token = await guestWithCart();
    const placed = await placeAnonymousOrder(guestForm({ isIndividual: true, companyName: undefined, taxId: undefined, userEmail: 'Ewa.Nowak@example.com', createUserAccountAgreement: true, password: 'Haslo12345' }), asBearer(token));
    expect(placed.userAccountCreated).toBe(true);
    const user = await logIn('ewa.nowak@example.com', 'Haslo12345');
    const orders = await getSalesOrders(undefined, asBearer(user));
    expect(orders.salesOrders.map((order) => order.number)).toEqual([placed.salesOrder.number]);
    expect(orders.salesOrders[0].createdBy.name).toBe('Jan Lipiec');
    expect((await getSalesOrder(placed.salesOrder.id, asBearer(user))).salesOrder.id).toBe(placed.salesOrder.id);
    const again = await guestWithCart();
    const taken = await failure(placeAnonymousOrder(guestForm({ userEmail: 'kupiec@firma.demo', createUserAccountAgreement: true, password: 'Haslo12345' }), asBearer(again)));
    expect(taken).toMatchObject({ status: 409, message: 'Konto z adresem kupiec@firma.demo już istnieje.' });
  });
});

describe('stock decisions', () => {
  const scarce = () => product((p) => p.stock >= 2 && p.stock <= 6 && p.restockInDays !== null && p.deliveryDays <= 2);

  it('asks for a decision and honours each one', async () => {
    const item = scarce();
    const token = await guestWithCart(item.stock + 4, item);
    expect((await getCheckoutWithRegistration(asBearer(token))).insufficientStockOptions.map((option) => option.value)).toEqual(['waitForAll', 'sendAvailable', 'removeUnavailable']);
    const missing = await failure(placeAnonymousOrder(guestForm(), asBearer(token)));
    expect(missing).toMatchObject({ status: 400, body: { field: 'insufficientStockDecision' } });

    const removed = await placeAnonymousOrder(guestForm({ insufficientStockDecision: 'removeUnavailable' }), asBearer(token));
    expect((await getSalesOrder(removed.salesOrder.id, asBearer(token))).salesOrder.items[0].quantity).toBe(item.stock);

    const split = await guestWithCart(item.stock + 4, item);
    const sent = await placeAnonymousOrder(guestForm({ insufficientStockDecision: 'sendAvailable', noteToOrder: 'Proszę dzwonić.' }), asBearer(split));
    const sentOrder = (await getSalesOrder(sent.salesOrder.id, asBearer(split))).salesOrder;
    expect(sentOrder.items[0].quantity).toBe(item.stock + 4);
    expect(sentOrder.comment).toMatch(/^Proszę dzwonić\.\n\nWysyłka częściowa: .* – 4 /);

    const waiting = await guestWithCart(item.stock + 4, item);
    const waited = await placeAnonymousOrder(guestForm({ insufficientStockDecision: 'waitForAll' }), asBearer(waiting));
    const restock = new Date(getSeed().today.getTime() + item.restockInDays! * 86_400_000).toISOString().slice(0, 10);
    expect((await getSalesOrder(waited.salesOrder.id, asBearer(waiting))).salesOrder.deliveryDate! > restock).toBe(true);
  });
});

describe('a company buyer (kupiec@firma.demo)', () => {
  const form = (costCenterId: number, overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({ paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId, ...overrides });

  async function cartOver(token: string, amountNet: number): Promise<void> {
    const item = chair();
    await addToCurrentCart({ productId: item.id, quantity: Math.ceil((amountNet + 1) / item.priceNet) }, asBearer(token));
  }

  it('gets addresses, all company cost centres, working days and its company data', async () => {
    const token = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
    const data = getCheckoutResponse.parse(await getCheckout(undefined, asBearer(token)));
    expect(data.costCenters.map((centre) => centre.name)).toEqual(['Administracja', 'Marketing', 'Dział IT', 'Produkcja – hala B']);
    expect(data.selectedCostCenterId).toBe(11);
    expect(data.deliveryAddresses).toHaveLength(3);
    expect(data.deliveryAddresses.filter((address) => address.isDefault)).toHaveLength(1);
    expect(data.availableDeliveryDates).toHaveLength(20);
    expect(data.defaultDeliveryDate).toBe(data.availableDeliveryDates[0]);
    expect(data.company).toMatchObject({ name: 'Meblomax sp. z o.o.', isComplete: true });
    expect(data.paymentMethods.find((method) => method.id === 'deferred')).toMatchObject({ isDisabled: false, description: 'Przelew 14 dni od daty wystawienia faktury.' });
    expect(data.canCreateAddress).toBe(false);
    // What placing weighs besides the limit: a buyer is no approver, and the company has no rules yet.
    expect(data.approval).toEqual({ byApprover: false, rules: [] });
    expect((await failure(getCheckout({ costCenterId: 21 }, asBearer(token))))).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
  });

  it('tells the checkout whom placing treats as an approver, and the company’s approval rules', async () => {
    const admin = await logIn('akceptant@firma.demo');
    await createApprovalRule({ costCenterId: 13, levels: [{ threshold: 250, approverId: 3 }] }, asBearer(admin));
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(admin));
    const own = getCheckoutResponse.parse(await getCheckout(undefined, asBearer(admin)));
    expect(own.approval).toEqual({ byApprover: true, rules: [{ costCenterId: 13, levels: [{ threshold: 250, approverId: 3 }] }] });
    const buyer = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(buyer));
    expect(getCheckoutResponse.parse(await getCheckout(undefined, asBearer(buyer))).approval.byApprover).toBe(false);
  });

  it('places within the limit, waits for acceptance over a soft limit and is refused over a hard one', async () => {
    const token = await logIn('kupiec@firma.demo');
    const approver = await logIn('akceptant@firma.demo');
    const { costCenters } = await getCostCenters(asBearer(token));
    const marketing = costCenters.find((centre) => centre.name === 'Marketing')!;
    const administration = costCenters.find((centre) => centre.name === 'Administracja')!;
    const countBefore = (await getCountOrderForAcceptance(asBearer(approver))).count;

    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
    const within = await placeOrder(form(13), asBearer(token));
    expect(within).toMatchObject({ requiresAcceptance: false, salesOrder: { status: { id: 'accepted' }, costCenter: { id: 13, name: 'Dział IT' } } });

    await cartOver(token, marketing.limitAvailable!);
    const soft = await placeOrder(form(12), asBearer(token));
    expect(soft.requiresAcceptance).toBe(true);
    expect(soft.salesOrder.status.id).toBe('awaitingAcceptance');
    expect(soft.message).toMatch(/czeka na akceptację – przekracza limit centrum kosztowego „Marketing”/);
    expect((await getCountOrderForAcceptance(asBearer(approver))).count).toBe(countBefore + 1);
    expect((await getCountOrderForAcceptance(asBearer(token))).count).toBe(0);
    expect((await getSalesOrder(soft.salesOrder.id, asBearer(approver))).salesOrder).toMatchObject({ canAccept: true, canReject: true });

    await cartOver(token, administration.limitAvailable!);
    const value = (await getCurrentCart(undefined, asBearer(token))).shoppingCart.total.net;
    const hard = await failure(placeOrder(form(11), asBearer(token)));
    expect(hard).toMatchObject({ status: 400, code: 'COST-CENTER-LIMIT', message: costCentreMessage(value, administration.limitAvailable!), body: { field: 'costCenterId' } });
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toHaveLength(1);
  });

  it('places only the cart the buyer confirmed: a quantity changed meanwhile is refused', async () => {
    const token = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
    const changed = await failure(placeOrder(form(13, { confirmedLines: [{ productId: paper().id, quantity: 1 }] }), asBearer(token)));
    expect(changed).toMatchObject({ status: 409, code: 'CART-CHANGED' });
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items[0].quantity).toBe(2);
    const placed = await placeOrder(form(13, { confirmedLines: [{ productId: paper().id, quantity: 2 }] }), asBearer(token));
    expect(placed.salesOrder.costCenter).toMatchObject({ id: 13 });
  });

  it('needs a cost centre of its own company, an address of its own and a possible delivery date', async () => {
    const token = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 2 }, asBearer(token));
    expect(await failure(placeOrder({ paymentMethod: 'deferred', deliveryMethod: 'courier' }, asBearer(token)))).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
    expect(await failure(placeOrder(form(21), asBearer(token)))).toMatchObject({ status: 400, body: { field: 'costCenterId' } });
    expect(await failure(placeOrder(form(13, { deliveryAddressId: 101 }), asBearer(token)))).toMatchObject({ status: 400, body: { field: 'deliveryAddressId' } });
    expect(await failure(placeOrder(form(13, { newDeliveryAddress: { countryCode: 'PL', streetWithNumber: 'ul. Polna 2', city: 'Luboń', zip: '62-03', phone1: '+48601234567' } }), asBearer(token))))
      .toMatchObject({ status: 400, message: VALIDATION_MESSAGES.zip, body: { field: 'newDeliveryAddress.zip' } });
    expect(await failure(placeOrder(form(13, { userPhone: '+48 60' }), asBearer(token)))).toMatchObject({ status: 400, message: VALIDATION_MESSAGES.phone, body: { field: 'userPhone' } });
    expect(await failure(placeOrder(form(13, { orderDeliveryDate: nextWeekendDay() }), asBearer(token)))).toMatchObject({ status: 400, body: { field: 'orderDeliveryDate' }, message: 'W soboty i niedziele nie dostarczamy zamówień. Wybierz dzień roboczy.' });
    const chosen = (await getCheckout(undefined, asBearer(token))).availableDeliveryDates[2];
    const placed = await placeOrder(form(13, { deliveryAddressId: 203, clientOrderNumber: 'ZAM/26/501', orderDeliveryDate: chosen, noteToOrder: 'Rampa nr 2.' }), asBearer(token));
    const { salesOrder } = await getSalesOrder(placed.salesOrder.id, asBearer(token));
    expect(salesOrder).toMatchObject({ clientOrderNumber: 'ZAM/26/501', comment: 'Rampa nr 2.', deliveryDate: chosen, deliveryAddress: { city: 'Swarzędz' }, paymentMethod: { id: 'deferred' } });
  });
});

describe('delivery dates', () => {
  it('refuses past days, weekends and holidays with the spec messages', async () => {
    const token = await logIn('kupiec@firma.demo');
    await addToCurrentCart({ productId: paper().id, quantity: 1 }, asBearer(token));
    const check = (selectedDeliveryDate: string) => validateUserDeliveryDate({ selectedDeliveryDate }, asBearer(token));
    const [holiday, name] = nextWeekdayHoliday();
    expect(await check(addDays(today(), -3))).toEqual({ isValidDate: false, message: 'Wybrany termin dostawy minął. Wybierz jeden z najbliższych dni roboczych.' });
    expect(await check(nextWeekendDay())).toEqual({ isValidDate: false, message: 'W soboty i niedziele nie dostarczamy zamówień. Wybierz dzień roboczy.' });
    expect(await check(holiday)).toEqual({ isValidDate: false, message: `${name} to dzień wolny od pracy – wybierz inny dzień dostawy.` });
    const { availableDeliveryDates } = await getCheckout(undefined, asBearer(token));
    expect(await check(availableDeliveryDates[4])).toEqual({ isValidDate: true, message: null });
  });
});

describe('online payment', () => {
  it('opens a payment page; a failed payment can be retried, a paid one cannot be decided again', async () => {
    const token = await guestWithCart();
    const placed = await placeAnonymousOrder(guestForm({ paymentMethod: 'online' }), asBearer(token));
    expect(placed.paymentRedirectUrl).toMatch(/^\/demo\/platnosc\/[0-9a-f]{32}$/);
    expect(placed.message).toBe(`Dziękujemy! Zamówienie ${placed.salesOrder.number} zostało przyjęte. Przejdź do płatności, aby je opłacić.`);
    const paymentToken = placed.paymentRedirectUrl!.split('/').pop()!;
    const { payment } = await getPayment(paymentToken, asBearer(token));
    expect(payment).toMatchObject({ status: 'pending', orderId: placed.salesOrder.id, returnUrl: `/proces-zamowienia/${placed.salesOrder.id}`, amount: placed.salesOrder.grandTotal });
    expect(await failure(getPayment(paymentToken, asBearer(await logIn('guest'))))).toMatchObject({ status: 404 });

    expect((await completePayment(paymentToken, { status: 'failed' }, asBearer(token))).payment.status).toBe('failed');
    expect((await getSalesOrder(placed.salesOrder.id, asBearer(token))).salesOrder).toMatchObject({ isPaid: false, canPay: true });
    expect(await failure(completePayment(paymentToken, { status: 'paid' }, asBearer(token)))).toMatchObject({ status: 409 });

    const retry = await paySalesOrder(placed.salesOrder.id, asBearer(token));
    const retryToken = retry.redirectUrl.split('/').pop()!;
    expect(retryToken).not.toBe(paymentToken);
    expect((await completePayment(retryToken, { status: 'paid' }, asBearer(token))).payment.status).toBe('paid');
    expect((await getSalesOrder(placed.salesOrder.id, asBearer(token))).salesOrder).toMatchObject({ isPaid: true, canPay: false });
    expect(await failure(paySalesOrder(placed.salesOrder.id, asBearer(token)))).toMatchObject({ status: 409 });
  });
});

describe('account: cost centres and delivery addresses', () => {
  it('lists cost centres for logged-in users only (none for a private customer)', async () => {
    expect(await failure(getCostCenters(asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
    expect((await getCostCenters(asBearer(await logIn('klient@spinacz.demo')))).costCenters).toEqual([]);
  });

  it('lets an administrator add and change addresses with one default; others get 403, foreign ids 404', async () => {
    expect(await failure(createDeliveryAddress({ countryCode: 'PL', streetWithNumber: 'ul. Nowa 1', city: 'Poznań', zip: '61-001', phone1: '+48601234567' }, asBearer(await logIn('kupiec@firma.demo'))))).toMatchObject({ status: 403 });
    const admin = await logIn('akceptant@firma.demo');
    expect(await failure(createDeliveryAddress({ countryCode: 'PL', streetWithNumber: 'ul. Nowa 1', city: 'Poznań', zip: '61001', phone1: '+48601234567' }, asBearer(admin)))).toMatchObject({ status: 400, message: VALIDATION_MESSAGES.zip, body: { field: 'zip' } });
    const created = await createDeliveryAddress({ name: 'Filia Gniezno', countryCode: 'PL', streetWithNumber: 'ul. Chrobrego 5', city: 'Gniezno', zip: '62-200', phone1: '+48 61 426 00 00', isDefault: true }, asBearer(admin));
    let book = (await getDeliveryAddresses(asBearer(admin))).deliveryAddresses;
    expect(book.filter((address) => address.isDefault).map((address) => address.id)).toEqual([created.deliveryAddress.id]);
    await updateDeliveryAddress(book[0].id, { ...book[0], addressLine1: 'Parter', isDefault: true, phone1: book[0].phone1! }, asBearer(admin));
    book = (await getDeliveryAddresses(asBearer(admin))).deliveryAddresses;
    expect(book.filter((address) => address.isDefault).map((address) => address.id)).toEqual([book[0].id]);
    expect(book[0].addressLine1).toBe('Parter');
    expect(await failure(updateDeliveryAddress(201, { countryCode: 'PL', streetWithNumber: 'ul. Obca 1', city: 'Poznań', zip: '61-001', phone1: '+48601234567' }, asBearer(admin)))).toMatchObject({ status: 404 });
  });
});
