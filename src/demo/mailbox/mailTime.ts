import { formatDateTime } from '../../domain/format/date';
import type { Locale } from '../../routing/routes';

/** When a message was sent, in the page's language and the shop's time: "25.11.2026, 09:30" / "25/11/2026, 09:30". */
export function formatSentAt(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale);
}
