/**
 * An amount in Polish words, as a Polish invoice writes it under "Słownie": the złoty in words
 * with the right plural form and the grosze as a fraction, e.g. 1234,56 →
 * "jeden tysiąc dwieście trzydzieści cztery złote 56/100".
 */
import { polishPlural } from './polishPlural';

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście'];
const TENS = ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'];
const HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];

/** [one, few (2–4), many] forms of each power of a thousand: 10^0 (złoty itself is added apart), 10^3, 10^6, 10^9. */
const SCALES: [string, string, string][] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
];

/** 1–999 in words. */
function hundredsInWords(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], UNITS[rest % 10]);
  return words.filter(Boolean);
}

/** A whole number (0 … 999 999 999 999) in Polish words: 0 → "zero". */
export function integerInWords(value: number): string {
  const n = Math.trunc(Math.abs(value));
  if (n === 0) return 'zero';
  if (n >= 1e12) throw new RangeError('Kwota jest zbyt duża, aby zapisać ją słownie.');
  const words: string[] = [];
  for (let scale = SCALES.length - 1; scale >= 0; scale -= 1) {
    const group = Math.floor(n / 1000 ** scale) % 1000;
    if (group === 0) continue;
    // "tysiąc", not "jeden tysiąc"? Invoices write "jeden tysiąc" so that nothing can be added in front.
    words.push(...hundredsInWords(group));
    if (scale > 0) words.push(polishPlural(group, SCALES[scale]));
  }
  return words.join(' ');
}

/** An amount in złoty in words with the grosze as "NN/100"; a negative amount (a correction) starts with "minus". */
export function amountInWords(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const zloty = Math.floor(cents / 100);
  const grosze = String(cents % 100).padStart(2, '0');
  const sign = amount < 0 && cents > 0 ? 'minus ' : '';
  return `${sign}${integerInWords(zloty)} ${polishPlural(zloty, ['złoty', 'złote', 'złotych'])} ${grosze}/100`;
}
