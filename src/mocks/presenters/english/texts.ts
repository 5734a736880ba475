/**
 * The demo API's fixed Polish texts in English: whole strings, then patterns whose parts are
 * translated too (a product name inside a message goes through the catalogue translator).
 */
import { EXACT_TEXTS_EN } from './exactTexts';
import { MESSAGE_PATTERNS_EN, messageExactEn } from './messageTexts';
import { PATTERN_TEXTS_EN } from './patternTexts';

export type Translate = (text: string) => string;

/** The shop's fixed texts first, then its messages (refusals, notes, notifications). */
const PATTERNS = [...PATTERN_TEXTS_EN, ...MESSAGE_PATTERNS_EN];

/** English for a fixed text of the demo API, or null when it is not one. */
export function fixedTextEn(text: string, catalogue: Translate): string | null {
  const exact = EXACT_TEXTS_EN[text] ?? messageExactEn(text);
  if (exact !== undefined) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return english(match.slice(1), catalogue);
  }
  return sentencesEn(text, catalogue);
}

/**
 * A message made of several of the demo API's sentences ("Produkty zostały dodane do koszyka.
 * Pominięto „…” – …"): each sentence in English, when every one of them is known.
 */
function sentencesEn(text: string, catalogue: Translate): string | null {
  const sentences = text.split(/(?<=[.!?]) (?=[A-ZŁŚŻŹĆ])/);
  if (sentences.length < 2) return null;
  const english = sentences.map((sentence) => fixedTextEn(sentence, catalogue));
  return english.every((sentence) => sentence !== null) ? english.join(' ') : null;
}
