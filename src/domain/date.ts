/** Dates as the shop shows them: "20.11.2026" (pl) or "20/11/2026" (en). */
const LOCALE_TAGS = { pl: 'pl-PL', en: 'en-GB' } as const;
/** Made on first use: creating a formatter is costly, and many pages show no date at all. */
const formats: Partial<Record<'pl' | 'en', Intl.DateTimeFormat>> = {};
const formatFor = (locale: 'pl' | 'en') =>
  (formats[locale] ??= new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));

/** Formats an ISO date (`2026-11-20`); anything unreadable is returned as given. */
export function formatDate(iso: string, locale: 'pl' | 'en' = 'pl'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? iso : formatFor(locale).format(date);
}
