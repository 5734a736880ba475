/**
 * The invoice as a real PDF: a Polish VAT invoice ("Faktura VAT" or "Faktura korygująca") with seller
 * and buyer (NIP, address), issue and sale dates, the lines (Lp., nazwa, ilość, j.m., cena netto,
 * wartość netto, VAT %, kwota VAT, wartość brutto), the VAT summary by rate, the total, the amount in
 * words, the payment method, due date and bank account.
 *
 * Asked for in English, the document stays the Polish VAT invoice the seller issues (its legal form)
 * and becomes bilingual: every label, the kind of document, the payment method and status carry their
 * English translation after the Polish ("Faktura VAT / VAT invoice"), each product line its English
 * name under the Polish one, and the amount is written in words in both languages. A Polish invoice
 * keeps only Polish.
 *
 * Drawn with pdfmake 0.3 (runs in the browser and in Node) and its bundled Roboto, which has the Polish
 * letters the 14 standard PDF fonts lack. The library and the font (≈ 2 MB) are imported only when the
 * first PDF is asked for, so neither the storefront nor the in-browser demo API loads them at start.
 */
import { amountInWords } from '../../domain/amountInWords';
import { amountInWordsEn } from '../../domain/amountInWordsEn';
import { formatAmount } from '../../domain/money';
import type { SeedInvoice } from '../db/types';
import { correctionsOf, invoiceBuyer, invoicePaidAt, invoiceTotals, paymentMethodName, SELLER } from '../presenters/invoice';
import { getSeed } from '../db/store';
import type { DemoLocale } from '../http/locale';
import { fixedTextEn } from '../presenters/english/texts';
import { catalogueTextEn } from '../presenters/localise';

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

/** The file name of the invoice's PDF: "Faktura_FV_2026_11_000123.pdf" ("Invoice_FV_2026_11_000123.pdf" in English). */
export const invoicePdfFileName = (invoice: SeedInvoice, locale: DemoLocale = 'pl'): string =>
  `${locale === 'en' ? 'Invoice' : 'Faktura'}_${invoice.number.replace(/\//g, '_')}.pdf`;

/** The English of the invoice's own words (labels, kinds, statuses). */
const INVOICE_WORDS_EN: Record<string, string> = {
  'Faktura VAT': 'VAT invoice', 'Faktura korygująca': 'Credit note', 'Lp.': 'No.', 'Nazwa towaru lub usługi': 'Goods or service', Ilość: 'Qty', 'J.m.': 'Unit',
  'Cena netto': 'Net price', 'Wartość netto': 'Net value', 'VAT %': 'VAT %', 'Kwota VAT': 'VAT amount', 'Wartość brutto': 'Gross value', Razem: 'Total',
  'Miejsce wystawienia': 'Place of issue', 'Data wystawienia': 'Issue date', 'Data sprzedaży': 'Date of sale', Oryginał: 'Original', Sprzedawca: 'Seller',
  Nabywca: 'Buyer', 'Zestawienie VAT według stawek': 'VAT by rate', 'Stawka VAT': 'VAT rate', 'Kwota korekty': 'Correction amount',
  'Razem do zapłaty': 'Total to pay', Słownie: 'In words', 'Sposób płatności': 'Payment method', 'Termin płatności': 'Payment due',
  'Numer rachunku': 'Bank account', Status: 'Status', Rozliczona: 'Settled', Zapłacono: 'Paid', 'Pozostało do zapłaty': 'Left to pay',
  'artykuły biurowe dla firm': 'office supplies for businesses', kod: 'code',
  'Faktura wystawiona w postaci elektronicznej, będąca oryginałem – nie wymaga podpisu ani pieczęci.':
    'An electronic invoice, which is the original – it needs no signature or stamp.',
};

