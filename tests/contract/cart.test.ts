import { describe, expect, it } from 'vitest';
import { lineValue } from '../../src/domain/cartTotals';
import { money, moneyFromNetGross, sumMoney } from '../../src/domain/money';
import {
  addItemsToCurrentCart, addQuickOrderToCurrentCart, addSalesOrderItem, addToCurrentCart, applyPromoCode, deleteFromCurrentCart, deleteItemsFromCurrentCart,
  deleteSalesOrderItem, getCurrentCart, getSalesOrderAsCart, updateCurrentCartItem, updateSalesOrderItem, removePromoCode } from '../../src/generated/api/cart/cart';
import { getSalesOrders } from '../../src/generated/api/lists/lists';
import { getProduct } from '../../src/generated/api/search-and-products/search-and-products';
import {
  addQuickOrderToCurrentCartResponse, addToCurrentCartResponse, applyPromoCodeResponse, getCurrentCartResponse, getSalesOrderAsCartResponse,
} from '../../src/generated/zod/cart/cart.zod';
import { demoControl, getSeed, issueToken } from '../../src/mocks';
import { allOrders } from '../../src/mocks/db/store';
import type { SeedOrder, SeedProduct } from '../../src/mocks/db/types';
import { orderTotals } from '../../src/mocks/presenters/order';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const find = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && predicate(p))!;

