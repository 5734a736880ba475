/**
 * Roboto ships with the app (DESIGN: no CDN): the variable font (every weight in one file) in four
 * subsets, made by `npm run fonts` (scripts/fonts/subset-roboto.mjs), which also writes their
 * @font-face rules (fonts.css). The browser downloads only the files whose unicode-range a page uses.
 *
 * The rules go into the page when the app starts, not with index.html: the first paint (the boot
 * screen, the cookie banner) uses the system's sans-serif (on Android that is Roboto itself), and the
 * font files do not compete with the app's scripts for the first connections and bandwidth; the
 * text swaps to Roboto when they arrive (font-display: swap). A page rendered on the server has them
 * in its head already (serverFonts.ts): the rules' text loads only when they are missing.
 */

const present = () => typeof document === 'undefined' || document.getElementById(FONT_RULES_ID) !== null;

/** Puts the @font-face rules into the page (once). */
export async function addFontFaces(): Promise<void> {
  if (present()) return;
  const { fontFaceRules } = await import('./fontFaces');
  if (present()) return;
  const style = document.createElement('style');
  style.id = FONT_RULES_ID;
  style.textContent = fontFaceRules();
  document.head.appendChild(style);
}

/** The id of the page's @font-face rules: a page rendered on the server carries them already (serverFonts.ts). */
export const FONT_RULES_ID = 'spinacz-fonts';
