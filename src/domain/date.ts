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
