import type { Locale } from '../../routing/routes';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** When a message was sent, in the page's language: "25.11.2026, 09:30" / "25 Nov 2026, 09:30". */
export function formatSentAt(iso: string, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
