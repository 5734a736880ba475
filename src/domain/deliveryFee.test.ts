import { describe, expect, it } from 'vitest';
import { deliveryFeeNet, minimalDeliveryFeeNet, missingForFreeDelivery } from './deliveryFee';

const courier = { feeNet: 14.99, freeFromThreshold: true };
const pickup = { feeNet: 0, freeFromThreshold: false };
const pallet = { feeNet: 99, freeFromThreshold: false };

describe('delivery fee', () => {
  it('charges the method below the threshold and nothing from it on', () => {
    expect(deliveryFeeNet(courier, { goodsNet: 249.99, freeFromNet: 250 })).toBe(14.99);
    expect(deliveryFeeNet(courier, { goodsNet: 250, freeFromNet: 250 })).toBe(0);
    expect(missingForFreeDelivery(courier, { goodsNet: 249.99, freeFromNet: 250 })).toBe(0.01);
    expect(missingForFreeDelivery(courier, { goodsNet: 260, freeFromNet: 250 })).toBe(0);
  });

  it('is free for personal pickup, an empty cart and a free-delivery code', () => {
    expect(deliveryFeeNet(pickup, { goodsNet: 10, freeFromNet: 250 })).toBe(0);
    expect(deliveryFeeNet(courier, { goodsNet: 0, freeFromNet: 250, empty: true })).toBe(0);
    expect(deliveryFeeNet(courier, { goodsNet: 10, freeFromNet: 250, freeDelivery: true })).toBe(0);
    expect(missingForFreeDelivery(courier, { goodsNet: 10, freeFromNet: 250, freeDelivery: true })).toBe(0);
    expect(missingForFreeDelivery(pickup, { goodsNet: 10, freeFromNet: 250 })).toBe(0);
  });

  it('keeps the fee of a method the threshold does not waive', () => {
    expect(deliveryFeeNet(pallet, { goodsNet: 5000, freeFromNet: 250 })).toBe(99);
    expect(missingForFreeDelivery(pallet, { goodsNet: 10, freeFromNet: 250 })).toBe(0);
  });

  it('names the cheapest paid method', () => {
    expect(minimalDeliveryFeeNet([courier, pickup, { feeNet: 9.49, freeFromThreshold: true }])).toBe(9.49);
    expect(minimalDeliveryFeeNet([pickup])).toBe(0);
  });
});
