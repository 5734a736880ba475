/**
 * Ending a sentence whose last word may be an abbreviation: "12 szt." already ends with a full stop,
 * so "Najbliższa dozwolona ilość to 12 szt." gets no second one ("12 szt.." is a typo).
 */

/** The text with one closing mark: a full stop added unless it already ends with ".", "!", "?" or "…". */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
