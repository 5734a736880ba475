import { formatPln } from '../../../domain/money';

/**
 * A Polish amount ("1 234,50 zł", "1234,50zł", "-5,50 zł") written the English way, as the shop writes
 * amounts in English (src/domain/money.ts): "PLN 1,234.50", "-PLN 5.50".
 */
export function moneyTextEn(text: string): string {
  return text.replace(/(-?)(\d{1,3}(?:[\s\u00a0]\d{3})+|\d+),(\d{2})\s?zł/g, (_, sign: string, whole: string, cents: string) =>
    formatPln(Number(`${sign}${whole.replace(/[\s\u00a0]/g, '')}.${cents}`), 'en'));
}
