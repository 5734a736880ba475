/**
 * Several invoices' PDFs as one ZIP file, made in the browser. Loaded only when "Pobierz PDF (ZIP)" is
 * used (the ZIP library comes with it): each PDF comes from the invoice's own PDF operation, a few at a
 * time; when any of them fails no ZIP is made.
 */
import { zipSync } from 'fflate';
import { getSalesInvoicePdf } from '../../generated/api/lists/lists';
import { zipContents, type InvoicePdfResult } from './invoiceZip';

/** How many PDFs are asked for at once. */
const AT_ONCE = 3;

export async function invoicesZip<I extends { id: number; number: string }>(
  invoices: readonly I[],
  prefix: string,
): Promise<{ ok: true; zip: Blob } | { ok: false; failed: I[] }> {
  const results: InvoicePdfResult<I>[] = new Array(invoices.length);
  let next = 0;
  const worker = async () => {
    while (next < invoices.length) {
      const index = next++;
      const invoice = invoices[index];
      try {
        const pdf = await getSalesInvoicePdf(invoice.id, { headers: { Accept: 'application/pdf' } });
        results[index] = { invoice, pdf: new Uint8Array(await pdf.arrayBuffer()) };
      } catch {
        results[index] = { invoice, pdf: null };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, invoices.length) }, worker));
  const contents = zipContents(results, prefix);
  if (!contents.ok) return contents;
  const zip = zipSync(contents.files);
  return { ok: true, zip: new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }) };
}
