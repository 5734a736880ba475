// Imported by the build's config too (scripts/vite/earlyCalls.ts): no imports here.

/** The element index.html carries a server-rendered page's data in (JSON), read by the boot before hydrating. */
export const PAGE_DATA_ID = 'spinacz-page-data';

/**
 * Set at the top of the head of a page the web server rendered with its data: index.html's early
 * calls (scripts/vite/earlyCalls.ts) are not made, the page's data is in the page.
 */
export const RENDERED_PAGE_META = 'spinacz-rendered';

/**
 * A page rendered with its data starts its scripts after its first view has painted (scripts/vite/preloadScreens.ts):
 * the web server gives the entry's tags these types, which the browser does not load, and index.html's
 * preload script puts loading ones in their place then.
 */
export const DEFERRED = { module: 'spinacz-deferred-module', modulepreload: 'spinacz-deferred-modulepreload' } as const;

/**
 * When such a page looks at its first view if no frame comes first (a page opened in the background),
 * counted from the end of the parsing of its markup.
 */
export const DEFERRED_START_LIMIT_MS = 300;

/**
 * The longest such a page's scripts wait, after its first frame, for the pictures in view and the
 * fonts (on a slow network the first view paints before they are all in; the page must still start).
 */
export const DEFERRED_VIEW_LIMIT_MS = 1500;

/**
 * Set on the window once the app has taken the page over (its first commit, hydration included). Until
 * then index.html holds back the submission of a server-rendered page's forms that have no address of
 * their own (add to cart, the newsletter): a tap before the scripts have come would reload the page and
 * lose the tap and what was typed; the app sends the last one held when it has the page (EARLY_INPUT).
 * A form with an address (the header's search) goes there as any form does.
 */
export const PAGE_TAKEN_OVER = '__spinaczTakenOver';

/**
 * What the visitor did on a server-rendered page before the app took it over, kept on the window by
 * index.html for the app to carry out then (src/app/earlyInput.ts): the fields typed into, ticked or
 * chosen in, in order, and the last form sent (with the button that sent it, marked `heldButton` until
 * then, so the tap shows as taken).
 */
export const EARLY_INPUT = { fields: '__spinaczEarlyFields', submission: '__spinaczHeldSubmission', heldButton: 'data-spinacz-held' } as const;
