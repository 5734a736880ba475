import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacters } from './controlCharacters';

describe('control and text-direction characters', () => {
  it('finds NUL, the other controls and the bidirectional overrides and isolates', () => {
    for (const text of ['a\u0000b', '\u202Eevil', 'x\u2066y\u2069', '\u0007', '\u007F', '\u009B31m']) expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('lets Polish text, tabs, line breaks and the characters of a normal address through', () => {
    for (const text of ['Zażółć gęślą jaźń', 'ul. Długa 1/2\nII piętro', 'kol.\t1', '„cytat” – myślnik', '80-827 Gdańsk', 'Ü €']) expect(hasControlCharacters(text)).toBe(false);
  });

  it('names the field, nested or in a list, and the key itself', () => {
    expect(controlCharacterPath({ comment: 'ok', address: { city: 'Gda\u202Eńsk' } })).toBe('address.city');
    expect(controlCharacterPath({ items: [{ name: 'a' }, { name: 'b' }, { name: '\u0000' }] })).toBe('items.2.name');
    expect(controlCharacterPath({ ['a\u202Eb']: 1 })).toBe('a\u202Eb');
    expect(controlCharacterPath('\u0000')).toBe('(body)');
    expect(controlCharacterPath({ quantity: 2, flags: [true, null] })).toBeNull();
  });

  it('finds the character wherever it is put into a printable text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('\u0000', '\u001B', '\u202E', '\u2067'), (before, after, control) => {
        expect(hasControlCharacters(`${before}${control}${after}`)).toBe(true);
        expect(hasControlCharacters(`${before}${after}`)).toBe(false);
      }),
    );
  });
});
