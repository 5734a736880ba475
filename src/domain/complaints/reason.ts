/**
 * The reason text sent with a complained item (spec §5): "The reason text is prefixed with the serial
 * number when there is one, then "Powód reklamacji" (complaints) or "Dlaczego zwracasz?" (returns),
 * followed by the additional list."
 *
 * How this reads it: the text the server stores (and the shop's staff read) is built in that order,
 * one part per line —
 *
 *   Numer seryjny: CN48A1B2C3          ← only when a serial number was given
 *   Powód reklamacji: <what the customer wrote>
 *   - Uszkodzenie w transporcie        ← each entry of the additional list (the predefined reasons)
 *   - Brakujące elementy lub ilość
 *
 * For a return the heading is the question "Dlaczego zwracasz?", followed by the answer after a space
 * (no colon after a question mark). With only the additional list the heading ("Powód reklamacji:",
"Dlaczego zwracasz?") stands alone above it.
 * The text is Polish whatever the screen's language: it is read by the shop's staff in Poland. With
 * neither a reason nor an additional-list entry there is no reason at all (''), whatever the serial
 * number: such an item is not complete (items.ts) and is never sent.
 */
import type { ComplaintType } from '../../generated/model';
import { RETURN } from './constants';

/** The heading of the reason by type (spec §5, word for word). */
export const REASON_HEADINGS: Record<ComplaintType, string> = {
  'R-nt': 'Powód reklamacji',
  RZ: 'Dlaczego zwracasz?',
};

export const SERIAL_NUMBER_PREFIX = 'Numer seryjny:';

export interface ReasonParts {
  reason?: string | null;
  additionalList?: readonly string[] | null;
  serialNumber?: string | null;
}

/** The additional-list entries that say something (trimmed, blanks and repeats left out). */
export function additionalListEntries(list: readonly string[] | null | undefined): string[] {
  return [...new Set((list ?? []).map((entry) => entry.trim()).filter(Boolean))];
}

/** Whether an item says why: a reason written or an additional-list entry chosen. */
export function hasReason(parts: ReasonParts): boolean {
  return Boolean(parts.reason?.trim()) || additionalListEntries(parts.additionalList).length > 0;
}

/** The reason text of spec §5 (see above); '' when the item gives no reason. */
export function buildComplaintReason(type: ComplaintType, parts: ReasonParts): string {
  if (!hasReason(parts)) return '';
  const heading = REASON_HEADINGS[type];
  const written = parts.reason?.trim() ?? '';
  const separator = type === RETURN ? ' ' : ': ';
  const lines: string[] = [];
  const serial = parts.serialNumber?.trim();
  if (serial) lines.push(`${SERIAL_NUMBER_PREFIX} ${serial}`);
  lines.push(written ? `${heading}${separator}${written}` : `${heading}${separator.trimEnd()}`);
  for (const entry of additionalListEntries(parts.additionalList)) lines.push(`- ${entry}`);
  return lines.join('\n');
}
