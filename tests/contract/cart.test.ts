import { describe, expect, it } from 'vitest';
import { money, sumMoney } from '../../src/domain/money';
import { addToCurrentCart, deleteFromCurrentCart, getCurrentCart, updateCurrentCartItem } from '../../src/generated/api/cart/cart';
import { addToCurrentCartResponse, getCurrentCartResponse } from '../../src/generated/zod/cart/cart.zod';
import { demoControl, getSeed, issueToken } from '../../src/mocks';
import type { SeedProduct } from '../../src/mocks/db/types';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const find = (predicate: (p: SeedProduct) => boolean) =>
  getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.stock > 100 && predicate(p))!;

describe('the current cart', () => {
  it('adds up, charges 14,99 zł net delivery under 250 zł net and says how much is missing', async () => {
    const token = await logIn('guest');
    const cheap = find((p) => p.orderMultiple === 1 && p.deposit === null && p.priceNet < 20);
    const { shoppingCart: cart } = addToCurrentCartResponse.parse(await addToCurrentCart({ productId: cheap.id, quantity: 2 }, asBearer(token)));
    const value = money(cheap.priceNet * 2, cheap.vat);
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
