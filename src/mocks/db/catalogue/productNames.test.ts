import { describe, expect, it } from 'vitest';
import { catalogueTextEn } from '../../presenters/localise';
import { buildSeed } from '../seed';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });
const wines = seed.products.filter((product) => product.name.startsWith('Wino '));

/** The colour a grape (or blend) makes: red grapes red or rosé, white grapes white. */
const COLOURS: Record<string, readonly string[]> = {
  California: ['czerwone', 'różowe'],
  'Cabernet Sauvignon': ['czerwone', 'różowe'],
  Merlot: ['czerwone', 'różowe'],
  Zinfandel: ['czerwone', 'różowe'],
  Chardonnay: ['białe'],
  Solaris: ['białe'],
};

describe('the wines of the catalogue', () => {
  it('give each grape a colour it can have (no "Chardonnay czerwone" or "Merlot białe")', () => {
    expect(wines.length).toBeGreaterThan(10);
    for (const wine of wines) {
      const grape = Object.keys(COLOURS).find((name) => wine.name.includes(` ${name} `));
      expect(grape, wine.name).toBeDefined();
      const colour = /(czerwone|białe|różowe) (?:wytrawne|półwytrawne|półsłodkie|słodkie),/.exec(wine.name)?.[1];
      expect(COLOURS[grape!], wine.name).toContain(colour);
    }
  });

  it('reads in English as rosé, not pink', () => {
    const rose = wines.find((wine) => wine.name.includes('różowe'))!;
    expect(catalogueTextEn(rose.name, seed)).toMatch(/^Wine Sutter Home Zinfandel rosé (dry|medium dry|medium sweet|sweet), 0,75 l$/);
  });
});

describe('other generated names', () => {
  it('sell milk by the litre with the fat content milk has', () => {
    const milk = seed.products.filter((product) => product.name.startsWith('Mleko '));
    expect(milk.length).toBeGreaterThan(5);
    for (const { name } of milk) expect(name, name).toMatch(/^Mleko UHT (?:bez laktozy |BIO )?\S+ (1,5|2|3,2)%, (1|0,5) l(?: – .*)?$/);
  });

  it('give work clothes a colour that agrees with any garment ("kolor szary", not "Polar roboczy, szara")', () => {
    const clothes = seed.products.filter((product) => /^(Kamizelka ostrzegawcza|Kurtka robocza|Spodnie robocze|Polar roboczy) /.test(product.name));
    expect(clothes.length).toBeGreaterThan(10);
    for (const { name } of clothes) expect(name, name).toMatch(/, kolor (żółty|pomarańczowy|szary)$/);
  });
});