/** The pdfmake document of the invoice (pure data; exported for tests); bilingual (Polish / English) for `en`. */
export function invoiceDocument(invoice: SeedInvoice, locale: DemoLocale = 'pl'): object {
  const english = locale === 'en';
  /** A Polish label, with its English after it on an English invoice. */
  const t = (polish: string): string => (english ? `${polish} / ${INVOICE_WORDS_EN[polish] ?? polish}` : polish);
  const seed = getSeed();
  const fixedEn = (text: string): string => fixedTextEn(text, (part) => catalogueTextEn(part, seed)) ?? text;
  const both = (text: string): string => {
    const translated = english ? fixedEn(text) : text;
    return translated === text ? text : `${text} / ${translated}`;
  };
  /** A product line's name: the Polish name, on an English invoice its English name under it; then the code. */
  const lineName = (name: string, code: string | null) => {
    const nameEn = english ? catalogueTextEn(name, seed) : name;
    const parts: (string | object)[] = [name];
    if (nameEn !== name) parts.push({ text: `\n${nameEn}`, italics: true, color: '#444444' });
    if (code) parts.push({ text: `\n${t('kod')} ${code}`, color: '#666666', fontSize: 6.5 });
    return parts.length === 1 ? name : { text: parts };
  };
  /** A unit of measure, with its English on an English invoice ("szt. / pcs"). */
  const unit = (uom: string): string => {
    const unitEn = english ? catalogueTextEn(uom, seed) : uom;
    return unitEn === uom ? uom : `${uom} / ${unitEn}`;
  };
  const totals = invoiceTotals(invoice);
  const buyer = invoiceBuyer(invoice);
  const correction = invoice.type === 'correctionInvoice';
  const corrected = correction ? getSeed().invoices.find((candidate) => candidate.id === invoice.correctionOfId) : undefined;
  const title = t(correction ? 'Faktura korygująca' : 'Faktura VAT');
  const paidAt = invoicePaidAt(invoice);
  const party = (label: string, lines: (string | null)[]) => ({
    stack: [{ text: t(label), style: 'label' }, ...lines.filter(Boolean).map((text, index) => ({ text, bold: index === 0 }))],
  });
  const header = ['Lp.', 'Nazwa towaru lub usługi', 'Ilość', 'J.m.', 'Cena netto', 'Wartość netto', 'VAT %', 'Kwota VAT', 'Wartość brutto'].map((text, column) => ({ text: t(text), style: 'th', alignment: column >= 4 || column === 2 ? 'right' : 'left' }));
  const rows = invoice.lines.map((line, index) => {
    const value = totals.lines[index];
    return [
      String(index + 1), lineName(line.name, line.code), quantity(line.quantity), unit(line.uom),
      amount(line.priceNet), amount(value.net), `${line.vat}%`, amount(value.gross - value.net), amount(value.gross),
    ].map((cell, column) => ({ ...(typeof cell === 'string' ? { text: cell } : cell), fontSize: 7.5, alignment: column >= 4 || column === 2 ? 'right' : 'left' }));
  });
  const vatRows = totals.vatSummary.map((rate) => [`${rate.vatRate}%`, amount(rate.net), amount(rate.vat), amount(rate.gross)].map((text) => ({ text, alignment: 'right' })));
  const sum = (key: 'net' | 'vat' | 'gross') => totals.vatSummary.reduce((total, rate) => total + rate[key], 0);
  vatRows.push([t('Razem'), amount(sum('net')), amount(sum('vat')), amount(sum('gross'))].map((text) => ({ text, alignment: 'right', bold: true })) as never);
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
    footer: (page: number, pages: number) => ({ text: `${title} ${invoice.number} – strona ${page} z ${pages}${english ? ` / page ${page} of ${pages}` : ''}`, alignment: 'center', fontSize: 7, color: '#777777' }),
    content: [
      {
        columns: [
          { stack: [{ text: 'Spinacz', fontSize: 20, bold: true, color: '#1d3f72' }, { text: t('artykuły biurowe dla firm'), color: '#555555' }] },
          {
            width: 'auto',
            table: {
              body: [
                [{ text: t('Miejsce wystawienia'), style: 'label' }, SELLER.city],
                [{ text: t('Data wystawienia'), style: 'label' }, pl(invoice.issuedAt)],
                [{ text: t('Data sprzedaży'), style: 'label' }, pl(invoice.saleDate)],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: `${title} ${english ? 'nr / No.' : 'nr'} ${invoice.number}`, style: 'title', margin: [0, 16, 0, 2] },
      corrected
        ? {
          text: `do faktury nr ${corrected.number} z dnia ${pl(corrected.issuedAt)}. Przyczyna korekty: ${invoice.correctionReason ?? ''}${
            english ? `\nTo invoice No. ${corrected.number} of ${pl(corrected.issuedAt)}. Reason for the correction: ${fixedEn(invoice.correctionReason ?? '')}` : ''}`,
          margin: [0, 0, 0, 4],
        }
        : { text: t('Oryginał'), color: '#555555' },
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
              { text: t('Zestawienie VAT według stawek'), style: 'label' },
              {
                table: { headerRows: 1, widths: [44, 60, 60, 64], body: [['Stawka VAT', 'Wartość netto', 'Kwota VAT', 'Wartość brutto'].map((text) => ({ text: t(text), style: 'th', alignment: 'right' })), ...vatRows] },
                layout: 'lightHorizontalLines',
              },
            ],
          },
        ],
      },
      { text: `${t(correction ? 'Kwota korekty' : 'Razem do zapłaty')}: ${amount(totals.total.gross)} PLN`, style: 'total', margin: [0, 14, 0, 2] },
      { text: `Słownie: ${amountInWords(totals.total.gross)}` },
      ...(english ? [{ text: `In words: ${amountInWordsEn(totals.total.gross)}` }] : []),
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: [120, '*'],
          body: [
            [{ text: t('Sposób płatności'), style: 'label' }, both(paymentMethodName(invoice))],
            [{ text: t('Termin płatności'), style: 'label' }, pl(invoice.dueDate)],
            [{ text: t('Numer rachunku'), style: 'label' }, `${SELLER.bankAccount} (${SELLER.bankName})`],
            [{ text: t('Status'), style: 'label' }, paidAt ? `${t(correction ? 'Rozliczona' : 'Zapłacono')} ${pl(paidAt)}` : `${t('Pozostało do zapłaty')}: ${amount(Math.max(0, due))} PLN`],
          ],
        },
        layout: 'noBorders',
      },
      { text: t('Faktura wystawiona w postaci elektronicznej, będąca oryginałem – nie wymaga podpisu ani pieczęci.'), margin: [0, 24, 0, 0], color: '#555555', fontSize: 7.5 },
    ],
  };
}

/** The invoice's PDF bytes. */
export async function renderInvoicePdf(invoice: SeedInvoice, locale: DemoLocale = 'pl'): Promise<Uint8Array> {
  const pdfmake = await loadPdfMake();
  return pdfmake.createPdf(invoiceDocument(invoice, locale)).getBuffer();
}
