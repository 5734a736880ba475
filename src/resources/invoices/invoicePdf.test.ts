import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoicePdf';

describe('invoiceFileName', () => {
  it('turns the invoice number into a file name without slashes', () => {
    expect(invoiceFileName('FV/2025/03/0012')).toBe('Faktura-FV-2025-03-0012.pdf');
    expect(invoiceFileName(' FK/2025/1 ', 'Invoice')).toBe('Invoice-FK-2025-1.pdf');
  });

  it('never gives an empty name', () => {
    expect(invoiceFileName('///')).toBe('Faktura-dokument.pdf');
  });
});
