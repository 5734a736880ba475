import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withFreshDemoState, userSession } from '../../../tests/setup/demoState';
import { allOrders, getSeed } from '../db/store';
import { DemoHttpError } from '../http/errors';
import { amountDue, invoiceTotals, toSalesInvoice } from '../presenters/invoice';
import { invoiceDocument, invoicePdfFileName, renderInvoicePdf } from './invoicePdf';
import { invoiceFor, listInvoices } from './invoices';
import { completePayment, getPayment, startInvoicePayment } from './payments';

withFreshDemoState();

const as = (login: string, companyId: number) => userSession(login, companyId);
const buyer = () => as('kupiec@firma.demo', 1001);
const DAY = 86_400_000;

describe('seeded invoices', () => {
  it('has at least 60 invoices per business company over 18 months, with corrections, paid, unpaid and overdue ones', () => {
    const { invoices, today } = getSeed();
    for (const companyId of [1001, 1002]) {
      const own = invoices.filter((invoice) => invoice.companyId === companyId);
      expect(own.length).toBeGreaterThanOrEqual(60);
      const oldest = Math.min(...own.map((invoice) => Date.parse(invoice.issuedAt)));
      expect((today.getTime() - oldest) / DAY).toBeGreaterThan(450);
      const list = listInvoices(companyId === 1001 ? buyer().user : as('akceptant@firma.demo', 1002).user, getSeed().companies.find((c) => c.id === companyId)!, { limit: 500 });
      const statuses = new Set(list.salesInvoices.map((invoice) => invoice.status.id));
      // Invoices not yet due exist where something shipped within the payment term (Meblomax's recent orders).
      expect([...statuses].sort()).toEqual(companyId === 1001 ? ['overdue', 'paid', 'unpaid'] : ['overdue', 'paid']);
      expect(list.salesInvoices.some((invoice) => invoice.type === 'correctionInvoice')).toBe(true);
    }
    // A private customer's invoices are paid when she orders.
    expect(invoices.filter((invoice) => invoice.companyId === 2001).every((invoice) => invoice.paidAt === invoice.issuedAt)).toBe(true);
  });

  it('numbers invoices FV/ and corrections FK/ and dates them: due = issue + payment term', () => {
    for (const invoice of getSeed().invoices) {
      expect(invoice.number).toMatch(invoice.type === 'invoice' ? /^FV\/\d{4}\/\d{2}\/\d{6}$/ : /^FK\/\d{4}\/\d{2}\/\d{6}$/);
      if (invoice.type === 'invoice') {
        const term = (Date.parse(invoice.dueDate) - Date.parse(invoice.issuedAt)) / DAY;
        expect([0, 14, 30]).toContain(term);
      }
    }
    expect(new Set(getSeed().invoices.map((invoice) => invoice.number)).size).toBe(getSeed().invoices.length);
  });

  it('agrees with its order: lines and paid flag', () => {
    const invoice = getSeed().invoices.find((candidate) => candidate.type === 'invoice' && candidate.companyId === 1001)!;
    const order = allOrders().find((candidate) => candidate.id === invoice.orderIds[0])!;
    expect(order.isPaid).toBe(invoice.paidAt !== null);
    expect(invoice.lines.filter((line) => line.productId !== null).map((line) => line.productId)).toEqual(order.lines.map((line) => line.productId));
  });

  it('takes corrections off what is due on the corrected invoice', () => {
    const correction = getSeed().invoices.find((invoice) => invoice.type === 'correctionInvoice')!;
    const original = getSeed().invoices.find((invoice) => invoice.id === correction.correctionOfId)!;
    expect(invoiceTotals(correction).total.gross).toBeLessThan(0);
    const detail = toSalesInvoice(original, buyer().user);
    expect(detail.corrections).toEqual([{ id: correction.id, number: correction.number }]);
    if (!original.paidAt) expect(amountDue(original).gross).toBeCloseTo(invoiceTotals(original).total.gross + invoiceTotals(correction).total.gross, 2);
    expect(toSalesInvoice(correction, buyer().user).correctionOf).toEqual({ id: original.id, number: original.number });
  });
});

