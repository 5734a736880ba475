import { describe, expect, it } from 'vitest';
import { addToCurrentCart, getCurrentCart } from '../../src/generated/api/cart/cart';
import { apiFetch } from '../../src/api/mutator';
import { getSeed } from '../../src/mocks/db/store';
import { sendMail } from '../../src/mocks/services/mailbox';
import { resetDemoData } from '../../src/demo/demoGlobals';
import { asBearer, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

/** `POST /demo-api/reset` (outside the contract): the demo panel's reset, in the page or on the Node server. */
describe('POST demo-api/reset', () => {
  it('puts the data back to the seed: carts and the demo mailbox empty again', async () => {
    const token = await logIn('kupiec@firma.demo');
    const product = getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1)!;
    await addToCurrentCart({ productId: product.id, quantity: 2 }, asBearer(token));
    sendMail({ to: 'kupiec@firma.demo', subject: 'Test', paragraphs: ['Dzień dobry,'], links: [], kind: 'orderConfirmation' });

    expect(await resetDemoData()).toBe('done');

    expect((await getCurrentCart(undefined, asBearer(token))).shoppingCart.items).toEqual([]);
    expect((await apiFetch<{ messages: unknown[] }>({ url: '/demo-api/mailbox', method: 'GET' })).messages).toEqual([]);
  });
});
