/**
 * An amount in English words, as an invoice writes it (British usage: "and" before the tens of each
 * group of three, and before a last group under a hundred): 4831.29 → "four thousand eight hundred
 * and thirty-one zloty 29/100". The English companion of amountInWords.ts.
 */
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

/** 1–99 in words: "seven", "forty-two". */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n];
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${UNITS[n % 10]}` : TENS[Math.floor(n / 10)];
}

/** 1–999 in words: "three hundred and five", "twelve". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return rest ? `${UNITS[hundreds]} hundred and ${belowHundred(rest)}` : `${UNITS[hundreds]} hundred`;
}

/** A whole number in English words: 0 → "zero", 1_000_012 → "one million and twelve". */
export function integerInWordsEn(value: number): string {
  let rest = Math.floor(Math.abs(value));
  if (rest === 0) return 'zero';
  const groups: number[] = [];
  for (; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale -= 1) {
    const group = groups[scale];
    if (!group) continue;
    // "one thousand and five": a last group under a hundred after larger ones takes "and".
    const and = scale === 0 && group < 100 && words.length ? 'and ' : '';
    words.push(`${and}${belowThousand(group)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
  }
  return words.join(' ');
}

/** An amount in złoty as an English invoice writes it in words: "two hundred and fifty zloty 00/100", "minus five zloty 50/100". */
export function amountInWordsEn(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const zloty = Math.floor(cents / 100);
  return `${amount < 0 && cents > 0 ? 'minus ' : ''}${integerInWordsEn(zloty)} zloty ${String(cents % 100).padStart(2, '0')}/100`;
}
