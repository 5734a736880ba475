import { getSalesInvoicePdf } from '../../generated/api/lists/lists';
import { saveFile } from '../ui/saveFile';

/** "FV/2025/03/0012" → "Faktura-FV-2025-03-0012.pdf" (a slash cannot be in a file name). */
export function invoiceFileName(number: string, prefix = 'Faktura'): string {
  const safe = number.trim().replace(/[\\/:*?"<>|\s]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return `${prefix}-${safe || 'dokument'}.pdf`;
}

/**
 * Fetches the invoice's PDF (through the one HTTP layer, so it carries the auth header; the generated
 * call asks for a Blob) and hands it to the browser as a download with the invoice's file name.
 */
export async function downloadInvoicePdf(id: number, fileName: string): Promise<void> {
  const pdf = await getSalesInvoicePdf(id, { headers: { Accept: 'application/pdf' } });
  saveFile(pdf, fileName, 'application/pdf');
}
