import rules from './fonts.css?raw';

/** The built font files' addresses by their source path ("./fonts/roboto-latin-wght.woff2"). */
export const FONT_FILES = import.meta.glob<string>('./fonts/*.woff2', { query: '?url', import: 'default', eager: true });

/** The @font-face rules (fonts.css, made by `npm run fonts`) with the built files' addresses. */
export function fontFaceRules(css: string = rules, files: Record<string, string> = FONT_FILES): string {
  return css.replace(/url\('(\.\/fonts\/[^']+)'\)/g, (whole, file: string) => (files[file] ? `url('${files[file]}')` : whole));
}
