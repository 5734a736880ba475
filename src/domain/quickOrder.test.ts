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
