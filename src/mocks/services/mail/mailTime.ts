import { formatDateTime, formatTime, type FormatLocale } from '../../../domain/format/date';

/** A moment as an e-mail names it: "14.05.2026, 09:30" / "14/05/2026, 09:30", in the shop's time zone (Warsaw). */
export function warsawDateTime(iso: string, locale: FormatLocale = 'pl'): string {
  return formatDateTime(iso, locale);
}

/** Only the hour ("09:30"), for links that live less than a day. */
export function warsawTime(iso: string): string {
  return formatTime(iso);
}
