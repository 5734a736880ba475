/**
 * Amounts, days and percentages on a page or in a document that are not written the way the language
 * writes them (src/domain/format/, src/domain/money.ts): "1 234,50 zł", "26.11.2026", "46,6%" in
 * Polish; "PLN 1,234.50", "26/11/2026", "46.6%" in English.
 */
const AMOUNT = /(?:-?PLN[\s\u00a0]*\d+(?:[,.\u00a0 ]\d{2,3})*|-?\d+(?:[,.\u00a0 ]\d{2,3})*[\s\u00a0]*zł)/g;
const DAY = /\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b/g;
const PERCENT = /\d+[.,]\d+\s?%/g;

const WRITTEN = {
  pl: { amount: /^-?\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0zł$|^-?\d{4},\d{2}\u00a0zł$/, day: /^\d{2}\.\d{2}\.\d{4}$/, percent: /^\d+,\d+%$/ },
  en: { amount: /^-?PLN\u00a0\d{1,3}(?:,\d{3})*\.\d{2}$/, day: /^\d{2}\/\d{2}\/\d{4}$/, percent: /^\d+\.\d+%$/ },
} as const;

/** Each amount, day or percentage of `text` written otherwise than `locale` writes it. */
export function formatProblems(text: string, locale: 'pl' | 'en'): string[] {
  const written = WRITTEN[locale];
  const problems: string[] = [];
  for (const [kind, pattern] of [['amount', AMOUNT], ['day', DAY], ['percent', PERCENT]] as const) {
    for (const [match] of text.matchAll(pattern)) {
      const value = match.trim().replace(/ /g, '\u00a0');
      if (!written[kind].test(value)) problems.push(`${kind} "${match.trim()}"`);
    }
  }
  return problems;
}
