/**
 * Text matching of the product search: diacritics folded, word prefixes, light Polish inflection
 * ("długopisy" finds "długopis"), product/OEM/EAN codes, and a one-typo correction against the
 * catalogue's vocabulary for the fuzzy fallback.
 */
import { normalizeCode, type ProductText, type SearchIndex } from '../db/indexes';
import { normalizeSearchText } from '../db/text';

/** The words of a search phrase: folded, lower-case, punctuation trimmed. */
export function queryTokens(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[\s/()„”"'.:;!?+]+/)
    .map((token) => token.replace(/^[-,]+|[-,]+$/g, ''))
    .filter(Boolean);
}

/** Damerau–Levenshtein distance ≤ 1: one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const ENDINGS = ['ami', 'ach', 'owi', 'ow', 'om', 'ie', 'y', 'i', 'e', 'a', 'u', 'o'];

/**
 * Stems of an inflected Polish word, matched as prefixes: "długopisy" → "dlugopis",
 * "krzesło" → "krzesl" (finds "krzesła"), "ołówki" → "olowek" (the fleeting e).
 */
export function inflectionStems(token: string): string[] {
  if (token.length < 4 || /\d/.test(token)) return [];
  const stems = new Set<string>();
  for (const ending of ENDINGS) {
    if (token.endsWith(ending) && token.length - ending.length >= 3) {
      stems.add(token.slice(0, -ending.length));
      break;
    }
  }
  const fleeting = /^(.*[^aeiouy])(k|c)(i|a|u|iem|ow|ami|ach|e)$/.exec(token);
  if (fleeting) stems.add(`${fleeting[1]}e${fleeting[2]}`);
  return [...stems].filter((stem) => stem !== token);
}

/** A word of the query, with its stems; `corrected` when it replaced a typo. */
export interface QueryToken {
  text: string;
  stems: string[];
  corrected: boolean;
}

/** Weights: a name hit above a code, a code above a brand or category (the brief of the search). */
const SCORE = {
  nameExact: 10, namePrefix: 8, firstWordBonus: 2,
  codeExact: 9, codePrefix: 6,
  brandExact: 5, brandPrefix: 4,
  categoryExact: 4, categoryPrefix: 3,
  stemPenalty: 1,
};

function fieldScore(token: QueryToken, words: string[], exact: number, prefix: number): number {
  let best = 0;
  for (const word of words) {
    if (word === token.text) return exact;
    if (best < prefix && word.startsWith(token.text)) best = prefix;
    else if (best < prefix - SCORE.stemPenalty && token.stems.some((stem) => word.startsWith(stem))) best = prefix - SCORE.stemPenalty;
  }
  return best;
}

/** Score of one query word against a product (0 = no match). */
export function tokenScore(token: QueryToken, text: ProductText): number {
  let best = 0;
  const code = normalizeCode(token.text);
  if (code.length >= 3) {
    if (text.codes.includes(code) || text.ean === code) best = SCORE.codeExact;
    else if ((code.length >= 4 && text.codes.some((candidate) => candidate.startsWith(code))) || (code.length >= 8 && text.ean?.startsWith(code))) best = SCORE.codePrefix;
  }
  let name = fieldScore(token, text.name, SCORE.nameExact, SCORE.namePrefix);
  if (name > 0 && text.name.length && fieldScore(token, text.name.slice(0, 1), 1, 1) > 0) name += SCORE.firstWordBonus;
  best = Math.max(best, name);
  if (best >= SCORE.brandExact) return best;
  best = Math.max(best, fieldScore(token, text.brand, SCORE.brandExact, SCORE.brandPrefix));
  if (best >= SCORE.categoryExact) return best;
  return Math.max(best, fieldScore(token, text.category, SCORE.categoryExact, SCORE.categoryPrefix));
}

/** The first index in a sorted list whose word is ≥ `text`. */
function lowerBound(sorted: string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some word of the vocabulary starts with `prefix`. */
export function vocabularyHasPrefix(index: SearchIndex, prefix: string): boolean {
  const at = lowerBound(index.sortedWords, prefix);
  return at < index.sortedWords.length && index.sortedWords[at].startsWith(prefix);
}

/**
 * The vocabulary word one typo away from `token` (as a whole word or as the start of a longer one),
 * the most frequent first; null when there is none. Short tokens (< 4 letters) are not corrected.
 */
export function correctTypo(index: SearchIndex, token: string): string | null {
  if (token.length < 4 || /\d/.test(token)) return null;
  let best: { word: string; rank: number } | null = null;
  for (const [word, count] of index.vocabulary) {
    if (Math.abs(word.length - token.length) > 1 && word.length < token.length) continue;
    let rank = 0;
    if (withinOneEdit(token, word)) rank = 2 * count + 1_000_000;
    else if (word.length > token.length && [token.length - 1, token.length, token.length + 1].some((length) => length < word.length && withinOneEdit(token, word.slice(0, length)))) rank = count;
    if (rank && (!best || rank > best.rank || (rank === best.rank && word < best.word))) best = { word, rank };
  }
  return best?.word ?? null;
}

/** Whether a query word matches anything in the catalogue as it is (prefix, stem or code-like). */
export function isKnownToken(index: SearchIndex, token: string): boolean {
  if (/\d/.test(token)) return true;
  if (vocabularyHasPrefix(index, token)) return true;
  return inflectionStems(token).some((stem) => vocabularyHasPrefix(index, stem));
}

/** The query words as typed, and with typos corrected (null when nothing needed a correction). */
export function analyseQuery(index: SearchIndex, phrase: string): { tokens: QueryToken[]; corrected: QueryToken[] | null } {
  const tokens = queryTokens(phrase).map((text) => ({ text, stems: inflectionStems(text), corrected: false }));
  let changed = false;
  const corrected = tokens.map((token) => {
    if (isKnownToken(index, token.text)) return token;
    const word = correctTypo(index, token.text);
    if (!word) return token;
    changed = true;
    return { text: word, stems: inflectionStems(word), corrected: true };
  });
  return { tokens, corrected: changed ? corrected : null };
}