describe('the current cart', () => {
  it('adds up, charges 14,99 zł net delivery under 250 zł net and says how much is missing', async () => {
    const token = await logIn('guest');
    const cheap = find((p) => p.orderMultiple === 1 && p.deposit === null && p.priceNet < 20);
    const { shoppingCart: cart } = addToCurrentCartResponse.parse(await addToCurrentCart({ productId: cheap.id, quantity: 2 }, asBearer(token)));
    // A line's value is the unit price shown times the quantity, net and gross each (src/domain/cartTotals.ts).
    const line = lineValue(cheap.priceNet, 2, cheap.vat);
    const value = moneyFromNetGross(line.net, line.gross);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ productId: cheap.id, quantity: 2, valueObject: value });
    expect(cart.total).toEqual(value);
    expect(cart.deliveryFee).toEqual(money(14.99, 23));
    expect(cart.grandTotal).toEqual(sumMoney([value, money(14.99, 23)]));
    expect(cart.missingAmountForFreeDelivery.net).toBeCloseTo(250 - value.net, 2);
    expect(cart.dueAmount.valueFormatted).toBe(`${cart.grandTotal.grossFormatted}\u00a0zł`);
  });

  it('delivers free from 250 zł net and with personal pickup', async () => {
    const token = await logIn('guest');
    const expensive = find((p) => p.priceNet > 260 && p.orderMultiple === 1);
    const { shoppingCart: cart } = await addToCurrentCart({ productId: expensive.id, quantity: 1 }, asBearer(token));
    expect(cart.deliveryFee.net).toBe(0);
    expect(cart.missingAmountForFreeDelivery.net).toBe(0);
    const cheap = await logIn('guest');
    await addToCurrentCart({ productId: find((p) => p.priceNet < 20 && p.orderMultiple === 1).id, quantity: 1 }, asBearer(cheap));
    expect((await getCurrentCart({ deliveryMethod: 'pickup' }, asBearer(cheap))).shoppingCart.deliveryFee.net).toBe(0);
  });

  it('adds the deposit of bottles and cans', async () => {
    const token = await logIn('guest');
    const water = find((p) => p.deposit !== null && p.orderMultiple === 1);
    const { shoppingCart: cart } = await addToCurrentCart({ productId: water.id, quantity: 3 }, asBearer(token));
    expect(cart.items[0].hasDeposit).toBe(true);
    expect(cart.depositValue).toEqual(money(water.deposit! * 3, 0));
    expect(cart.grandTotal.gross).toBeCloseTo(cart.total.gross + cart.depositValue.gross + cart.deliveryFee.gross, 2);
  });

  it('refuses a quantity that breaks an enforced order multiple, in Polish', async () => {
    const token = await logIn('guest');
    const boxes = find((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly);
    const error = await failure(addToCurrentCart({ productId: boxes.id, quantity: boxes.orderMultiple + 1 }, asBearer(token)));
    expect(error).toMatchObject({ status: 400, code: 'ORDER-MULTIPLE' });
    expect(error.message).toContain(`wielokrotności ${boxes.orderMultiple}`);
    const ok = await addToCurrentCart({ productId: boxes.id, quantity: boxes.orderMultiple * 2 }, asBearer(token));
    expect(ok.shoppingCart.items[0].quantity).toBe(boxes.orderMultiple * 2);
  });

  it('only suggests a suggested multiple', async () => {
    const token = await logIn('guest');
    const paper = find((p) => p.orderMultiple > 1 && p.orderMultipleSuggestedOnly);
    const response = await addToCurrentCart({ productId: paper.id, quantity: 1 }, asBearer(token));
    expect(response.shoppingCart.items[0].quantity).toBe(1);
    expect(response.message).toContain('pakowany po');
  });

  it('sets, removes with quantity 0, deletes one product and clears the cart', async () => {
    const token = await logIn('kupiec@firma.demo');
    const [a, b] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1).slice(0, 2);
    await addToCurrentCart({ productId: a.id, quantity: 1 }, asBearer(token));
    await addToCurrentCart({ productId: a.id, quantity: 2 }, asBearer(token));
    await addToCurrentCart({ productId: b.id, quantity: 1 }, asBearer(token));
    let cart = getCurrentCartResponse.parse(await getCurrentCart(undefined, asBearer(token))).shoppingCart;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[a.id, 3], [b.id, 1]]);
    expect(cart.totalQuantity).toBe(2);
    cart = (await updateCurrentCartItem({ productId: a.id, quantity: 7 }, asBearer(token))).shoppingCart;
    expect(cart.items[0].quantity).toBe(7);
    cart = (await updateCurrentCartItem({ productId: a.id, quantity: 0 }, asBearer(token))).shoppingCart;
    expect(cart.items.map((i) => i.productId)).toEqual([b.id]);
    await addToCurrentCart({ productId: a.id, quantity: 1 }, asBearer(token));
    cart = (await deleteFromCurrentCart({ productId: b.id }, asBearer(token))).shoppingCart;
    expect(cart.items.map((i) => i.productId)).toEqual([a.id]);
    cart = (await deleteFromCurrentCart(undefined, asBearer(token))).shoppingCart;
    expect(cart.items).toEqual([]);
    expect(cart.total.net).toBe(0);
    expect(cart.deliveryFee.net).toBe(0);
  });

  it('refuses a quantity for a product no longer in the cart and does not put it back', async () => {
    const token = await logIn('kupiec@firma.demo');
    const [a, b] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1).slice(0, 2);
    await deleteFromCurrentCart(undefined, asBearer(token));
    await addToCurrentCart({ productId: a.id, quantity: 2 }, asBearer(token));
    await addToCurrentCart({ productId: b.id, quantity: 1 }, asBearer(token));
    // Another tab removes b; a change made on the older view of the cart arrives after it.
    await deleteFromCurrentCart({ productId: b.id }, asBearer(token));
    expect(await failure(updateCurrentCartItem({ productId: b.id, quantity: 5 }, asBearer(token)))).toMatchObject({ status: 404, message: 'Tego produktu nie ma już w koszyku.' });
    // 0 for a product not in the cart asks for what already is: the cart as it stands.
    expect((await updateCurrentCartItem({ productId: b.id, quantity: 0 }, asBearer(token))).shoppingCart.items.map((i) => i.productId)).toEqual([a.id]);
    const cart = getCurrentCartResponse.parse(await getCurrentCart(undefined, asBearer(token))).shoppingCart;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[a.id, 2]]);
    await deleteFromCurrentCart(undefined, asBearer(token));
  });

  it('keeps carts apart and moves the guest cart to the user at login', async () => {
    const guest = await logIn('guest');
    const product = find((p) => p.orderMultiple === 1);
    await addToCurrentCart({ productId: product.id, quantity: 4 }, asBearer(guest));
    const other = await logIn('klient@spinacz.demo');
    expect((await getCurrentCart(undefined, asBearer(other))).shoppingCart.items).toEqual([]);
    const user = await logIn('klient@spinacz.demo', undefined, guest);
    expect((await getCurrentCart(undefined, asBearer(user))).shoppingCart.items.map((i) => [i.productId, i.quantity])).toEqual([[product.id, 4]]);
    expect((await getCurrentCart(undefined, asBearer(guest))).shoppingCart.items).toEqual([]);
  });

  it('validates the body and the product', async () => {
    const token = await logIn('guest');
    expect(await failure(addToCurrentCart({ quantity: 1 } as never, asBearer(token)))).toMatchObject({ status: 400, message: 'Pole „productId” jest wymagane.' });
    expect(await failure(addToCurrentCart({ productId: 1, quantity: 1.5 }, asBearer(token)))).toMatchObject({ status: 400, message: 'Pole „quantity” musi być liczbą całkowitą.' });
    expect(await failure(addToCurrentCart({ productId: 1, quantity: 0 }, asBearer(token)))).toMatchObject({ status: 400, message: 'Ilość musi być większa od zera.' });
    expect(await failure(addToCurrentCart({ productId: 999_999, quantity: 1 }, asBearer(token)))).toMatchObject({ status: 404, code: 'NOT-FOUND' });
    const gone = getSeed().products.find((p) => p.discontinued)!;
    expect(await failure(addToCurrentCart({ productId: gone.id, quantity: gone.orderMultiple }, asBearer(token)))).toMatchObject({ status: 400, code: 'PRODUCT-UNAVAILABLE' });
    const response = await fetch('http://localhost/e-commerce/v1/shopping-carts/current', {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{"productId":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Nieprawidłowy format danych – oczekiwano JSON.');
  });

  it('does not let the logistics company order adult-only goods', async () => {
    const logistics = issueToken('user', '4'); // akceptant after switching to Meblomax Logistyka
    const wine = getSeed().products.find((p) => getSeed().categoryById.get(p.categoryId)?.slug === 'wina' && !p.discontinued)!;
    expect(await failure(addToCurrentCart({ productId: wine.id, quantity: 1 }, asBearer(logistics)))).toMatchObject({ status: 400, code: 'CATEGORY-BLOCKED' });
  });
});

describe('demoControl', () => {
  it('injects a fault into the next call only, and latency', async () => {
    const token = await logIn('guest');
    demoControl.failNext('getCurrentCart', 503);
    expect(await failure(getCurrentCart(undefined, asBearer(token)))).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    await expect(getCurrentCart(undefined, asBearer(token))).resolves.toBeDefined();
    demoControl.setLatency(120);
    const started = performance.now();
    await getCurrentCart(undefined, asBearer(token));
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });
});

const single = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && p.orderMultiple === 1 && p.deposit === null && predicate(p))!;
const cents = (amount: number) => Math.round(amount * 100);

