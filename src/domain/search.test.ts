import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './controlCharacters';
import { isEmptyPhrase, normalizePhrase, searchQuery, slugifyPhrase } from './search';
import { readSearchCriteria, searchApiParams, searchKind } from './searchPage';

describe('phrases', () => {
  it('trims and collapses spaces', () => {
    expect(normalizePhrase('  papier   ksero ')).toBe('papier ksero');
  });
  it('drops control and text-direction characters, so an address with them searches for the rest', () => {
    expect(normalizePhrase('\u0000papier\u202E ksero\u001B')).toBe('papier ksero');
    expect(readSearchCriteria(new URLSearchParams('query=%00'))).toEqual({});
    expect(searchKind(readSearchCriteria(new URLSearchParams('query=%00')))).toBe('none');
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const phrase = normalizePhrase(text);
      expect(hasControlCharacters(phrase)).toBe(false);
      expect(phrase).toBe(phrase.trim());
    }));
  });
  it('treats only spaces as empty', () => {
    expect(isEmptyPhrase('   ')).toBe(true);
    expect(isEmptyPhrase('a')).toBe(false);
  });
  it('slugifies with Polish letters folded', () => {
    expect(slugifyPhrase('Papier ksero')).toBe('papier-ksero');
    expect(slugifyPhrase('  Ołówek   ŻÓŁTY! ')).toBe('olowek-zolty');
    expect(slugifyPhrase('Krzesło biurowe / obrotowe')).toBe('krzeslo-biurowe-obrotowe');
    expect(slugifyPhrase('ąćęłńóśźż')).toBe('acelnoszz');
    expect(slugifyPhrase('!!!')).toBe('');
  });
});

describe('search criteria', () => {
  it('reads the named route "search" parameters', () => {
    const criteria = readSearchCriteria(new URLSearchParams('query=%20papier%20&inkAndTonersOnly=true&categories[]=3&categories[]=x&categories[]=3'));
    expect(criteria).toEqual({ query: 'papier', inkAndTonersOnly: true, categoryIds: [3] });
  });
  it('writes categories[] and inkAndTonersOnly=true', () => {
    expect(searchQuery({ deviceBrand: 'HP', deviceModel: 'LaserJet', inkAndTonersOnly: true, categoryIds: [1, 2] })).toEqual({
      deviceBrand: 'HP', deviceModel: 'LaserJet', inkAndTonersOnly: 'true', 'categories[]': ['1', '2'],
    });
  });
  it('names the kind of search', () => {
    expect(searchKind({ query: 'x', oemCode: 'y' })).toBe('phrase');
    expect(searchKind({ oemCode: 'CF259A' })).toBe('oemCode');
    expect(searchKind({ device: 'HP LaserJet' })).toBe('device');
    expect(searchKind({ deviceBrand: 'HP', deviceModel: 'M404' })).toBe('brandModel');
    expect(searchKind({ deviceBrand: 'HP' })).toBe('none');
    expect(searchKind({ inkAndTonersOnly: true })).toBe('inkAndToners');
  });
  it('sends device brand and model only together', () => {
    expect(searchApiParams({ deviceBrand: 'HP' })).toEqual({});
    expect(searchApiParams({ deviceBrand: 'HP', deviceModel: 'M404', inkAndTonersOnly: true })).toEqual({ deviceBrand: 'HP', deviceModel: 'M404', inkAndTonersOnly: true });
  });
});
