import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence';

describe('endSentence', () => {
  it('adds a full stop after a plain word', () => {
    expect(endSentence('Zachowano poprzednią ilość: 12 ryz')).toBe('Zachowano poprzednią ilość: 12 ryz.');
    expect(endSentence('The previous quantity is kept: 3 packs ')).toBe('The previous quantity is kept: 3 packs.');
  });

  it('adds none after an abbreviation that ends with a full stop, or after other closing marks', () => {
    expect(endSentence('Najbliższa dozwolona ilość to 12 szt.')).toBe('Najbliższa dozwolona ilość to 12 szt.');
    expect(endSentence('Zachowano poprzednią ilość: 2 opak.')).toBe('Zachowano poprzednią ilość: 2 opak.');
    expect(endSentence('Gotowe!')).toBe('Gotowe!');
    expect(endSentence('Czy na pewno?')).toBe('Czy na pewno?');
    expect(endSentence('I tak dalej…')).toBe('I tak dalej…');
  });
});
