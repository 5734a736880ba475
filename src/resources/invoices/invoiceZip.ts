import { exportFileName } from '../ui/gridExport';
import { invoiceFileName } from './invoicePdf';

/**
 * Several invoices' PDFs as one ZIP, named as the list's exports are: the list "Faktury" on
 * 30.11.2026 gives faktury-2026-11-30.zip ("Invoices" gives invoices-2026-11-30.zip).
 */
export function invoicesZipName(listTitle: string, day: Date): string {
  return exportFileName(listTitle, day, 'csv').replace(/\.csv$/, '.zip');
}

/**
 * The invoices' files in the ZIP, in their order: each the name its own PDF downloads under
 * ("Faktura-FV-2026-11-0012.pdf"); two invoices whose numbers give the same name never share a file.
 */
export function zipEntryNames(numbers: readonly string[], prefix: string): string[] {
  const used = new Set<string>();
  return numbers.map((number) => {
    const base = invoiceFileName(number, prefix);
    let name = base;
    for (let copy = 2; used.has(name.toLowerCase()); copy += 1) name = base.replace(/\.pdf$/, `-${copy}.pdf`);
    used.add(name.toLowerCase());
    return name;
  });
}

/** One invoice's PDF as it came from the API, or that it did not. */
export type InvoicePdfResult<I> = { invoice: I; pdf: Uint8Array } | { invoice: I; pdf: null };

/**
 * What goes into the ZIP: every invoice's PDF under its file name — or, when any PDF did not come,
 * the invoices that failed and no files at all (a ZIP missing an invoice is never offered).
 */
export function zipContents<I extends { number: string }>(
  results: readonly InvoicePdfResult<I>[],
  prefix: string,
): { ok: true; files: Record<string, Uint8Array> } | { ok: false; failed: I[] } {
  const failed = results.filter((result) => result.pdf === null).map((result) => result.invoice);
  if (failed.length > 0 || results.length === 0) return { ok: false, failed };
  const names = zipEntryNames(results.map((result) => result.invoice.number), prefix);
  return { ok: true, files: Object.fromEntries(results.map((result, index) => [names[index], result.pdf as Uint8Array])) };
}
