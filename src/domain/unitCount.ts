/**
 * A unit of measure as it reads after a number: "1 ryza", "2 ryzy", "5 ryz", "2,5 ryzy"; "1 ream",
 * "2 reams". Abbreviations ("szt.", "opak.", "pcs", "kg") read the same after any number.
 */

import { polishPlural } from './polishPlural';

/** Polish units that are words: after 1, after 2–4 (22–24…), after 5+ (and 12–14), after a fraction. */
const POLISH_FORMS: Record<string, readonly [one: string, few: string, many: string, fraction: string]> = {
  ryza: ['ryza', 'ryzy', 'ryz', 'ryzy'],
  zgrzewka: ['zgrzewka', 'zgrzewki', 'zgrzewek', 'zgrzewki'],
  karton: ['karton', 'kartony', 'kartonów', 'kartonu'],
  paleta: ['paleta', 'palety', 'palet', 'palety'],
  rolka: ['rolka', 'rolki', 'rolek', 'rolki'],
  bloczek: ['bloczek', 'bloczki', 'bloczków', 'bloczka'],
};

/** English units that are words, with their plurals (after anything but exactly 1). */
const ENGLISH_PLURALS: Record<string, string> = {
  pack: 'packs', multipack: 'multipacks', ream: 'reams', carton: 'cartons', pallet: 'pallets', roll: 'rolls', pad: 'pads',
  'shrink pack': 'shrink packs', box: 'boxes', bottle: 'bottles', bag: 'bags', set: 'sets', pair: 'pairs', piece: 'pieces', service: 'services',
};

/** Reads "1 000", "2,5" or 2.5 as a number (NaN when it is none). */
function countOf(count: number | string): number {
  if (typeof count === 'number') return count;
  return Number(count.replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

/** The unit `uom` as it reads after `count` in the language. */
export function unitFor(uom: string, count: number | string, locale: 'pl' | 'en'): string {
  const value = countOf(count);
  if (!Number.isFinite(value)) return uom;
  if (locale === 'en') return value === 1 ? uom : (ENGLISH_PLURALS[uom] ?? uom);
  const forms = POLISH_FORMS[uom];
  if (!forms) return uom;
  if (!Number.isInteger(value)) return forms[3];
  return polishPlural(value, [forms[0], forms[1], forms[2]]);
}
