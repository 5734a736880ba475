/** Word-prefix matching with diacritics folded, plus a one-typo tolerance for the fuzzy fallback. */
import { normalizeCode } from '../db/indexes';
import { normalizeSearchText } from '../db/text';

/** The words of a search phrase: folded, lower-case, punctuation trimmed. */
export function queryTokens(query: string): string[] {
  return normalizeSearchText(query)
    .split(/[\s/()„”"'.:;!?+]+/)
    .map((token) => token.replace(/^[-,]+|[-,]+$/g, ''))
    .filter(Boolean);
}

/** Levenshtein distance ≤ 1 (one insertion, deletion or substitution). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (a.length < b.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Score of one token against a product's words and codes (0 = no match). */
export function tokenScore(token: string, words: string[], codes: string[], fuzzy: boolean): number {
  const code = normalizeCode(token);
  if (code.length >= 3 && codes.some((candidate) => candidate === code)) return 20;
  if (code.length >= 4 && codes.some((candidate) => candidate.startsWith(code))) return 8;
  let best = 0;
  for (const word of words) {
    if (word === token) return 3;
    if (word.startsWith(token)) best = Math.max(best, 2);
    else if (fuzzy && token.length >= 4 && (withinOneEdit(token, word) || withinOneEdit(token, word.slice(0, token.length)))) best = Math.max(best, 1);
  }
  return best;
}
