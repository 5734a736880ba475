/** Dates as the shop shows them: "20.11.2026" (pl) or "20/11/2026" (en). */
const formats = {
  pl: new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
} as const;

/** Formats an ISO date (`2026-11-20`); anything unreadable is returned as given. */
export function formatDate(iso: string, locale: 'pl' | 'en' = 'pl'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? iso : formats[locale].format(date);
}
