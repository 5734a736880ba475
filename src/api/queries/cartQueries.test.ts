import { describe, expect, it } from 'vitest';
import { getGetCurrentCartQueryKey, getGetSalesOrderAsCartQueryKey } from '../../generated/api/cart/cart';
import { cartKey, currentCartKey, orderCartKey } from './cartQueries';

describe('cart query keys', () => {
  it('equal the generated client keys, so updates made through either reach the other', () => {
    expect(currentCartKey()).toEqual(getGetCurrentCartQueryKey());
    expect(orderCartKey(50278)).toEqual(getGetSalesOrderAsCartQueryKey(50278));
    expect(cartKey(null)).toEqual(getGetCurrentCartQueryKey());
    expect(cartKey(7)).toEqual(getGetSalesOrderAsCartQueryKey(7));
  });
});