describe('invoice list', () => {
  it('filters by status, type and dates and sums what is unpaid', () => {
    const { user, company } = buyer();
    const all = listInvoices(user, company, {});
    expect(all.salesInvoices).toHaveLength(24);
    expect(all.availableFilters.map((filter) => filter.key)).toEqual(['status', 'type', 'number', 'dateFrom', 'dateTo', 'scope']);
    const overdue = listInvoices(user, company, { filters: { status: ['overdue'] }, limit: 500 });
    expect(overdue.salesInvoices.every((invoice) => invoice.isOverdue && !invoice.isPaid && invoice.dueDate < getSeed().today.toISOString().slice(0, 10))).toBe(true);
    const unpaid = listInvoices(user, company, { filters: { status: ['unpaid'] }, limit: 500 });
    expect(unpaid.countTotal).toBeGreaterThan(overdue.countTotal);
    const sum = unpaid.salesInvoices.reduce((total, invoice) => total + invoice.amountDue.gross, 0);
    expect(all.unpaidTotal?.gross).toBeCloseTo(sum, 2);
    const corrections = listInvoices(user, company, { filters: { type: ['correctionInvoice'] } });
    expect(corrections.salesInvoices.every((invoice) => invoice.type === 'correctionInvoice' && !invoice.canPay)).toBe(true);
    const year = listInvoices(user, company, { filters: { dateFrom: ['2000-01-01'], dateTo: ['2000-12-31'] } });
    expect(year.countTotal).toBe(0);
    const byDue = listInvoices(user, company, { orderBy: 'dueDate', orderDirection: 'ASC', limit: 30 }).salesInvoices.map((invoice) => invoice.dueDate);
    expect(byDue).toEqual([...byDue].sort());
    expect(() => listInvoices(user, company, { filters: { status: ['lost'] } })).toThrow('Nieznany status faktury „lost” w polu „filters[status]”.');
    expect(() => listInvoices(user, company, { orderBy: 'price' })).toThrow(DemoHttpError);
  });

  it('shows other companies’ invoices to nobody (404)', () => {
    const foreign = getSeed().invoices.find((invoice) => invoice.companyId === 1002)!;
    expect(() => invoiceFor(buyer().user, buyer().company, foreign.id)).toThrow(`Nie znaleziono faktury o identyfikatorze ${foreign.id}.`);
  });
});

describe('paying an invoice online', () => {
  it('opens a payment whose completion marks the invoice and its order paid', () => {
    const session = buyer();
    const invoice = listInvoices(session.user, session.company, { filters: { status: ['unpaid'] } }).salesInvoices.find((row) => row.canPay)!;
    const token = startInvoicePayment(invoiceFor(session.user, session.company, invoice.id)).split('/').pop()!;
    expect(getPayment(session, token)).toMatchObject({ invoiceId: invoice.id, invoiceNumber: invoice.number, amount: { gross: invoice.amountDue.gross }, returnUrl: `/moje-konto/faktury/${invoice.id}` });
    completePayment(session, token, 'paid');
    const paid = toSalesInvoice(invoiceFor(session.user, session.company, invoice.id), session.user);
    expect(paid).toMatchObject({ isPaid: true, canPay: false, amountDue: { gross: 0 } });
    expect(allOrders().find((order) => order.number === invoice.salesOrderNumbers[0])!.isPaid).toBe(true);
    expect(() => startInvoicePayment(invoiceFor(session.user, session.company, invoice.id))).toThrow(`Faktura ${invoice.number} jest już opłacona.`);
  });
});

describe('invoice PDF', () => {
  it('is a one-page A4 PDF with the embedded Roboto font and the invoice number', async () => {
    const invoice = getSeed().invoices.find((candidate) => candidate.type === 'invoice' && candidate.companyId === 1001 && candidate.lines.length > 3)!;
    const bytes = await renderInvoicePdf(invoice);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Roboto-Regular/);
    expect(text).toContain(`(Faktura VAT ${invoice.number})`);
    // The page's text is drawn with the embedded font's glyphs: its ToUnicode map has the Polish letters.
    const unicode = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
      try {
        return inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    }).join('\n');
    for (const letter of 'ąęłóśżćń') expect(unicode.toLowerCase()).toContain(`<${letter.codePointAt(0)!.toString(16).padStart(4, '0')}>`);
    expect(invoicePdfFileName(invoice)).toBe(`Faktura_${invoice.number.replaceAll('/', '_')}.pdf`);
  });

  it('prints the VAT summary, the amount in words, the seller’s and buyer’s NIP', () => {
    const invoice = getSeed().invoices.find((candidate) => candidate.type === 'invoice' && candidate.companyId === 1001)!;
    const content = JSON.stringify(invoiceDocument(invoice));
    expect(content).toContain('Zestawienie VAT według stawek');
    expect(content).toContain('Słownie: ');
    expect(content).toContain('NIP: 7792031183');
    expect(content).toContain(`NIP: ${getSeed().companies.find((company) => company.id === 1001)!.taxId}`);
    expect(content).toContain('Lp.');
  });
});
