/**
 * The delivery-address book's rules: exactly one address is the default, the book keeps at least one
 * address, and deleting the default address makes the first of the others (in the book's order) the
 * default. The demo API applies them; the addresses screen reads them to say what a deletion will do.
 */

export interface BookEntry {
  id: number;
  isDefault: boolean;
}

export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'Nie znaleziono adresu dostawy.',
  lastAddress: 'To jedyny adres dostawy. Dodaj inny, zanim usuniesz ten.',
  deleted: 'Adres dostawy został usunięty.',
  deletedNewDefault: (name: string) => `Adres dostawy został usunięty. Domyślnym adresem jest teraz: ${name}.`,
  defaultSet: (name: string) => `Adres „${name}” jest teraz domyślnym adresem dostawy.`,
} as const;

export type DeletionOutcome<T extends BookEntry> =
  | { ok: true; book: T[]; newDefault: T | null }
  | { ok: false; reason: 'notFound' | 'lastAddress' };

/** The default address: the one marked, else the first (a book never shows none). */
export const defaultOf = <T extends BookEntry>(book: readonly T[]): T | undefined => book.find((entry) => entry.isDefault) ?? book[0];

/**
 * What deleting `id` leaves: the book without it, and — when it was the default — the entry that
 * becomes the default (`newDefault`, else null). The only address cannot be deleted.
 */
export function deleteFromBook<T extends BookEntry>(book: readonly T[], id: number): DeletionOutcome<T> {
  const target = book.find((entry) => entry.id === id);
  if (!target) return { ok: false, reason: 'notFound' };
  if (book.length === 1) return { ok: false, reason: 'lastAddress' };
  const wasDefault = defaultOf(book)?.id === id;
  const rest = book.filter((entry) => entry.id !== id).map((entry) => ({ ...entry }));
  if (!wasDefault) return { ok: true, book: rest, newDefault: null };
  rest.forEach((entry, index) => (entry.isDefault = index === 0));
  return { ok: true, book: rest, newDefault: rest[0] };
}

/** The book with `id` as its only default address; null when the book has no such address. */
export function withDefault<T extends BookEntry>(book: readonly T[], id: number): T[] | null {
  if (!book.some((entry) => entry.id === id)) return null;
  return book.map((entry) => ({ ...entry, isDefault: entry.id === id }));
}