describe('several products at once', () => {
  it('adds all of them, or none with a message naming the product that cannot go in', async () => {
    const token = await logIn('guest');
    const [a, b] = getSeed().products.filter((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100).slice(0, 2);
    const added = await addItemsToCurrentCart({ items: [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }, { productId: a.id, quantity: 1 }] }, asBearer(token));
    expect(added.shoppingCart.items.map((i) => [i.productId, i.quantity])).toEqual([[a.id, 3], [b.id, 1]]);
    expect(added.message).toContain('Produkty zostały dodane do koszyka');

    const boxes = getSeed().products.find((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && !p.discontinued)!;
    const error = await failure(addItemsToCurrentCart({ items: [{ productId: a.id, quantity: 1 }, { productId: boxes.id, quantity: boxes.orderMultiple + 1 }] }, asBearer(token)));
    expect(error).toMatchObject({ status: 400, code: 'ORDER-MULTIPLE' });
    expect(error.message).toContain(`„${boxes.name}”`);
    expect(await failure(addItemsToCurrentCart({ items: [{ productId: 999_999, quantity: 1 }] }, asBearer(token)))).toMatchObject({ status: 404 });
    const cart = (await getCurrentCart(undefined, asBearer(token))).shoppingCart;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[a.id, 3], [b.id, 1]]);

    const removed = await deleteItemsFromCurrentCart({ productIds: [a.id, 424242] }, asBearer(token));
    expect(removed.shoppingCart.items.map((i) => i.productId)).toEqual([b.id]);
  });
});

