import { fontFaceRules } from '../fontFaces';
import { FONTS_OFF, FONT_RULES_ID } from '../../platform/fontIds';

/**
 * The fonts of a page rendered on the server, in its head: the page paints with its content before
 * any script, so the @font-face rules cannot wait for the app (src/app/fonts.ts).
 *
 * They come switched off (`media="not all"`: no file is asked for). The inline script at the start
 * of the body (scripts/vite/cachedFonts.ts) switches them on when this browser has the files in its
 * cache already; the app fills the cache once a page is idle (warmFontCache). A page whose font
 * could only arrive while it is laid out keeps the system's sans-serif: it is not laid out twice
 * (a whole listing, 40–150 ms on a phone) for a font `optional` would not show anyway.
 *
 * `optional` instead of `swap`: Roboto is used if it is there within the first moments, else the page
 * keeps the system's font, and text never moves when the font comes late. The fonts are not
 * preloaded: Chromium holds a page's first paint while a preloaded font loads (Lighthouse on a
 * phone: the home page painted at 2.4 s with the preloads, at 0.75 s without).
 */
export function serverFontsHead(): string {
  return `<style id="${FONT_RULES_ID}" media="${FONTS_OFF}">${fontFaceRules().replace(/font-display: swap/g, 'font-display: optional')}</style>`;
}
