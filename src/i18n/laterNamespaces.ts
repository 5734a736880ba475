/**
 * The namespaces only some screens need (account area, login, content pages, the product page):
 * each a file of its own per language, loaded with the screen that needs it (`SCREEN_NAMESPACES`
 * in src/storefront/screens.ts); the others come in one file per language that every page loads first
 * (scripts/vite/localeFiles.ts writes both).
 */
export const LATER_NAMESPACES = ['account', 'auth', 'cart', 'checkout', 'content', 'pages', 'product', 'demo', 'acceptOrder', 'company'] as const;
export type LaterNamespace = (typeof LATER_NAMESPACES)[number];
