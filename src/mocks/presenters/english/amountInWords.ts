/** An amount in English words, as an invoice writes it: "four thousand eight hundred thirty-one zloty 29/100". */
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${UNITS[hundreds]} hundred`);
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${UNITS[rest % 10]}` : TENS[Math.floor(rest / 10)]);
  else if (rest) words.push(UNITS[rest]);
  return words.join(' ');
}

export function amountInWordsEn(amount: number): string {
  const grosze = Math.round(Math.abs(amount) * 100);
  let zloty = Math.floor(grosze / 100);
  const parts: string[] = [];
  for (let scale = 0; zloty > 0; scale += 1, zloty = Math.floor(zloty / 1000)) {
    const group = zloty % 1000;
    if (group) parts.unshift(`${belowThousand(group)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
  }
  const words = parts.length ? parts.join(' ') : 'zero';
  return `${amount < 0 ? 'minus ' : ''}${words} zloty ${String(grosze % 100).padStart(2, '0')}/100`;
}
