import { whenIdle } from '../ui/useIdleStages';
import { FONTS_CACHED_KEY, FONTS_OFF, FONT_RULES_ID } from '../platform/fontIds';

/**
 * Roboto ships with the app (DESIGN: no CDN): the variable font (every weight in one file) in four
 * subsets, made by `npm run fonts` (scripts/fonts/subset-roboto.mjs), which also writes their
 * @font-face rules (fonts.css). The browser downloads only the files whose unicode-range a page uses.
 *
 * A page uses Roboto when this browser has the files in its cache already (FONTS_CACHED_KEY, noted by
 * warmFontCache): then it paints in Roboto at once. Else the page keeps the system's sans-serif
 * (on Android that is Roboto itself) for the visit, and the files are fetched into the cache once the
 * page is idle, for the next visit: a font that arrives while the page is laid out would make the
 * browser lay the whole page out again (a listing: 40–150 ms on a phone), and the font files do not
 * compete with the page's scripts and pictures for the first connections.
 *
 * A page rendered on the server has the rules in its head already (server/serverFonts.ts), switched
 * on by index.html's first inline script (scripts/vite/cachedFonts.ts); for a page the browser
 * renders, the app puts them in when it starts (font-display: swap).
 */

const fontRules = () => (typeof document === 'undefined' ? null : (document.getElementById(FONT_RULES_ID) as HTMLStyleElement | null));

function filesCached(): boolean {
  try {
    return localStorage.getItem(FONTS_CACHED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Puts the @font-face rules into the page (once), in use when the files are cached; else fills the cache for the next visit. */
export async function addFontFaces(): Promise<void> {
  if (typeof document === 'undefined') return;
  let rules = fontRules();
  if (!rules) {
    const { fontFaceRules } = await import('./fontFaces');
    rules = fontRules();
    if (!rules) {
      rules = document.createElement('style');
      rules.id = FONT_RULES_ID;
      rules.media = filesCached() ? 'all' : FONTS_OFF;
      rules.textContent = fontFaceRules();
      document.head.appendChild(rules);
    }
  }
  if (rules.media !== FONTS_OFF || warmScheduled) return;
  warmScheduled = true;
  afterLoadWhenIdle(() => void import('./fontFaces').then((module) => module.warmFontCache()));
}

let warmScheduled = false;
function afterLoadWhenIdle(work: () => void): void {
  const idle = () => whenIdle(work, 5000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
