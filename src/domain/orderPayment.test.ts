import { describe, expect, it } from 'vitest';
import { awaitsPayment, orderPaymentState } from './orderPayment';

const online = (isPaid: boolean) => ({ isPaid, paymentMethod: { id: 'online' } });

describe('orderPaymentState', () => {
  it('leaves orders not paid online in advance as they are, paid or not', () => {
    for (const id of ['cod', 'deferred']) {
      expect(orderPaymentState({ isPaid: false, paymentMethod: { id } }, 'failed')).toBe('settled');
      expect(awaitsPayment(orderPaymentState({ isPaid: false, paymentMethod: { id } }, null))).toBe(false);
    }
  });

  it('trusts the order once it is paid, whatever the return address says', () => {
    expect(orderPaymentState(online(true), 'failed')).toBe('paid');
    expect(orderPaymentState(online(true), null)).toBe('paid');
  });

  it('tells a failed or cancelled payment from one still awaited', () => {
    expect(orderPaymentState(online(false), 'failed')).toBe('failed');
    expect(orderPaymentState(online(false), 'cancelled')).toBe('failed');
    expect(orderPaymentState(online(false), ' CANCELLED ')).toBe('failed');
    // "paid" in the address but not on the order: the payment is not booked yet.
    expect(orderPaymentState(online(false), 'paid')).toBe('awaiting');
    expect(orderPaymentState(online(false), null)).toBe('awaiting');
  });

  it('says which states are unpaid', () => {
    expect([orderPaymentState(online(false), 'failed'), orderPaymentState(online(false), null)].map(awaitsPayment)).toEqual([true, true]);
    expect(awaitsPayment('paid')).toBe(false);
  });
});
