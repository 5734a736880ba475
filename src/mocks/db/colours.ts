/** Polish colour words (by stem, any grammatical form) → hex, for product pictograms. */
const STEMS: [string, string][] = [
  ['jasnożółt', '#fff59d'], ['kanarkow', '#ffe000'], ['jasnoniebiesk', '#90caf9'], ['intensywny niebiesk', '#1565c0'],
  ['jasnozielon', '#a5d6a7'], ['neonowe zielon', '#76ff03'], ['neonowe różow', '#ff4081'], ['pastelowe niebiesk', '#b3e5fc'],
  ['niebiesk', '#1e5bd8'], ['granatow', '#1a237e'], ['błękitn', '#00a3e0'], ['turkusow', '#00acc1'],
  ['czarn', '#222222'], ['czerwon', '#d62828'], ['zielon', '#2a9d4a'], ['żółt', '#f5c400'], ['różow', '#ff6fae'],
  ['pomarańczow', '#ff8c1a'], ['fioletow', '#7b3fc4'], ['purpurow', '#d6007e'], ['szar', '#8a8f98'], ['srebrn', '#b0b7bf'],
  ['biał', '#f4f4f4'], ['brązow', '#795548'], ['morelow', '#ffb74d'],
];

/**
 * Any stem, as one search: it finds the leftmost stem of a text, and of two starting there the one
 * listed first (the seed builds three thousand products' pictograms with it on every start).
 */
const ANY_STEM = new RegExp(STEMS.map(([stem]) => stem).join('|'));
const HEX_OF_STEM = new Map(STEMS);

/** The first colour named in a text, or null. */
export function colourFromText(text: string): string | null {
  const found = ANY_STEM.exec(text.toLowerCase());
  return found ? (HEX_OF_STEM.get(found[0]) ?? null) : null;
}

const PACK_PATTERNS = [
  /\d+\s?×\s?[\d,]+\s?(?:l|ml|g)\b/,
  /\b\d[\d ]*\s?(?:szt\.|ark\.|rolek|kart\.|torebek|listków|gniazd)/,
  /\b[\d,]+\s?(?:kg|g|l|ml|GB|m)\b/,
];

/** A short pack or size label taken from a product name: "500 ark.", "6 × 1,5 l", "1 kg". */
export function packLabelFromName(name: string): string | null {
  for (const pattern of PACK_PATTERNS) {
    const found = name.match(pattern);
    if (found) return found[0].trim();
  }
  return null;
}
