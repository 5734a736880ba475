/**
 * A report's table in English, for a report file asked for in English: the sheet's name, the column
 * headers, the totals row's label and the notes in English words; in the columns of the shop's texts
 * (statuses, document kinds, payment methods) and of the catalogue (product and category names,
 * units) the values as the English shop shows them. Names of people, companies and cost centres,
 * numbers and document numbers stay as they are.
 */
import { getSeed } from '../db/store';
import type { DemoLocale } from '../http/locale';
import { fixedTextEn } from '../presenters/english/texts';
import { catalogueTextEn } from '../presenters/localise';
import type { ReportTable } from './reportTables';

/** The report file's own words: sheet names, headers, totals, notes, invoice kinds and statuses, the information sheet. */
export const REPORT_WORDS_EN: Record<string, string> = {
  // sheets
  Zamówienia: 'Orders', 'Centra kosztowe': 'Cost centres', Kategorie: 'Categories', Faktury: 'Invoices', Produkty: 'Products', Użytkownicy: 'Users',
  Informacje: 'Information',
  // headers
  'Numer zamówienia': 'Order number', 'Data złożenia': 'Placed on', Status: 'Status', Zamawiający: 'Ordered by', 'Centrum kosztowe': 'Cost centre',
  'Numer zamówienia klienta': 'Customer order number', 'Liczba pozycji': 'Number of lines', 'Wartość netto': 'Net value', VAT: 'VAT',
  'Wartość brutto': 'Gross value', 'Limit netto': 'Net limit', 'Okres limitu': 'Limit period', miesiąc: 'month', kwartał: 'quarter', rok: 'year', 'Liczba zamówień': 'Number of orders',
  'Wartość towarów netto': 'Net value of goods', 'Wartość towarów brutto': 'Gross value of goods', 'Udział w wydatkach': 'Share of spending',
  'Kategoria główna': 'Main category', Kategoria: 'Category', 'Numer faktury': 'Invoice number', Rodzaj: 'Type', 'Data wystawienia': 'Issue date',
  'Termin płatności': 'Payment due', 'Forma płatności': 'Payment method', 'Do zapłaty': 'To pay', 'Data zapłaty': 'Paid on',
  'Kod produktu': 'Product code', 'Nazwa produktu': 'Product name', 'J.m.': 'Unit', Ilość: 'Quantity', 'Średnia cena netto': 'Average net price',
  'E-mail': 'E-mail',
  // totals
  Razem: 'Total', 'Razem (bez anulowanych i odrzuconych)': 'Total (without cancelled and rejected)',
  // invoices
  'Faktura VAT': 'VAT invoice', 'Faktura korygująca': 'Credit note', Zapłacona: 'Paid', Przeterminowana: 'Overdue', Rozliczona: 'Settled',
  // notes
  'Wydatki: wartość towarów z zamówień złożonych w okresie, bez anulowanych i odrzuconych; ceny z dnia zamówienia, VAT liczony od każdej pozycji; bez kosztów dostawy i rabatów z kodów promocyjnych.':
    'Spending: the value of the goods of orders placed in the period, without cancelled and rejected ones; prices of the order’s day, VAT calculated per line; without delivery costs and promo code discounts.',
  'Wszystkie zamówienia firmy złożone w okresie, z dostawą i rabatami. W wierszu „Razem” liczba to liczba zamówień bez anulowanych i odrzuconych.':
    'All of the company’s orders placed in the period, with delivery and discounts. In the “Total” row the number is the number of orders without cancelled and rejected ones.',
  'Limit netto: na okres centrum (miesiąc, kwartał lub rok); pusty, gdy centrum nie ma limitu.': 'Net limit: for the cost centre\'s period (month, quarter or year); empty when the cost centre has no limit.',
  'Faktury i korekty wystawione w okresie; korekty mają wartości ujemne. „Do zapłaty” to kwota brutto pozostała do zapłaty z uwzględnieniem korekt.':
    'Invoices and credit notes issued in the period; credit notes have negative values. “To pay” is the gross amount left to pay, credit notes included.',
  'Produkty od największej wartości zakupów; „Liczba zamówień” w wierszu „Razem” to liczba zamówień w okresie.':
    'Products from the largest purchase value; “Number of orders” in the “Total” row is the number of orders in the period.',
  // the information sheet
  Pole: 'Field', Wartość: 'Value', Raport: 'Report', Firma: 'Company', NIP: 'NIP (tax ID)', 'Okres od': 'Period from', 'Okres do': 'Period to',
  'Zamówił(a)': 'Ordered by', Wygenerowano: 'Generated', 'Liczba wierszy': 'Number of rows', Kwoty: 'Amounts', 'w złotych (PLN)': 'in Polish zloty (PLN)', Uwagi: 'Notes',
};

/** Columns whose values are catalogue texts, and those whose values are the shop's fixed texts. */
const CATALOGUE_COLUMNS = new Set(['Nazwa produktu', 'Kategoria', 'Kategoria główna', 'J.m.']);
const FIXED_COLUMNS = new Set(['Status', 'Rodzaj', 'Forma płatności', 'Okres limitu']);

/** A word of the report file in the language (as it is when it has no English form). */
export const reportWord = (text: string, locale: DemoLocale): string => (locale === 'en' ? REPORT_WORDS_EN[text] ?? text : text);

/** The table in the language (the same table in Polish). */
export function reportTableIn(table: ReportTable, locale: DemoLocale): ReportTable {
  if (locale === 'pl') return table;
  const seed = getSeed();
  const catalogue = (text: string) => catalogueTextEn(text, seed);
  const valueIn = (value: ReportTable['rows'][number][number], header: string) => {
    if (typeof value !== 'string' || value === '') return value;
    if (CATALOGUE_COLUMNS.has(header)) return value.split(' › ').map(catalogue).join(' › ');
    if (FIXED_COLUMNS.has(header)) return REPORT_WORDS_EN[value] ?? fixedTextEn(value, catalogue) ?? value;
    return value;
  };
  return {
    sheetName: reportWord(table.sheetName, locale),
    columns: table.columns.map((column) => ({ ...column, header: reportWord(column.header, locale) })),
    rows: table.rows.map((row) => row.map((value, index) => valueIn(value, table.columns[index].header))),
    totals: table.totals.map((value, index) => (index === 0 && typeof value === 'string' ? reportWord(value, locale) : value)),
    notes: table.notes.map((note) => reportWord(note, locale)),
  };
}
