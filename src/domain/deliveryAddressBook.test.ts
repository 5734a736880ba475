import { describe, expect, it } from 'vitest';
import { defaultOf, deleteFromBook, withDefault } from './deliveryAddressBook';

const book = [
  { id: 301, isDefault: true, name: 'Biuro' },
  { id: 302, isDefault: false, name: 'Salon' },
  { id: 303, isDefault: false, name: 'Magazyn' },
];

describe('deleteFromBook', () => {
  it('deletes an ordinary address and keeps the default', () => {
    const outcome = deleteFromBook(book, 302);
    expect(outcome).toEqual({ ok: true, book: [book[0], book[2]], newDefault: null });
  });

  it('makes the first remaining address the default when the default goes', () => {
    const outcome = deleteFromBook(book, 301);
    expect(outcome.ok && outcome.newDefault?.id).toBe(302);
    expect(outcome.ok && outcome.book.map((entry) => [entry.id, entry.isDefault])).toEqual([[302, true], [303, false]]);
  });

  it('treats the first address as the default of a book with none marked', () => {
    const unmarked = book.map((entry) => ({ ...entry, isDefault: false }));
    const outcome = deleteFromBook(unmarked, 301);
    expect(outcome.ok && outcome.newDefault?.id).toBe(302);
  });

  it('refuses the only address and an address not in the book', () => {
    expect(deleteFromBook([book[0]], 301)).toEqual({ ok: false, reason: 'lastAddress' });
    expect(deleteFromBook(book, 999)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('does not change the book it was given', () => {
    deleteFromBook(book, 301);
    expect(book.map((entry) => entry.isDefault)).toEqual([true, false, false]);
  });
});

describe('withDefault', () => {
  it('leaves exactly one default', () => {
    const changed = withDefault(book, 303)!;
    expect(changed.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([303]);
    expect(defaultOf(changed)?.name).toBe('Magazyn');
  });

  it('answers null for an address not in the book', () => {
    expect(withDefault(book, 404)).toBeNull();
  });
});
