/**
 * The id of a record as a detail page's address holds it ("/moje-konto/zamowienia/1207" → 1207); null
 * when that part of the address cannot be one: orders, invoices, offers, complaints and shopping lists
 * have whole positive numbers, written in digits ("abc", "0", "1e3", "12.0" and "0x1F" are none).
 */
export function recordIdOf(part: string | undefined): number | null {
  if (!part || !/^[1-9]\d*$/.test(part)) return null;
  const id = Number(part);
  return Number.isSafeInteger(id) ? id : null;
}
