/**
 * Quick order (cart page): the buyer pastes lines "KOD ILOŚĆ" — or "KOD;ILOŚĆ", "KOD,ILOŚĆ", tab
 * separated, or a CSV file's text — and the valid lines go to the cart in one request. A line read
 * two ways is refused, never guessed: "ABC 10 20" or "ABC 2,5" is a bad quantity. Lines keep
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

/** A quantity as written: digits, or digits grouped by thousands with spaces, as Polish writes them ("1 000", "12 500"). */
const QUANTITY = /^(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)$/;
/** A word after the quantity names its unit ("10 szt."): the cart counts in the product's own unit. */
const UNIT_WORD = /^\p{L}[\p{L}.]*$/u;

/**
 * The code and the quantity's text of a line. Split by ; or tab when one is there (CSV); by commas
 * when the code before the first comma is one word ("ABC,5", a CSV file's line); else by spaces,
 * the code first and the rest the quantity: "ABC 1 000" is a thousand, and "ABC 2,5" a quantity
 * that is not whole, not the code "ABC 2".
 */
function codeAndQuantity(line: string): [code: string, quantity: string] {
  const csv = /[;\t]/.test(line) ? /[;\t]/ : line.includes(',') && !/\s/.test(unquote(line.slice(0, line.indexOf(',')))) ? /,/ : null;
  if (csv) {
    const [code = '', quantity = '', next = ''] = line.split(csv).map(unquote).filter((cell) => cell !== '');
    // "ABC,1,000": a thousand grouped by a comma, or 1 and another column? Kept whole, it is refused.
    return [code, csv.source === ',' && /^\d{3}$/.test(next) ? `${quantity},${next}` : quantity];
  }
  const [code = '', ...rest] = line.split(/\s+/);
  while (rest.length > 1 && UNIT_WORD.test(rest[rest.length - 1])) rest.pop();
  return [unquote(code), rest.join(' ')];
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
    const [code, quantityText] = codeAndQuantity(written);
    const quantity = QUANTITY.test(quantityText) ? Number(quantityText.replace(/\D/g, '')) : Number.NaN;
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
