/** The fixed outlet promotion the menu links to (spec §2). */
export const OUTLET_PROMOTION_SLUG = 'outlet';

/*
 * Which API the build talks to, fixed at build time by two variables:
 * - neither set: the demo API runs inside the page (MSW service worker; `npm run dev`, `npm run build:static`);
 * - VITE_DEMO_API=server: the Node demo API (src/mocks/server.ts) answers over HTTP, at VITE_API_BASE or
 *   at the page's own origin (`npm start`, `npm run bench`);
 * - VITE_API_BASE alone: a real shop API.
 * The two answers below are constants, so a build for a real API drops the demo pages' code altogether.
 */

/** The API is the demo API (in the page or over HTTP): the demo pages (panel, mailbox, payment…) exist. */
export const DEMO_API = !import.meta.env.VITE_API_BASE || import.meta.env.VITE_DEMO_API === 'server';

/** The demo API runs inside the page (MSW): it starts with the app and answers at the page's origin. */
export const DEMO_API_IN_PAGE = !import.meta.env.VITE_API_BASE && import.meta.env.VITE_DEMO_API !== 'server';

/** The footer's external links (spec §2): help centre, careers, social profiles. */
export const EXTERNAL_LINKS = {
  helpCentre: 'https://pomoc.spinacz.demo',
  careers: 'https://kariera.spinacz.demo',
  facebook: 'https://www.facebook.com/spinacz.demo',
  linkedin: 'https://www.linkedin.com/company/spinacz-demo',
} as const;
