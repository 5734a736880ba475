import { COOKIE } from '../api/cookies';
import { netPriceCookieMeansNet } from '../domain/user';

/**
 * Whether a visitor is shown the page the web server renders for everyone (a guest's, gross
 * prices, the announcement open): no login, no procurement-system session, gross prices, the
 * announcement not closed. The server renders the body for such a visitor only, and the browser
 * hydrates it only then; anyone else's page renders in the browser, so no guest's page flashes first.
 */
export function seesGuestPage(cookie: (name: string) => string | undefined): boolean {
  if (cookie(COOKIE.auth)) return false;
  if (cookie(COOKIE.punchOut) === '1') return false;
  if (cookie(COOKIE.pageAnnouncement)) return false;
  return !netPriceCookieMeansNet(cookie(COOKIE.netPrice));
}

/** What the page's shell knows of its visitor (their cookies): src/app/PageShell.tsx. */
export interface ShellVisitor {
  /** The visitor closed the announcement. */
  announcementClosed: boolean;
}

/**
 * What the web server sends a visitor who is not shown the guest's page (src/app/PageShell.tsx):
 * the page's shell, its header without anything of the visitor; null for the boot screen. Not in a
 * procurement system (its pages have their own layout), and on an account page only with a login
 * (anyone else is sent to log in).
 */
export function pageShellFor(cookie: (name: string) => string | undefined, accountPage: boolean): ShellVisitor | null {
  if (seesGuestPage(cookie) || cookie(COOKIE.punchOut) === '1') return null;
  if (accountPage && !cookie(COOKIE.auth)) return null;
  return { announcementClosed: Boolean(cookie(COOKIE.pageAnnouncement)) };
}
