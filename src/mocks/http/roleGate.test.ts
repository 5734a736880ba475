import { describe, expect, it } from 'vitest';
import { callApi, tokenOf } from '../../../tests/setup/demoHandlers';
import { withFreshDemoState } from '../../../tests/setup/demoState';
import { cartLines } from '../services/cart';
import { allOrders, getSeed, getState } from '../db/store';

withFreshDemoState();

const paper = () => getSeed().products.find((p) => p.packKind === 'single' && !p.discontinued && p.orderMultiple === 1 && p.stock > 100)!;
const ROLE_MESSAGE = 'Twoja rola pozwala tylko przeglądać dane – nie możesz zmieniać koszyka, zamówień, list ani raportów.';

describe('the role gate of the demo API', () => {
  it('refuses every state change of the data-only role with 403 and the role message, and changes nothing', async () => {
    const token = tokenOf('dane@firma.demo');
    const order = allOrders().find((candidate) => candidate.companyId === 1001)!;
    const calls: [string, string, unknown][] = [
      ['POST', '/shopping-carts/current', { productId: paper().id, quantity: 1 }],
      ['POST', '/shopping-lists', { name: 'Biuro' }],
      ['POST', '/reports', { typeId: 1, dateFrom: '2026-01-01', dateTo: '2026-01-31' }],
      ['POST', '/checkout/orders', { paymentMethod: 'deferred', deliveryMethod: 'courier', costCenterId: 13 }],
      ['POST', `/sales-orders/${order.id}/copy`, {}],
      ['POST', `/sales-orders/${order.id}/accept`, undefined],
      ['POST', `/sales-orders/${order.id}/item`, { productId: paper().id, quantity: 1 }],
    ];
    const before = JSON.stringify(getState());
    for (const [method, path, body] of calls) {
      expect(await callApi(method, path, { token, body }), `${method} ${path}`).toEqual({ status: 403, body: { code: 'FORBIDDEN', message: ROLE_MESSAGE } });
    }
    expect(JSON.stringify(getState())).toBe(before);
    expect(cartLines('u:5')).toEqual([]);
  });

  it('answers in English for an English request', async () => {
    const answer = await callApi('POST', '/shopping-carts/current', { token: tokenOf('dane@firma.demo'), body: { productId: paper().id, quantity: 1 }, locale: 'en' });
    expect(answer.body.message).toBe('Your role only lets you view data – you cannot change carts, orders, lists or reports.');
  });

  it('lets the data-only role read, change its own settings and mark its notifications read', async () => {
    const token = tokenOf('dane@firma.demo');
    expect((await callApi('GET', '/cost-centers', { token })).status).toBe(200);
    expect((await callApi('POST', '/notifications/read-all', { token })).status).toBe(200);
    const setting = await callApi('PATCH', '/users/current/settings/netPrices', { token, body: { value: 'on' } });
    expect(setting.status).not.toBe(403);
  });

  it('lets a buyer through to the operation', async () => {
    const answer = await callApi('POST', '/shopping-carts/current', { token: tokenOf('kupiec@firma.demo'), body: { productId: paper().id, quantity: 1 } });
    expect(answer.status).toBe(200);
    expect(cartLines('u:2')).toHaveLength(1);
  });
});
