import type { MoneyLocale } from './money';

/**
 * A money amount a person types into a form (a cost centre's limit, an approval threshold), read in
 * the language of the interface:
 * - Polish: "5000", "5 000", "5 000,50"; a dot before one or two last digits is a decimal point too
 *   ("1234.5");
 * - English: "5000", "5,000", "5,000.50", "5 000.50"; a comma before one or two last digits is a
 *   decimal comma too ("1234,5").
 * Spaces group thousands in both (in groups of three: "5 00" is a slip, not five hundred), and
 * "zł" or "PLN" around the amount is allowed. What could be read two ways is refused, never
 * guessed: "5,000" in Polish (five, or five thousand?) and "5.000" in both languages. At most two
 * decimal places (grosze); no sign.
 */

const CURRENCY = /^(?:pln\s*)?(.*?)(?:\s*(?:zł|pln))?$/i;
const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?$/;
const ENGLISH_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/** The amount typed: a number, null for an empty field, NaN for what is not an amount. */
export function parseTypedAmount(text: string, locale: MoneyLocale): number | null {
  const bare = (CURRENCY.exec(text.trim())?.[1] ?? '').replace(/[\u00a0\u202f]/g, ' ');
  if (bare === '') return null;
  const digits = SPACE_GROUPED.test(bare) ? bare.replace(/ /g, '') : bare;
  if (PLAIN.test(digits)) return Number(digits.replace(',', '.'));
  if (locale === 'en' && ENGLISH_GROUPED.test(digits)) return Number(digits.replace(/,/g, ''));
  return Number.NaN;
}

/** An amount as a form's field shows it to be changed: "1234,50" in Polish, "1234.50" in English, whole amounts without decimals. */
export function amountFieldText(amount: number | null, locale: MoneyLocale): string {
  if (amount === null) return '';
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return locale === 'pl' ? text.replace('.', ',') : text;
}
