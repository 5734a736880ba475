/**
 * Below this width the account area takes its phone layout (lists as cards, filters folded away).
 * Plain data: the build's config reads it too (scripts/vite/preloadScreens.ts: no data grid is
 * preloaded for a phone).
 */
export const PHONE_QUERY = '(max-width:767.95px)';
