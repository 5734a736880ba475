import { describe, expect, it } from 'vitest';
import { foldDiacritics, plural, searchWords, slugify } from './text';

describe('Polish text helpers', () => {
  it('folds diacritics and makes ASCII slugs', () => {
    expect(slugify('Artykuły biurowe')).toBe('artykuly-biurowe');
    expect(slugify('Środki czystości')).toBe('srodki-czystosci');
    expect(slugify('Papier ksero A4 80 g/m², 500 ark.')).toBe('papier-ksero-a4-80-g-m2-500-ark');
    expect(slugify('Kawa Lavazza Qualità Oro – Nescafé')).toBe('kawa-lavazza-qualita-oro-nescafe');
    expect(foldDiacritics('ZAŻÓŁĆ GĘŚLĄ JAŹŃ')).toBe('ZAZOLC GESLA JAZN');
  });

  it('splits words for prefix search, keeping hyphenated and decimal parts', () => {
    expect(searchWords('Długopis żelowy Pilot G-2 0,7 mm')).toEqual(['dlugopis', 'zelowy', 'pilot', 'g-2', 'g2', 'g', '2', '0,7', '07', '0', '7', 'mm']);
  });

  it('chooses Polish plural forms', () => {
    expect([1, 2, 5, 12, 22, 25].map((n) => plural(n, 'ryza', 'ryzy', 'ryz'))).toEqual(['ryza', 'ryzy', 'ryz', 'ryz', 'ryzy', 'ryz']);
  });
});
