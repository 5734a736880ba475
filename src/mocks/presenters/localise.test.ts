import { describe, expect, it } from 'vitest';
import { describeHits, findPolish } from '../../../tests/shared/polishWords';
import { buildSeed } from '../db/seed';
import { amountInWordsEn } from './english/amountInWords';
import { fixedTextEn } from './english/texts';
import { catalogueTextEn, categoryNameEn } from './localise';

const seed = buildSeed({ today: new Date('2026-06-15T00:00:00Z') });

describe('the catalogue in English', () => {
  it('names every category, product, attribute and unit in English, brands and models kept', () => {
    const problems = new Set<string>();
    const check = (english: string, polish: string) => {
      for (const line of describeHits(findPolish(english), polish)) problems.add(line);
    };
    for (const category of seed.categories) check(categoryNameEn(category.name), category.name);
    for (const product of seed.products) {
      check(catalogueTextEn(product.name, seed), product.name);
      check(catalogueTextEn(product.uom, seed), product.uom);
      for (const attribute of product.attributes) {
        check(catalogueTextEn(attribute.name, seed), attribute.name);
        check(catalogueTextEn(attribute.value, seed), attribute.value);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('keeps the brand and the model and translates the generic words', () => {
    expect(catalogueTextEn('Toner zamienny Black Point do HP CF232A purpurowy (1000 str.)', seed)).toBe('Compatible toner Black Point for HP CF232A magenta (1000 pages)');
    expect(catalogueTextEn('Długopis żelowy Pilot G-1 0,7 mm zielony', seed)).toBe('Gel pen Pilot G-1 0,7 mm green');
    expect(catalogueTextEn('Woda mineralna Żywiec Zdrój niegazowana 6 × 1,5 l', seed)).toBe('Mineral water Żywiec Zdrój still 6 × 1,5 l');
    expect(catalogueTextEn('Płyn czyszczący do WC Tytan Green 5 l', seed)).toBe('Toilet cleaner Tytan Green 5 l');
  });

  it('leaves what it does not know as it is', () => {
    expect(catalogueTextEn('Marketing', seed)).toBe('Marketing');
    expect(fixedTextEn('Coś, co wpisał klient', (text) => text)).toBeNull();
  });
});

describe('fixed texts in English', () => {
  it('translates whole texts and the parts of patterns', () => {
    expect(fixedTextEn('Oczekuje na akceptację', (text) => text)).toBe('Awaiting approval');
    expect(fixedTextEn('Ostatnie sztuki (3 ryzy)', (text) => catalogueTextEn(text, seed))).toBe('Last items (3 reams)');
    expect(fixedTextEn('Powód reklamacji: Tusz wyciekł w opakowaniu.\n- Uszkodzenie w transporcie', (text) => text))
      .toBe('Reason for the complaint: The ink leaked in the packaging.\n- Damaged in transit');
  });

  it('writes an amount in English words', () => {
    expect(amountInWordsEn(4831.29)).toBe('four thousand eight hundred and thirty-one zloty 29/100');
    expect(amountInWordsEn(1_000_012)).toBe('one million and twelve zloty 00/100');
    expect(amountInWordsEn(0.5)).toBe('zero zloty 50/100');
  });
});
