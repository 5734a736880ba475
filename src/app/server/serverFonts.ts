import { fontFaceRules } from '../fontFaces';
import { FONT_RULES_ID } from '../fonts';

/**
 * The fonts of a page rendered on the server, in its head: the page paints with its content before
 * any script, so the @font-face rules cannot wait for the app (src/app/fonts.ts). `optional`
 * instead of `swap`: Roboto is used if it is there within the first moments (cached after the first
 * visit), else the page keeps the system's sans-serif, and text never moves when the font comes late.
 * The fonts are not preloaded: Chromium holds a page's first paint while a preloaded font loads
 * (Lighthouse on a phone: the home page painted at 2.4 s with the preloads, at 0.75 s without).
 */
export function serverFontsHead(): string {
  return `<style id="${FONT_RULES_ID}">${fontFaceRules().replace(/font-display: swap/g, 'font-display: optional')}</style>`;
}
