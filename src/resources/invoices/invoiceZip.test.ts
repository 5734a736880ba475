import { describe, expect, it } from 'vitest';
import { invoicesZipName, zipContents, zipEntryNames } from './invoiceZip';

describe('invoicesZipName', () => {
  it('names the ZIP after the list and the shop’s day, as the exports are', () => {
    expect(invoicesZipName('Faktury', new Date('2026-11-30T10:00:00Z'))).toBe('faktury-2026-11-30.zip');
    expect(invoicesZipName('Invoices', new Date('2026-11-30T10:00:00Z'))).toBe('invoices-2026-11-30.zip');
    // 23:30 UTC is already the next day in Warsaw.
    expect(invoicesZipName('Faktury', new Date('2026-11-30T23:30:00Z'))).toBe('faktury-2026-12-01.zip');
  });
});

describe('zipEntryNames', () => {
  it('gives each invoice its own PDF’s name', () => {
    expect(zipEntryNames(['FV/2026/11/0012', 'FK/2026/11/0003'], 'Faktura')).toEqual(['Faktura-FV-2026-11-0012.pdf', 'Faktura-FK-2026-11-0003.pdf']);
    expect(zipEntryNames(['FV/2026/11/0012'], 'Invoice')).toEqual(['Invoice-FV-2026-11-0012.pdf']);
  });

  it('never puts two invoices under one name', () => {
    expect(zipEntryNames(['FV/1', 'FV 1', 'fv/1'], 'Faktura')).toEqual(['Faktura-FV-1.pdf', 'Faktura-FV-1-2.pdf', 'Faktura-fv-1-3.pdf']);
  });
});

describe('zipContents', () => {
  const pdf = (text: string) => new TextEncoder().encode(text);
  const a = { id: 1, number: 'FV/1' };
  const b = { id: 2, number: 'FV/2' };

  it('puts every PDF under its invoice’s name', () => {
    const contents = zipContents([{ invoice: a, pdf: pdf('%PDF-a') }, { invoice: b, pdf: pdf('%PDF-b') }], 'Faktura');
    expect(contents.ok).toBe(true);
    if (contents.ok) expect(Object.keys(contents.files)).toEqual(['Faktura-FV-1.pdf', 'Faktura-FV-2.pdf']);
  });

  it('offers nothing when a PDF failed, and names the invoices that failed', () => {
    expect(zipContents([{ invoice: a, pdf: pdf('%PDF-a') }, { invoice: b, pdf: null }], 'Faktura')).toEqual({ ok: false, failed: [b] });
    expect(zipContents([], 'Faktura')).toEqual({ ok: false, failed: [] });
  });
});
