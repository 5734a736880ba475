/**
 * The Polish plural form for a count: 1 → one; ending in 2–4 except 12–14 → few; otherwise many
 * (1 złoty, 2 złote, 5 złotych, 12 złotych, 22 złote, 101 złotych; 1 ryza, 3 ryzy, 5 ryz).
 * The one rule for amounts in words, units after a number and the demo API's texts.
 */
export function polishPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}
