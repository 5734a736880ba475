/**
 * Characters no text of the shop needs and that can disguise what a text says: NUL and the other
 * control characters (tab and line breaks aside) and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069: "evil" written with U+202E shows as "live"). A text with one is
 * refused with a message, never stored.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this rule looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** The text without such characters (what a search phrase keeps of an address or a paste). */
export const withoutControlCharacters = (text: string): string => text.replace(new RegExp(CONTROL.source, 'g'), '');

/**
 * The path of the first text with such characters in a value (`"comment"`, `"address.city"`,
 * `"items.2.name"`), or null when there is none. Object keys count too.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return at;
    const found = controlCharacterPath(item, at);
    if (found !== null) return found;
  }
  return null;
}
