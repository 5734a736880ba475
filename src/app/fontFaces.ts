import rules from './fonts.css?raw';
import { FONTS_CACHED_KEY } from '../platform/fontIds';

/** The built font files' addresses by their source path ("./fonts/roboto-latin-wght.woff2"). */
export const FONT_FILES = import.meta.glob<string>('./fonts/*.woff2', { query: '?url', import: 'default', eager: true });

/** The @font-face rules (fonts.css, made by `npm run fonts`) with the built files' addresses. */
export function fontFaceRules(css: string = rules, files: Record<string, string> = FONT_FILES): string {
  return css.replace(/url\('(\.\/fonts\/[^']+)'\)/g, (whole, file: string) => (files[file] ? `url('${files[file]}')` : whole));
}

/** The subsets every page uses: Basic Latin and the Polish letters (the other two only on rare words). */
const PAGE_FILES = ['./fonts/roboto-latin-wght.woff2', './fonts/roboto-polish-wght.woff2'];

/**
 * Fetches the subsets every page uses into the browser's cache (a FontFace outside the document
 * changes no text on this page) and notes it, so the next page the server renders uses Roboto
 * from its first paint (the inline script of scripts/vite/cachedFonts.ts switches the rules on).
 */
export async function warmFontCache(files: Record<string, string> = FONT_FILES): Promise<void> {
  if (typeof FontFace === 'undefined') return;
  try {
    await Promise.all(PAGE_FILES.map((file) => new FontFace('Roboto', `url('${files[file]}')`, { weight: '400 700' }).load()));
    localStorage.setItem(FONTS_CACHED_KEY, '1');
  } catch {
    // Offline, or storage refused: the next page keeps the system's font and tries again.
  }
}
