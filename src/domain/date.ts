/** Dates as the shop shows them: "20.11.2026" (pl) or "20/11/2026" (en). */
const SEPARATOR = { pl: '.', en: '/' } as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Formats an ISO date (`2026-11-20`); anything unreadable is returned as given. Built by hand, not
 * with Intl.DateTimeFormat: making a formatter costs a long task on a phone, for one fixed pattern.
 */
export function formatDate(iso: string, locale: 'pl' | 'en' = 'pl'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return [twoDigits(date.getUTCDate()), twoDigits(date.getUTCMonth() + 1), String(date.getUTCFullYear())].join(SEPARATOR[locale]);
}

/** Month abbreviations as Intl writes them in a "medium" date. */
const SHORT_MONTHS = {
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
} as const;

/**
 * A moment's day in the viewer's time zone as the account's lists show it: "5 lis 2026" (pl) or
 * "5 Nov 2026" (en), what Intl.DateTimeFormat writes with dateStyle "medium". Built by hand for the
 * reason formatDate is: the first Intl date or number format a page makes costs a phone a long task,
 * and a list would make it while drawing its first page. Anything unreadable is returned as given.
 */
export function formatMediumDate(value: string | Date, locale: 'pl' | 'en' = 'pl'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getDate()} ${SHORT_MONTHS[locale][date.getMonth()]} ${date.getFullYear()}`;
}
