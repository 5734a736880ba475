import type { SalesInvoiceSummary } from '../../generated/model';

/** How an invoice's payment state is shown: each has its own label, colour and icon (never colour alone). */
export type InvoiceStatusTone = 'paid' | 'settled' | 'unpaid' | 'overdue';

/**
 * The payment state of an invoice as the API reports it (status paid / unpaid / overdue). A correction
 * is never paid on its own: once issued it is settled against the invoice it corrects.
 */
export function invoiceStatusTone(invoice: Pick<SalesInvoiceSummary, 'status' | 'type' | 'isOverdue' | 'isPaid'>): InvoiceStatusTone {
  if (invoice.isOverdue || invoice.status.id === 'overdue') return 'overdue';
  if (invoice.status.id === 'unpaid' && !invoice.isPaid) return 'unpaid';
  return invoice.type === 'correctionInvoice' ? 'settled' : 'paid';
}

const DAY = 86_400_000;

/** Whole days between the due date ("YYYY-MM-DD") and today (0 when not yet past due). */
export function daysOverdue(dueDate: string, today: Date): number {
  const [year, month, day] = dueDate.slice(0, 10).split('-').map(Number);
  const due = Date.UTC(year, month - 1, day);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((now - due) / DAY));
}

/** The MUI palette entry of a tone (the text stays the body colour; the palette marks border, icon and row). */
export const TONE_PALETTE: Record<InvoiceStatusTone, 'success' | 'info' | 'warning' | 'error'> = {
  paid: 'success',
  settled: 'info',
  unpaid: 'warning',
  overdue: 'error',
};
