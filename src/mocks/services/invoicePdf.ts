/**
 * The invoice as a real PDF: a Polish VAT invoice ("Faktura VAT" or "Faktura korygująca") with seller
 * and buyer (NIP, address), issue and sale dates, the lines (Lp., nazwa, ilość, j.m., cena netto,
 * wartość netto, VAT %, kwota VAT, wartość brutto), the VAT summary by rate, the total, the amount in
 * words, the payment method, due date and bank account.
 *
 * Drawn with pdfmake 0.3 (runs in the browser and in Node) and its bundled Roboto, which has the Polish
 * letters the 14 standard PDF fonts lack. The library and the font (≈ 2 MB) are imported only when the
 * first PDF is asked for, so neither the storefront nor the in-browser demo API loads them at start.
 */
import { amountInWords } from '../../domain/amountInWords';
import { formatAmount } from '../../domain/money';
import type { SeedInvoice } from '../db/types';
import { correctionsOf, invoiceBuyer, invoicePaidAt, invoiceTotals, paymentMethodName, SELLER } from '../presenters/invoice';
import { getSeed } from '../db/store';

type PdfMake = typeof import('pdfmake').default;

let loading: Promise<PdfMake> | undefined;

/** pdfmake with Roboto (regular and medium) in its virtual file system, loaded once. */
function loadPdfMake(): Promise<PdfMake> {
  loading ??= (async () => {
    const [{ default: pdfmake }, { default: vfs }] = await Promise.all([import('pdfmake'), import('pdfmake/build/vfs_fonts.js')]);
    for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf']) pdfmake.virtualfs.writeFileSync(file, vfs[file], 'base64');
    pdfmake.setFonts({ Roboto: { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf', italics: 'Roboto-Regular.ttf', bolditalics: 'Roboto-Medium.ttf' } });
    // The document uses nothing from outside: no URL or file may be read while drawing it.
    pdfmake.setUrlAccessPolicy?.(() => false);
    pdfmake.setLocalAccessPolicy?.(() => false);
    return pdfmake;
  })();
  return loading;
}

const pl = (day: string): string => day.split('-').reverse().join('.');
const amount = (value: number): string => formatAmount(value);
const quantity = (value: number): string => String(value).replace('.', ',');

/** The file name of the invoice's PDF: "Faktura_FV_2026_11_000123.pdf". */
export const invoicePdfFileName = (invoice: SeedInvoice): string => `Faktura_${invoice.number.replace(/\//g, '_')}.pdf`;

/** The pdfmake document of the invoice (pure data; exported for tests). */
export function invoiceDocument(invoice: SeedInvoice): object {
  const totals = invoiceTotals(invoice);
  const buyer = invoiceBuyer(invoice);
  const correction = invoice.type === 'correctionInvoice';
  const corrected = correction ? getSeed().invoices.find((candidate) => candidate.id === invoice.correctionOfId) : undefined;
  const title = correction ? 'Faktura korygująca' : 'Faktura VAT';
  const paidAt = invoicePaidAt(invoice);
  const party = (label: string, lines: (string | null)[]) => ({
    stack: [{ text: label, style: 'label' }, ...lines.filter(Boolean).map((text, index) => ({ text, bold: index === 0 }))],
  });
  const header = ['Lp.', 'Nazwa towaru lub usługi', 'Ilość', 'J.m.', 'Cena netto', 'Wartość netto', 'VAT %', 'Kwota VAT', 'Wartość brutto'].map((text, column) => ({ text, style: 'th', alignment: column >= 4 || column === 2 ? 'right' : 'left' }));
  const rows = invoice.lines.map((line, index) => {
    const value = totals.lines[index];
    return [
      String(index + 1), line.code ? { text: [line.name, { text: `\nkod ${line.code}`, color: '#666666', fontSize: 6.5 }] } : line.name, quantity(line.quantity), line.uom,
      amount(line.priceNet), amount(value.net), `${line.vat}%`, amount(value.gross - value.net), amount(value.gross),
    ].map((cell, column) => ({ ...(typeof cell === 'string' ? { text: cell } : cell), fontSize: 7.5, alignment: column >= 4 || column === 2 ? 'right' : 'left' }));
  });
  const vatRows = totals.vatSummary.map((rate) => [`${rate.vatRate}%`, amount(rate.net), amount(rate.vat), amount(rate.gross)].map((text) => ({ text, alignment: 'right' })));
  const sum = (key: 'net' | 'vat' | 'gross') => totals.vatSummary.reduce((total, rate) => total + rate[key], 0);
  vatRows.push(['Razem', amount(sum('net')), amount(sum('vat')), amount(sum('gross'))].map((text) => ({ text, alignment: 'right', bold: true })) as never);
  const due = correctionsOf(invoice).reduce((total, item) => total + invoiceTotals(item).total.gross, totals.total.gross);

  return {
    info: { title: `${title} ${invoice.number}`, author: SELLER.name, subject: `${title} ${invoice.number}`, creator: 'Spinacz' },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, color: '#1d3f72' },
      label: { fontSize: 7.5, color: '#555555', margin: [0, 0, 0, 2] },
      th: { bold: true, fillColor: '#e8eef7', fontSize: 7.5 },
      total: { fontSize: 12, bold: true },
    },
    footer: (page: number, pages: number) => ({ text: `${title} ${invoice.number} – strona ${page} z ${pages}`, alignment: 'center', fontSize: 7, color: '#777777' }),
    content: [
      {
        columns: [
          { stack: [{ text: 'Spinacz', fontSize: 20, bold: true, color: '#1d3f72' }, { text: 'artykuły biurowe dla firm', color: '#555555' }] },
          {
            width: 'auto',
            table: {
              body: [
                [{ text: 'Miejsce wystawienia', style: 'label' }, SELLER.city],
                [{ text: 'Data wystawienia', style: 'label' }, pl(invoice.issuedAt)],
                [{ text: 'Data sprzedaży', style: 'label' }, pl(invoice.saleDate)],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: `${title} nr ${invoice.number}`, style: 'title', margin: [0, 16, 0, 2] },
      corrected ? { text: `do faktury nr ${corrected.number} z dnia ${pl(corrected.issuedAt)}. Przyczyna korekty: ${invoice.correctionReason ?? ''}`, margin: [0, 0, 0, 4] } : { text: 'Oryginał', color: '#555555' },
      {
        columns: [
          party('Sprzedawca', [SELLER.name, SELLER.street, `${SELLER.zip} ${SELLER.city}`, `NIP: ${SELLER.taxId}`]),
          party('Nabywca', [buyer.address.name, buyer.address.streetWithNumber, `${buyer.address.zip} ${buyer.address.city}`.trim(), buyer.taxId ? `NIP: ${buyer.taxId}` : null]),
        ],
        columnGap: 24,
        margin: [0, 12, 0, 14],
      },
      {
        table: { headerRows: 1, widths: [14, '*', 26, 38, 42, 46, 24, 40, 48], body: [header, ...rows] },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 'auto',
            margin: [0, 12, 0, 0],
            stack: [
              { text: 'Zestawienie VAT według stawek', style: 'label' },
              {
                table: { headerRows: 1, widths: [44, 60, 60, 64], body: [['Stawka VAT', 'Wartość netto', 'Kwota VAT', 'Wartość brutto'].map((text) => ({ text, style: 'th', alignment: 'right' })), ...vatRows] },
                layout: 'lightHorizontalLines',
              },
            ],
          },
        ],
      },
      { text: `${correction ? 'Kwota korekty' : 'Razem do zapłaty'}: ${amount(totals.total.gross)} PLN`, style: 'total', margin: [0, 14, 0, 2] },
      { text: `Słownie: ${amountInWords(totals.total.gross)}` },
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: [120, '*'],
          body: [
            [{ text: 'Sposób płatności', style: 'label' }, paymentMethodName(invoice)],
            [{ text: 'Termin płatności', style: 'label' }, pl(invoice.dueDate)],
            [{ text: 'Numer rachunku', style: 'label' }, `${SELLER.bankAccount} (${SELLER.bankName})`],
            [{ text: 'Status', style: 'label' }, paidAt ? `${correction ? 'Rozliczona' : 'Zapłacono'} ${pl(paidAt)}` : `Pozostało do zapłaty: ${amount(Math.max(0, due))} PLN`],
          ],
        },
        layout: 'noBorders',
      },
      { text: 'Faktura wystawiona w postaci elektronicznej, będąca oryginałem – nie wymaga podpisu ani pieczęci.', margin: [0, 24, 0, 0], color: '#555555', fontSize: 7.5 },
    ],
  };
}

/** The invoice's PDF bytes. */
export async function renderInvoicePdf(invoice: SeedInvoice): Promise<Uint8Array> {
  const pdfmake = await loadPdfMake();
  return pdfmake.createPdf(invoiceDocument(invoice)).getBuffer();
}
