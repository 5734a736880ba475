import type { Locale } from '../../routing/routes';
import { FONT_FILES, fontFaceRules } from '../fontFaces';
import { FONT_RULES_ID } from '../fonts';

/** The font files a page's text in each language needs (fonts.css: their unicode-range). */
const LANGUAGE_FONTS: Record<Locale, readonly string[]> = {
  pl: ['./fonts/roboto-latin-wght.woff2', './fonts/roboto-polish-wght.woff2'],
  en: ['./fonts/roboto-latin-wght.woff2'],
};

/**
 * The fonts of a page rendered on the server, in its head: the page paints with its content before
 * any script, so the @font-face rules cannot wait for the app (src/app/fonts.ts). `optional`
 * instead of `swap`: Roboto is used if it is there within the first moments (cached after the first
 * visit), else the page keeps the system's sans-serif, and text never moves when the font comes late.
 *
 * With `preloadFor` (a page that comes with its content, whose first paint waits for its whole
 * markup anyway: src/server/body.ts) the files of the page's language are preloaded, so they are
 * usually in before the page is first laid out. Otherwise the page is laid out with the system's
 * font while Roboto is pending (slower: text is measured with fallback fonts) and all over again
 * when Roboto arrives. The shell (a page without its content) preloads nothing: its first paint
 * waits for nothing else, and Chromium would hold it while a preloaded font loads (Lighthouse on a
 * phone, the home page before its first paint waited for its markup: 2.4 s with the preloads, 0.75 s
 * without).
 */
export function serverFontsHead(preloadFor?: Locale): string {
  const preloads = (preloadFor ? LANGUAGE_FONTS[preloadFor] : [])
    .map((file) => FONT_FILES[file])
    .filter((href): href is string => Boolean(href))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`);
  return `${preloads.join('')}<style id="${FONT_RULES_ID}">${fontFaceRules().replace(/font-display: swap/g, 'font-display: optional')}</style>`;
}