describe('promo codes', () => {
  it('takes 10 % off the goods with SPINACZ10 (any case) and keeps every sum exact', async () => {
    const token = await logIn('guest');
    const pen = single((p) => p.priceNet > 3 && p.priceNet < 20);
    await addToCurrentCart({ productId: pen.id, quantity: 7 }, asBearer(token));
    const response = applyPromoCodeResponse.parse(await applyPromoCode({ promoCode: '  spinacz10 ' }, asBearer(token)));
    const cart = response.shoppingCart;
    expect(response.message).toBe('Kod rabatowy „SPINACZ10” został naliczony: −10% na produkty.');
    expect(cart.promoCode).toBe('SPINACZ10');
    expect(cents(cart.discountValue.net)).toBe(Math.round(cents(cart.total.net) / 10));
    expect(cents(cart.grandTotal.net)).toBe(cents(cart.total.net) - cents(cart.discountValue.net) + cents(cart.deliveryFee.net));
    expect(cart.vatSummary.reduce((sum, row) => sum + cents(row.gross), 0)).toBe(cents(cart.grandTotal.gross));
    // The code stays with the cart on the next look.
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.promoCode).toBe('SPINACZ10');
    // Removing it gives the full price back.
    const removed = await removePromoCode(asBearer(token));
    expect(removed.message).toBe('Kod rabatowy został usunięty.');
    expect(removed.shoppingCart.promoCode).toBeNull();
    expect(removed.shoppingCart.discountValue.net).toBe(0);
    expect(removed.shoppingCart.grandTotal.net).toBeGreaterThan(cart.grandTotal.net);
  });

  it('refuses unknown and expired codes and a cart below the minimum, naming the field and what is missing', async () => {
    const token = await logIn('guest');
    const pen = single((p) => p.priceNet > 3 && p.priceNet < 20);
    const { shoppingCart } = await addToCurrentCart({ productId: pen.id, quantity: 2 }, asBearer(token));
    const unknown = await failure(applyPromoCode({ promoCode: 'rabat99' }, asBearer(token)));
    expect(unknown).toMatchObject({ status: 400, code: 'PROMO-CODE-UNKNOWN', message: 'Kod rabatowy „rabat99” nie istnieje.' });
    expect(unknown.body).toMatchObject({ field: 'promoCode' });
    expect(await failure(applyPromoCode({ promoCode: 'JESIEN2025' }, asBearer(token)))).toMatchObject({
      status: 400, code: 'PROMO-CODE-EXPIRED', message: 'Kod rabatowy „JESIEN2025” wygasł 30.11.2025.',
    });
    const missing = (1000 - shoppingCart.total.net).toFixed(2).replace('.', ',');
    const below = await failure(applyPromoCode({ promoCode: 'hurt15' }, asBearer(token)));
    expect(below).toMatchObject({ status: 400, code: 'PROMO-CODE-MINIMUM' });
    expect(below.message).toBe(`Kod rabatowy „HURT15” obowiązuje od 1000,00\u00a0zł netto wartości produktów – brakuje ${missing}\u00a0zł.`);
    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart).toMatchObject({ promoCode: null, discountValue: { net: 0 } });
  });

  it('holds an amount code while the cart is below its minimum, says what is missing, and applies it again once the cart reaches it', async () => {
    const token = await logIn('guest');
    const item = single((p) => p.priceNet > 40 && p.priceNet < 100);
    const quantity = Math.ceil(300 / item.priceNet);
    await addToCurrentCart({ productId: item.id, quantity }, asBearer(token));
    const applied = (await applyPromoCode({ promoCode: 'BIURO50' }, asBearer(token))).shoppingCart;
    expect(applied.discountValue.net).toBe(50);
    expect(applied.promoCode).toBe('BIURO50');
    const lowered = await updateCurrentCartItem({ productId: item.id, quantity: quantity - 1 }, asBearer(token));
    expect(lowered.shoppingCart).toMatchObject({ promoCode: null, discountValue: { net: 0 }, promoCodeOnHold: { code: 'BIURO50' } });
    expect(lowered.shoppingCart.promoCodeOnHold?.message).toContain('Kod rabatowy „BIURO50” nie jest teraz naliczany: obowiązuje od 300,00\u00a0zł netto wartości produktów – brakuje');
    expect((await getCurrentCart(undefined, asBearer(token))).message).toBeNull();
    const raised = await updateCurrentCartItem({ productId: item.id, quantity }, asBearer(token));
    expect(raised.shoppingCart).toMatchObject({ promoCode: 'BIURO50', discountValue: { net: 50 }, promoCodeOnHold: null });
  });

  it('makes delivery free with DOSTAWA0 until the cart is cleared', async () => {
    const token = await logIn('klient@spinacz.demo');
    const pen = single((p) => p.priceNet < 20);
    await addToCurrentCart({ productId: pen.id, quantity: 1 }, asBearer(token));
    const cart = (await applyPromoCode({ promoCode: 'DOSTAWA0' }, asBearer(token))).shoppingCart;
    expect(cart.deliveryFee.net).toBe(0);
    expect(cart.missingAmountForFreeDelivery.net).toBe(0);
    expect((await getCurrentCart({ deliveryMethod: 'parcelLocker' }, asBearer(token))).shoppingCart.deliveryFee.net).toBe(0);
    await deleteFromCurrentCart(undefined, asBearer(token));
    const again = (await addToCurrentCart({ productId: pen.id, quantity: 1 }, asBearer(token))).shoppingCart;
    expect(again.promoCode).toBeNull();
    expect(again.deliveryFee).toEqual(money(14.99, 23));
  });
});

