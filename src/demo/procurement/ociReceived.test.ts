import { describe, expect, it } from 'vitest';
import { ociCartFields } from '../../domain/oci';
import { money } from '../../domain/money';
import type { CartItem } from '../../generated/model';
import { readReceivedCart, receivedNetTotal } from './ociReceived';

/** The fragment the demo receiver builds from a posted form (scripts/demoOciHook.mjs). */
const fragmentOf = (fields: readonly (readonly [string, string])[]) => `#oci=${encodeURIComponent(new URLSearchParams(fields.map(([a, b]) => [a, b])).toString())}`;

const item = (overrides: Partial<CartItem>): CartItem => ({
  id: 1, productId: 10, slug: 's', name: 'Zszywacz biurowy, 20 kartek', code: 'ZB-20', vatRate: 23, availableQuantity: 100, availableFrom: null,
  pictureUrl: '', quantity: 2, uom: 'szt.', hasDeposit: false, depositValue: null, priceObject: money(19.9, 23), valueObject: money(39.8, 23),
  orderQuantityMultiple: 1, orderQuantityMultipleSuggestedOnly: false, category: { forAdults: false, id: 12, name: 'Zszywacze' }, ...overrides,
});

describe('readReceivedCart', () => {
  it('reads back, item by item, what the shop’s OCI form sent (Polish letters, spaces and + included)', () => {
    const long = 'Papier ksero Pollux A4 80 g/m², 500 ark. – karton 5 ryz + gratis';
    const fields = ociCartFields([item({}), item({ productId: 11, name: long, code: 'P+5', quantity: 5, uom: 'karton', priceObject: money(99.5, 23) })], { target: '_top', today: new Date() });
    const cart = readReceivedCart(fragmentOf(fields))!;
    expect(cart.fields).toEqual(fields.map(([a, b]) => [a, b]));
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({ n: 1, description: 'Zszywacz biurowy, 20 kartek', quantity: '2', unit: 'PCE', price: '19.90', currency: 'PLN', vendorMat: 'ZB-20', matGroup: '12', leadTime: '1', extProductId: '10', longText: '' });
    expect(cart.items[1]).toMatchObject({ n: 2, quantity: '5', unit: 'CT', price: '99.50', vendorMat: 'P+5', longText: long });
    expect(cart.items[1].description).toHaveLength(40);
    expect(receivedNetTotal(cart.items)).toBe(537.3);
  });

  it('is null without an OCI fragment and lists no items for a form without any', () => {
    expect(readReceivedCart('')).toBeNull();
    expect(readReceivedCart('#other=1')).toBeNull();
    expect(readReceivedCart(fragmentOf([['~OkCode', 'ADDI']]))).toEqual({ fields: [['~OkCode', 'ADDI']], items: [] });
  });
});
