/**
 * The namespaces only some screens need (account area, login, content pages, the product page):
 * each a chunk of its own per language, loaded with the screen that needs it (`SCREENS` in
 * src/app/screens.ts), so the other pages do not download them. Keep in step with the
 * exclusions in `bundles/pl.ts` and `bundles/en.ts`.
 */
export const LATER_NAMESPACES = ['account', 'auth', 'content', 'pages', 'product'] as const;
export type LaterNamespace = (typeof LATER_NAMESPACES)[number];

export const LATER_FILES = import.meta.glob<Record<string, unknown>>('./locales/*/{account,auth,content,pages,product}.json', { import: 'default' });

/** The module path of a later namespace of a language, as `LATER_FILES` (and the build) names it. */
export function laterFile(language: string, namespace: LaterNamespace): string {
  return `./locales/${language}/${namespace}.json`;
}
