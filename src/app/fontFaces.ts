import rules from './fonts.css?raw';
import { FONTS_CACHED_KEY, FONTS_OFF, FONT_RULES_ID } from '../platform/fontIds';

/** The built font files' addresses by their source path ("./fonts/roboto-latin-wght.woff2"). */
export const FONT_FILES = import.meta.glob<string>('./fonts/*.woff2', { query: '?url', import: 'default', eager: true });

/** The @font-face rules (fonts.css, made by `npm run fonts`) with the built files' addresses. */
export function fontFaceRules(css: string = rules, files: Record<string, string> = FONT_FILES): string {
  return css.replace(/url\('(\.\/fonts\/[^']+)'\)/g, (whole, file: string) => (files[file] ? `url('${files[file]}')` : whole));
}

function filesCached(): boolean {
  try {
    return localStorage.getItem(FONTS_CACHED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page's @font-face rules, in use only when this browser has the files cached (src/app/fonts.ts). */
export function fontRulesElement(): HTMLStyleElement {
  const style = document.createElement('style');
  style.id = FONT_RULES_ID;
  style.media = filesCached() ? 'all' : FONTS_OFF;
  style.textContent = fontFaceRules();
  return style;
}
