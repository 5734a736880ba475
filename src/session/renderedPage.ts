// Imported by the build's config too (scripts/vite/earlyCalls.ts): no imports here.

/** The element index.html carries a server-rendered page's data in (JSON), read by the boot before hydrating. */
export const PAGE_DATA_ID = 'spinacz-page-data';

/**
 * Set at the top of the head of a page the web server rendered with its data: index.html's early
 * calls (scripts/vite/earlyCalls.ts) are not made, the page's data is in the page.
 */
export const RENDERED_PAGE_META = 'spinacz-rendered';
