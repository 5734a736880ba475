import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepLines, parseQuickOrder } from './quickOrder';

describe('parseQuickOrder', () => {
  it('reads "KOD ILOŚĆ" with spaces, semicolons, commas and tabs', () => {
    const { entries, problems } = parseQuickOrder('ABC-1 5\nDEF-2;10\nGHI-3,2\nJKL-4\t7\n  MNO-5   3  ');
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { line: 1, code: 'ABC-1', quantity: 5 },
      { line: 2, code: 'DEF-2', quantity: 10 },
      { line: 3, code: 'GHI-3', quantity: 2 },
      { line: 4, code: 'JKL-4', quantity: 7 },
      { line: 5, code: 'MNO-5', quantity: 3 },
    ]);
  });

  it('skips blank lines but keeps the numbers of the others', () => {
    const { entries } = parseQuickOrder('\nABC 1\n\n   \r\nDEF 2\n');
    expect(entries.map((entry) => entry.line)).toEqual([2, 5]);
  });

  it('reports a bad quantity on its own line and keeps the good lines', () => {
    const { entries, problems } = parseQuickOrder('ABC 2\nDEF dwa\nGHI 0\nJKL 1.5\nMNO 100001');
    expect(entries).toEqual([{ line: 1, code: 'ABC', quantity: 2 }]);
    expect(problems).toEqual([
      { line: 2, text: 'DEF dwa', kind: 'quantity' },
      { line: 3, text: 'GHI 0', kind: 'quantity' },
      { line: 4, text: 'JKL 1.5', kind: 'quantity' },
      { line: 5, text: 'MNO 100001', kind: 'quantity' },
    ]);
  });

  it('reports a line without a quantity as a format problem', () => {
    expect(parseQuickOrder('ABC').problems).toEqual([{ line: 1, text: 'ABC', kind: 'format' }]);
    expect(parseQuickOrder(`${'X'.repeat(51)} 1`).problems[0].kind).toBe('format');
  });

  it('reads a CSV file: BOM, header row, quoted cells, extra columns, CRLF', () => {
    const csv = '\uFEFFkod;ilość;uwagi\r\n"ABC-1";"4";pilne\r\nDEF-2;6\r\n';
    const { entries, problems } = parseQuickOrder(csv);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { line: 2, code: 'ABC-1', quantity: 4 },
      { line: 3, code: 'DEF-2', quantity: 6 },
    ]);
  });

  it('reads a quantity grouped by thousands ("1 000", with no-break spaces too) and a unit word after it', () => {
    const { entries, problems } = parseQuickOrder('ABC 1 000\nDEF 12\u00a0500\nGHI 10 szt.\nJKL;2 500\nMNO,1 000\nPQR 1 000 op.');
    expect(problems).toEqual([]);
    expect(entries.map((entry) => [entry.code, entry.quantity])).toEqual([
      ['ABC', 1000],
      ['DEF', 12500],
      ['GHI', 10],
      ['JKL', 2500],
      ['MNO', 1000],
      ['PQR', 1000],
    ]);
  });

  it('refuses a quantity it could read two ways, and never takes a part of it for the code', () => {
    const { entries, problems } = parseQuickOrder('ABC 2,5\nDEF 10 20\nGHI 1,000\nJKL 1 00\nMNO 1 000 000\nPQR,1,000');
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      { line: 1, text: 'ABC 2,5', kind: 'quantity' },
      { line: 2, text: 'DEF 10 20', kind: 'quantity' },
      { line: 3, text: 'GHI 1,000', kind: 'quantity' },
      { line: 4, text: 'JKL 1 00', kind: 'quantity' },
      { line: 5, text: 'MNO 1 000 000', kind: 'quantity' },
      { line: 6, text: 'PQR,1,000', kind: 'quantity' },
    ]);
  });

  it('takes a comma after a one-word code as the separator, with or without spaces around it', () => {
    expect(parseQuickOrder('ABC, 5\n"DEF" , 6\n"GHI" 7').entries).toEqual([
      { line: 1, code: 'ABC', quantity: 5 },
      { line: 2, code: 'DEF', quantity: 6 },
      { line: 3, code: 'GHI', quantity: 7 },
    ]);
  });

  it('reads back every code and quantity however the line separates and groups them', () => {
    const code = fc.stringMatching(/^[A-Z0-9][A-Z0-9./-]{0,19}$/);
    const grouped = (quantity: number, space: string) => String(quantity).replace(/\B(?=(\d{3})+$)/g, space);
    const written = fc.constantFrom(
      (c: string, q: number) => `${c} ${q}`,
      (c: string, q: number) => `${c};${q}`,
      (c: string, q: number) => `${c}\t${q}`,
      (c: string, q: number) => `${c},${q}`,
      (c: string, q: number) => `  ${c}   ${grouped(q, ' ')}  szt.`,
      (c: string, q: number) => `${c} ${grouped(q, '\u00a0')}`,
      (c: string, q: number) => `"${c}";"${grouped(q, ' ')}"`,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(code, fc.integer({ min: 1, max: 100_000 }), written), { minLength: 1, maxLength: 20 }), (rows) => {
        const { entries, problems } = parseQuickOrder(rows.map(([c, q, write]) => write(c, q)).join('\n'));
        expect(problems).toEqual([]);
        expect(entries).toEqual(rows.map(([c, q], index) => ({ line: index + 1, code: c, quantity: q })));
      }),
    );
  });

  it('treats a header-like word after the first line as a bad line', () => {
    expect(parseQuickOrder('ABC 1\nkod ilość').problems).toEqual([{ line: 2, text: 'kod ilość', kind: 'quantity' }]);
  });
});

describe('keepLines', () => {
  it('keeps only the given lines, in order', () => {
    expect(keepLines('a 1\nb x\n\nc 2\nd 0', [4, 2])).toBe('b x\nc 2');
    expect(keepLines('a 1', [])).toBe('');
  });
});
