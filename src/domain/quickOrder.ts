/**
 * Quick order (cart page): the buyer pastes lines "KOD ILOŚĆ" — or "KOD;ILOŚĆ", "KOD,ILOŚĆ", tab
 * separated, or a CSV file's text — and the valid lines go to the cart in one request. Lines keep
 * their numbers so every problem is reported where the buyer wrote it.
 */
export interface QuickOrderEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  code: string;
  quantity: number;
}

export type QuickOrderProblemKind = 'quantity' | 'format';

export interface QuickOrderProblem {
  line: number;
  /** The line as written (trimmed). */
  text: string;
  kind: QuickOrderProblemKind;
}

export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  problems: QuickOrderProblem[];
}

/** Limits of the contract (QuickOrderRequest / QuickOrderLine). */
export const QUICK_ORDER_MAX_LINES = 500;
export const QUICK_ORDER_MAX_QUANTITY = 100_000;
export const QUICK_ORDER_MAX_CODE_LENGTH = 50;

/** A CSV file's header row ("kod;ilość", "code,quantity", "symbol;ilosc"...) is not an order line. */
const HEADER = /^(kod|code|symbol|indeks|index|sku|ean)\b/i;

const unquote = (cell: string) => cell.trim().replace(/^"(.*)"$/, '$1').trim();

/** Splits a line into cells: by ; , or tab when one is there (CSV), else by spaces. */
function cells(line: string): string[] {
  const separator = /[;\t]/.test(line) ? /[;\t]/ : line.includes(',') ? /,/ : /\s+/;
  return line.split(separator).map(unquote).filter((cell) => cell !== '');
}

/** Parses pasted text or a CSV file's text; blank lines are skipped, line numbers kept. */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const entries: QuickOrderEntry[] = [];
  const problems: QuickOrderProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const written = raw.trim();
    if (written === '') return;
    const [code = '', quantityText = ''] = cells(written);
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (entries.length === 0 && problems.length === 0 && Number.isNaN(quantity) && HEADER.test(code)) return;
    if (code === '' || code.length > QUICK_ORDER_MAX_CODE_LENGTH || quantityText === '') {
      problems.push({ line, text: written, kind: 'format' });
    } else if (!(quantity >= 1 && quantity <= QUICK_ORDER_MAX_QUANTITY)) {
      problems.push({ line, text: written, kind: 'quantity' });
    } else {
      entries.push({ line, code, quantity });
    }
  });
  return { entries, problems };
}

/** The lines of `text` with the given numbers, in their order: what stays in the field to be fixed. */
export function keepLines(text: string, lineNumbers: Iterable<number>): string {
  const keep = new Set(lineNumbers);
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((_, index) => keep.has(index + 1))
    .join('\n');
}
