/** Polish text helpers shared by the seed and the search. */

import { polishPlural } from '../../domain/polishPlural';

const FOLDS: Record<string, string> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
  Ą: 'A', Ć: 'C', Ę: 'E', Ł: 'L', Ń: 'N', Ó: 'O', Ś: 'S', Ź: 'Z', Ż: 'Z',
  ø: 'o', Ø: 'O', ß: 'ss', '×': 'x', '²': '2', '³': '3', '–': '-', '—': '-',
};
const FOLD_CHARS = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/** Removes diacritics: "Artykuły biurowe" → "Artykuly biurowe", "g/m²" → "g/m2". */
export function foldDiacritics(text: string): string {
  const folded = text.replace(FOLD_CHARS, (ch) => FOLDS[ch] ?? ch);
  // Other accented letters (é, ö, à...) through Unicode decomposition, only when present.
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(folded) ? folded.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : folded;
}

/** Lower-case, diacritics folded: the form the search compares. */
export function normalizeSearchText(text: string): string {
  return foldDiacritics(text).toLowerCase();
}

/** ASCII URL slug: "Artykuły biurowe" → "artykuly-biurowe". */
export function slugify(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Words of a text for prefix search: "Długopis żelowy G-2 0,7 mm" → ["dlugopis", "zelowy", "g-2", "g", "2", "0,7", "0", "7", "mm"]. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const raw of normalizeSearchText(text).split(/[\s/()„”"'.:;!?+]+/)) {
    const word = raw.replace(/^[-,]+|[-,]+$/g, '');
    if (!word) continue;
    words.add(word);
    if (/[-,]/.test(word)) {
      words.add(word.replace(/[-,]/g, ''));
      for (const part of word.split(/[-,]/)) if (part) words.add(part);
    }
  }
  return [...words];
}

/** Capitalises the first letter. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Polish plural form choice (domain/polishPlural.ts): 1 → one, 2-4 (not 12-14) → few, else many. */
export function plural(count: number, one: string, few: string, many: string): string {
  return polishPlural(count, [one, few, many]);
}