describe('quick order', () => {
  it('adds the valid lines and reports each other line with its reason', async () => {
    const token = await logIn('guest');
    const byCode = single(() => true);
    const byEan = single((p) => p.ean !== null && p.id !== byCode.id);
    const toner = getSeed().products.find((p) => p.oemCode !== null && !p.discontinued && p.orderMultiple === 1 && p.stock > 10)!;
    const boxes = getSeed().products.find((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && !p.discontinued)!;
    const gone = getSeed().products.find((p) => p.discontinued)!;
    const response = addQuickOrderToCurrentCartResponse.parse(await addQuickOrderToCurrentCart({
      lines: [
        { line: 1, code: ` ${byCode.code} `, quantity: 2 },
        { line: 2, code: byEan.ean!.toLowerCase(), quantity: 1 },
        { line: 3, code: 'XYZ-404', quantity: 5 },
        { line: 4, code: boxes.code, quantity: boxes.orderMultiple + 1 },
        { line: 5, code: byCode.code, quantity: 3 },
        { line: 6, code: byEan.code, quantity: 0 },
        { line: 7, code: gone.code, quantity: 1 },
        { line: 8, code: toner.oemCode!.toLowerCase(), quantity: 1 },
      ],
    }, asBearer(token)));
    expect(response.results.map((r) => [r.line, r.status])).toEqual([
      [1, 'added'], [2, 'added'], [3, 'unknownCode'], [4, 'wrongMultiple'], [5, 'added'], [6, 'invalidQuantity'], [7, 'unavailable'], [8, 'added'],
    ]);
    expect(response.results[2]).toMatchObject({ message: 'Nie znaleziono produktu o kodzie „XYZ-404”.', productId: null, name: null });
    expect(response.results[3].message).toMatch(/^Produkt „.+” można zamówić tylko w wielokrotności/);
    expect(response.results[5].message).toBe('Ilość musi być liczbą całkowitą większą od zera.');
    expect(response.results[6]).toMatchObject({ productId: gone.id, message: `Produkt „${gone.name}” nie jest już dostępny.` });
    expect(response.message).toBe('Dodano do koszyka 4 z 8 wierszy; pozostałe wymagają poprawy.');
    const quantities = Object.fromEntries(response.shoppingCart.items.map((i) => [i.productId, i.quantity]));
    expect(quantities).toEqual({ [byCode.id]: 5, [byEan.id]: 1, [toner.id]: 1 });
  });

  it('adds a product for adults only with the shopper\'s confirmed age (spec §4), the other lines either way', async () => {
    const token = await logIn('guest');
    const adultCategories = new Set(getSeed().categories.filter((c) => c.forAdults).map((c) => c.id));
    const adult = getSeed().products.find((p) => adultCategories.has(p.categoryId) && !p.discontinued && p.stock > 10 && p.orderMultiple === 1)!;
    const paper = single((p) => !adultCategories.has(p.categoryId));
    const asked = await addQuickOrderToCurrentCart({ lines: [{ line: 1, code: adult.code, quantity: 1 }, { line: 2, code: paper.code, quantity: 1 }] }, asBearer(token));
    expect(asked.results.map((r) => [r.line, r.status])).toEqual([[1, 'ageConfirmationRequired'], [2, 'added']]);
    expect(asked.results[0]).toMatchObject({ productId: adult.id, message: `Produkt „${adult.name}” jest przeznaczony dla osób pełnoletnich – potwierdź, że masz ukończone 18 lat.` });
    expect(asked.shoppingCart.items.map((i) => i.productId)).toEqual([paper.id]);
    const confirmed = await addQuickOrderToCurrentCart({ lines: [{ line: 1, code: adult.code, quantity: 1, ageConfirmed: true }] }, asBearer(token));
    expect(confirmed.results[0].status).toBe('added');
    expect(confirmed.shoppingCart.items.map((i) => i.productId).sort()).toEqual([paper.id, adult.id].sort());
  });

  it('refuses an empty request', async () => {
    const token = await logIn('guest');
    expect(await failure(addQuickOrderToCurrentCart({ lines: [] }, asBearer(token)))).toMatchObject({ status: 400 });
  });
});

describe('edit-order mode', () => {
  const USER = { kupiec: 2, colleague: 7 };
  const orderOf = (predicate: (order: SeedOrder) => boolean) => allOrders().find(predicate)!;
  const awaiting = (userId: number) => orderOf((o) => o.companyId === 1001 && o.userId === userId && o.status === 'awaitingAcceptance');

  it('shows the buyer\'s own order as a cart with its own prices, delivery and pack options', async () => {
    const token = await logIn('kupiec@firma.demo');
    const order = awaiting(USER.kupiec);
    const { order: cart, message } = getSalesOrderAsCartResponse.parse(await getSalesOrderAsCart(order.id, asBearer(token)));
    expect(message).toBeNull();
    expect(cart).toMatchObject({ orderId: order.id, orderNumber: order.number });
    expect(cart.items.map((i) => [i.productId, i.quantity, i.priceObject.net])).toEqual(order.lines.map((l) => [l.productId, l.quantity, l.priceNet]));
    expect(cart.itemsWithPacks).toHaveLength(order.lines.length);
    expect(cart.itemsWithPacks.every((item) => Array.isArray(item.multiPacks))).toBe(true);
    expect(cart.deliveryFee.net).toBe(order.deliveryNet);
    expect(cart.grandTotal).toEqual(orderTotals(order).grandTotal);
  });

  it('changes the order line by line, and the order list shows the change', async () => {
    const token = await logIn('kupiec@firma.demo');
    const order = awaiting(USER.kupiec);
    const extra = single((p) => !order.lines.some((l) => l.productId === p.id));
    let cart = (await addSalesOrderItem(order.id, { productId: extra.id, quantity: 2 }, asBearer(token))).order;
    // A product added while editing costs today's price as the buyer sees it (Meblomax's negotiated price when an offer has it).
    const today = (await getProduct(extra.slug, undefined, asBearer(token))).product.priceObject;
    expect(cart.items.at(-1)).toMatchObject({ productId: extra.id, quantity: 2, priceObject: today });
    cart = (await updateSalesOrderItem(order.id, { productId: extra.id, quantity: 5 }, asBearer(token))).order;
    expect(cart.items.at(-1)?.quantity).toBe(5);
    const first = order.lines[0];
    cart = (await updateSalesOrderItem(order.id, { productId: first.productId, quantity: first.quantity + 1 }, asBearer(token))).order;
    expect(cart.items[0]).toMatchObject({ quantity: first.quantity + 1, priceObject: { net: first.priceNet } });

    const edited = orderOf((o) => o.id === order.id);
    expect(edited.lines).toHaveLength(order.lines.length + 1);
    const list = await getSalesOrders({ limit: 100, offset: 0, filters: { number: [order.number] } }, asBearer(token));
    expect(list.salesOrders.find((o) => o.id === order.id)).toMatchObject({ itemsCount: order.lines.length + 1, grandTotal: orderTotals(edited).grandTotal });

    for (const line of edited.lines.slice(1)) await deleteSalesOrderItem(order.id, { productId: line.productId }, asBearer(token));
    const last = await failure(deleteSalesOrderItem(order.id, { productId: first.productId }, asBearer(token)));
    expect(last).toMatchObject({ status: 409, message: 'Zamówienie musi zawierać co najmniej jeden produkt.' });
    expect(await failure(updateSalesOrderItem(order.id, { productId: first.productId, quantity: 0 }, asBearer(token)))).toMatchObject({ status: 409 });
    expect(await failure(deleteSalesOrderItem(order.id, { productId: extra.id }, asBearer(token)))).toMatchObject({ status: 404 });
    // A quantity for a product removed meanwhile (an older view of the order) does not put it back.
    const stale = await failure(updateSalesOrderItem(order.id, { productId: extra.id, quantity: 4 }, asBearer(token)));
    expect(stale).toMatchObject({ status: 404, message: `Tego produktu nie ma już w zamówieniu ${order.number}.` });
    expect(orderOf((o) => o.id === order.id).lines.map((line) => line.productId)).toEqual([first.productId]);
  });

  it('applies the cart\'s quantity rule', async () => {
    const token = await logIn('kupiec@firma.demo');
    const order = awaiting(USER.kupiec);
    const boxes = getSeed().products.find((p) => p.orderMultiple > 1 && !p.orderMultipleSuggestedOnly && !p.discontinued)!;
    expect(await failure(addSalesOrderItem(order.id, { productId: boxes.id, quantity: boxes.orderMultiple + 1 }, asBearer(token)))).toMatchObject({ status: 400, code: 'ORDER-MULTIPLE' });
  });

  it('lets the creator and approvers edit, not colleagues or data-only users; past statuses and other companies are refused', async () => {
    const kupiec = await logIn('kupiec@firma.demo');
    const colleagues = awaiting(USER.colleague);
    expect(await failure(getSalesOrderAsCart(colleagues.id, asBearer(kupiec)))).toMatchObject({ status: 403 });
    const approver = await logIn('akceptant@firma.demo');
    await expect(getSalesOrderAsCart(colleagues.id, asBearer(approver))).resolves.toBeDefined();
    expect(await failure(getSalesOrderAsCart(colleagues.id, asBearer(await logIn('dane@firma.demo'))))).toMatchObject({ status: 403 });

    const delivered = orderOf((o) => o.companyId === 1001 && o.userId === USER.kupiec && o.status === 'delivered');
    const closed = await failure(getSalesOrderAsCart(delivered.id, asBearer(kupiec)));
    expect(closed).toMatchObject({ status: 409, message: `Zamówienia ${delivered.number} nie można już edytować – ma status „Dostarczone”.` });
    const foreign = orderOf((o) => o.companyId === 1002);
    expect(await failure(getSalesOrderAsCart(foreign.id, asBearer(kupiec)))).toMatchObject({ status: 404 });
    expect(await failure(getSalesOrderAsCart(999_999, asBearer(kupiec)))).toMatchObject({ status: 404 });
    expect(await failure(getSalesOrderAsCart(colleagues.id, asBearer(await logIn('guest'))))).toMatchObject({ status: 401 });
  });
});
