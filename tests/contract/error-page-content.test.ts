import { describe, expect, it } from 'vitest';
import { getBestsellers, getPriceAlertProducts } from '../../src/generated/api/error-page-content/error-page-content';
import { getBestsellersResponse, getPriceAlertProductsResponse } from '../../src/generated/zod/error-page-content/error-page-content.zod';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

describe('GET products/bestsellers', () => {
  it('gives 12 popular products in stock by default, from several categories', async () => {
    const { products } = getBestsellersResponse.parse(await getBestsellers(undefined, asBearer(await logIn('guest'))));
    expect(products).toHaveLength(12);
    expect(products.every((p) => p.stock > 0)).toBe(true);
    expect(new Set(products.map((p) => p.category.id)).size).toBeGreaterThanOrEqual(6);
  });

  it('takes a limit and shows prices as the buyer sees them', async () => {
    const buyer = await logIn('kupiec@firma.demo');
    expect((await getBestsellers({ limit: 4 }, asBearer(buyer))).products).toHaveLength(4);
    expect(await failure(getBestsellers({ limit: 0 }, asBearer(buyer)))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('needs a token', async () => {
    expect(await failure(getBestsellers())).toMatchObject({ status: 401 });
  });
});

describe('GET products/price-alert', () => {
  it('gives discounted products (not the outlet), the biggest discount first', async () => {
    const { products } = getPriceAlertProductsResponse.parse(await getPriceAlertProducts(undefined, asBearer(await logIn('guest'))));
    expect(products).toHaveLength(12);
    expect(products.every((p) => p.priceBeforeDiscountObject !== null && p.outletType === null)).toBe(true);
    const discounts = products.map((p) => 1 - p.priceObject.net / p.priceBeforeDiscountObject!.net);
    expect(discounts[0]).toBeCloseTo(Math.max(...discounts), 5);
  });
});
