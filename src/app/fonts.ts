import { FONT_RULES_ID } from '../platform/fontIds';

/**
 * Roboto ships with the app (DESIGN: no CDN): the variable font (every weight in one file) in four
 * subsets, made by `npm run fonts` (scripts/fonts/subset-roboto.mjs), which also writes their
 * @font-face rules (fonts.css). The browser downloads only the files whose unicode-range a page uses.
 *
 * A page uses Roboto when this browser has the files in its cache already: then it paints in Roboto
 * at once. Else the visit keeps the system's sans-serif (on Android that is Roboto itself), and the
 * files are fetched into the cache once the page is idle, for the next visit (ADR 0024): a font that
 * arrives while the page is laid out would make the browser lay the whole page out again (a
 * listing: 40–150 ms on a phone). index.html's first inline script does both (scripts/vite/cachedFonts.ts).
 *
 * A page rendered on the server has the rules in its head already (server/serverFonts.ts); for a
 * page the browser renders, the app puts them in when it starts (fontFaces.ts, font-display: swap).
 */

const present = () => typeof document === 'undefined' || document.getElementById(FONT_RULES_ID) !== null;

/** Puts the @font-face rules into the page (once). */
export async function addFontFaces(): Promise<void> {
  if (present()) return;
  const { fontRulesElement } = await import('./fontFaces');
  if (present()) return;
  document.head.appendChild(fontRulesElement());
}
