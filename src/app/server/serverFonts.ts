import { FONT_FILES, FONT_RULES_ID, fontFaceRules } from '../fonts';

/** The subsets every Polish or English page uses: fetched with the page's first requests. */
const FIRST_SUBSETS = ['./fonts/roboto-latin-wght.woff2', './fonts/roboto-polish-wght.woff2'];

/**
 * The fonts of a page rendered on the server, in its head: the page paints with its content before
 * any script, so the @font-face rules cannot wait for the app (src/app/fonts.ts). `optional`
 * instead of `swap`: Roboto is used if it arrives within the first moments (it is preloaded, and
 * cached after the first visit), else the page keeps the system's sans-serif, and text never moves
 * when the font comes late.
 */
export function serverFontsHead(): string {
  const preloads = FIRST_SUBSETS.map((file) => FONT_FILES[file])
    .filter(Boolean)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
  return `${preloads}<style id="${FONT_RULES_ID}">${fontFaceRules().replace(/font-display: swap/g, 'font-display: optional')}</style>`;
}
