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
