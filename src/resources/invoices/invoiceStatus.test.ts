import { describe, expect, it } from 'vitest';
import { daysOverdue, invoiceStatusTone } from './invoiceStatus';

const invoice = (statusId: string, extra: { type?: 'invoice' | 'correctionInvoice'; isOverdue?: boolean; isPaid?: boolean } = {}) => ({
  status: { id: statusId, name: statusId },
  type: extra.type ?? 'invoice',
  isOverdue: extra.isOverdue ?? statusId === 'overdue',
  isPaid: extra.isPaid ?? statusId === 'paid',
});

describe('invoice status presentation', () => {
  it('follows the status the API reports', () => {
    expect(invoiceStatusTone(invoice('paid'))).toBe('paid');
    expect(invoiceStatusTone(invoice('unpaid'))).toBe('unpaid');
    expect(invoiceStatusTone(invoice('overdue'))).toBe('overdue');
  });

  it('marks an invoice overdue when the API flags it so, whatever the status name', () => {
    expect(invoiceStatusTone(invoice('unpaid', { isOverdue: true }))).toBe('overdue');
  });

  it('shows a correction as settled rather than paid', () => {
    expect(invoiceStatusTone(invoice('paid', { type: 'correctionInvoice' }))).toBe('settled');
  });

  it('counts whole days past the due date, none before it', () => {
    const today = new Date(2025, 2, 15, 23, 30);
    expect(daysOverdue('2025-03-01', today)).toBe(14);
    expect(daysOverdue('2025-03-15', today)).toBe(0);
    expect(daysOverdue('2025-04-01', today)).toBe(0);
    expect(daysOverdue('2024-12-31', new Date(2025, 0, 1, 0, 5))).toBe(1);
  });
});
