import { describe, expect, it } from 'vitest';
import { costCentreCartValue, onlinePaymentState, phoneProblem, showsEInvoiceOption } from './checkout';

describe('phoneProblem', () => {
  it('accepts +48 with nine digits, spaces ignored', () => {
    expect(phoneProblem('+48 512 345 678')).toBeNull();
    expect(phoneProblem('+48512345678')).toBeNull();
  });
  it('refuses +48 of the wrong length with the +48 rule', () => {
    expect(phoneProblem('+48 512 345')).toBe('phone');
    expect(phoneProblem('+48')).toBe('phone');
  });
  it('refuses four characters or fewer', () => {
    expect(phoneProblem('1234')).toBe('phone');
    expect(phoneProblem('12345')).toBeNull();
  });
  it('holds a dashed number to the 3-3-3 form', () => {
    expect(phoneProblem('512-345-678')).toBeNull();
    expect(phoneProblem('51-2345-678')).toBe('phoneDashed');
  });
});

describe('showsEInvoiceOption', () => {
  it('shows the option only to a user who may change it while it is off', () => {
    expect(showsEInvoiceOption({ allowedToChangeEInvoiceSetting: true, eInvoiceEnabled: false })).toBe(true);
    expect(showsEInvoiceOption({ allowedToChangeEInvoiceSetting: true, eInvoiceEnabled: true })).toBe(false);
    expect(showsEInvoiceOption({ allowedToChangeEInvoiceSetting: false, eInvoiceEnabled: false })).toBe(false);
  });
});

describe('onlinePaymentState', () => {
  it('is paid when the order is paid, whatever the return said', () => {
    expect(onlinePaymentState({ isPaid: true }, 'failed')).toBe('paid');
  });
  it('is failed only when the operator returned a failure', () => {
    expect(onlinePaymentState({ isPaid: false }, 'failed')).toBe('failed');
    expect(onlinePaymentState({ isPaid: false }, null)).toBe('pending');
    expect(onlinePaymentState({ isPaid: false }, 'paid')).toBe('pending');
  });
});

describe('costCentreCartValue', () => {
  it('is the goods net less the discount, to the grosz', () => {
    expect(costCentreCartValue({ total: { net: 1200.1 }, discountValue: { net: 100.05 } })).toBe(1100.05);
    expect(costCentreCartValue({ total: { net: 99.99 }, discountValue: { net: 0 } })).toBe(99.99);
  });
});
