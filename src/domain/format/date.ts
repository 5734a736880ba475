/**
 * Dates and times as the shop writes them, in both languages and in the shop's time zone (Warsaw):
 * "20.11.2026" / "20/11/2026", "20.11.2026, 09:30" / "20/11/2026, 09:30", "20 listopada 2026" /
 * "20 November 2026". Built by hand, not with Intl.DateTimeFormat: the first Intl format a page makes
 * costs a phone a long task, and lists, tiles and prices are drawn while a page starts. Anything
 * unreadable is returned as given.
 */
import { numericDay, twoDigits, type FormatLocale } from './calendarDate';
import { readMoment, shopWallClock } from './shopTime';

export { formatDate, type FormatLocale } from './calendarDate';

/** The day of a moment in Warsaw: "20.11.2026" / "20/11/2026" (an order placed at 23:30 UTC is the next day). */
export function formatDay(value: string | Date, locale: FormatLocale = 'pl'): string {
  const moment = readMoment(value);
  return moment ? numericDay(shopWallClock(moment), locale) : String(value);
}

/** The time of a moment in Warsaw: "09:30". */
export function formatTime(value: string | Date): string {
  const moment = readMoment(value);
  if (!moment) return String(value);
  const clock = shopWallClock(moment);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** Day and time of a moment in Warsaw: "20.11.2026, 09:30" / "20/11/2026, 09:30". */
export function formatDateTime(value: string | Date, locale: FormatLocale = 'pl'): string {
  const moment = readMoment(value);
  if (!moment) return String(value);
  return `${formatDay(moment, locale)}, ${formatTime(moment)}`;
}

const MONTHS = {
  /** "20 listopada 2026": the genitive, as a day of the month is read. */
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;

/** "listopad 2026": a month on its own. */
const MONTHS_ALONE = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'] as const;

const SHORT_MONTHS = {
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const WEEKDAYS = {
  pl: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/**
 * A day written out: "20 listopada 2026" / "20 November 2026"; with the weekday "piątek, 20 listopada
 * 2026" / "Friday, 20 November 2026". A bare ISO date keeps its day.
 */
export function formatLongDate(value: string | Date, locale: FormatLocale = 'pl', options: { weekday?: boolean } = {}): string {
  const moment = readMoment(value);
  if (!moment) return String(value);
  const clock = shopWallClock(moment);
  const day = `${clock.day} ${MONTHS[locale][clock.month - 1]} ${clock.year}`;
  if (!options.weekday) return day;
  return `${WEEKDAYS[locale][clock.weekday]}, ${day}`;
}

/** A month (`2026-11`): "lis 26" / "Nov 26" (short, a chart's axis) or "listopad 2026" / "November 2026". */
export function formatMonth(month: string, locale: FormatLocale = 'pl', style: 'short' | 'long' = 'long'): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) return month;
  if (style === 'short') return `${SHORT_MONTHS[locale][index]} ${match[1]!.slice(2)}`;
  return `${locale === 'pl' ? MONTHS_ALONE[index] : MONTHS.en[index]} ${match[1]}`;
}
