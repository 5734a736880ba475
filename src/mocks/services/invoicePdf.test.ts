/**
 * The invoice PDF asked for in English: the Polish VAT invoice stays the document, with the English
 * of every label after the Polish, English product names under the Polish ones and the amount in
 * words in both languages; asked for in Polish it has no English.
 */
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../domain/amountInWords';
import { amountInWordsEn } from '../../domain/amountInWordsEn';
import { getSeed } from '../db/store';
import { catalogueTextEn } from '../presenters/localise';
import { invoiceTotals } from '../presenters/invoice';
import { invoiceDocument, invoicePdfFileName, renderInvoicePdf } from './invoicePdf';

/** Every text of a pdfmake document, in reading order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => (key === 'styles' || key === 'info' ? [] : texts(value)));
  return [];
}

describe('the invoice PDF in English', () => {
  const invoice = () => getSeed().invoices.find((candidate) => candidate.type === 'invoice' && candidate.companyId === 1001 && candidate.lines.some((line) => catalogueTextEn(line.name, getSeed()) !== line.name))!;

  it('is bilingual: Polish labels with their English, English product names, the amount in words in both languages', () => {
    const document = invoiceDocument(invoice(), 'en') as { footer: (page: number, pages: number) => { text: string } };
    const all = texts(document).join('\n');
    const gross = invoiceTotals(invoice()).total.gross;
    expect(all).toContain(`Faktura VAT / VAT invoice nr / No. ${invoice().number}`);
    for (const label of ['Sprzedawca / Seller', 'Nabywca / Buyer', 'Data wystawienia / Issue date', 'Cena netto / Net price', 'Zestawienie VAT według stawek / VAT by rate', 'Termin płatności / Payment due']) {
      expect(all).toContain(label);
    }
    expect(all).toContain(`Słownie: ${amountInWords(gross)}`);
    expect(all).toContain(`In words: ${amountInWordsEn(gross)}`);
    const line = invoice().lines.find((candidate) => catalogueTextEn(candidate.name, getSeed()) !== candidate.name)!;
    expect(all).toContain(line.name);
    expect(all).toContain(`\n${catalogueTextEn(line.name, getSeed())}`);
    expect(document.footer(1, 1).text).toMatch(/strona 1 z 1 \/ page 1 of 1$/);
    expect(invoicePdfFileName(invoice(), 'en')).toBe(`Invoice_${invoice().number.replaceAll('/', '_')}.pdf`);
  });

  it('has no English on a Polish invoice', () => {
    const all = texts(invoiceDocument(invoice(), 'pl')).join('\n');
    expect(all).not.toContain(' / ');
    expect(all).not.toContain('In words');
  });

  it('draws as a PDF', async () => {
    const bytes = await renderInvoicePdf(invoice(), 'en');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
