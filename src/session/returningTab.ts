import { COOKIE, readCookie } from '../api/cookies';
import { fetchCurrentUser, getSession, isSessionChanging, sessionAccount } from './session';

/**
 * A tab that comes back into view makes sure it still shows the login its calls act for (spec §4
 * reloads the other tabs on a login or logout, which a tab misses when the browser had frozen it in
 * the background, and a company switch on another device tells no tab here). Its calls carry the
 * login now in the cookie, and the account the server now holds active for it: a tab showing one
 * company would order, accept or fill a cart in another. When the login or the account changed, the
 * page loads anew, as §4's other tabs do; what was typed at checkout waits in its account's draft.
 */

/** A logged-in tab asks the server at most this often (a user flipping between tabs sends one request, not one per flip). */
const ASK_EVERY_MS = 10_000;
let askedAt = Number.NEGATIVE_INFINITY;

/** Whether the login and account this tab shows are still the ones its calls act for; if not, `reload`. */
export async function confirmShownLogin(reload: () => void, now = Date.now()): Promise<void> {
  const shown = getSession();
  if (shown.status !== 'ready' || isSessionChanging()) return;
  // Logged in or out in another tab: the cookie says so without asking.
  if (Boolean(readCookie(COOKIE.auth)) !== shown.isLoggedIn) {
    reload();
    return;
  }
  if (!shown.isLoggedIn || now - askedAt < ASK_EVERY_MS) return;
  askedAt = now;
  try {
    const { user } = await fetchCurrentUser();
    const account = sessionAccount(shown);
    if (sessionAccount(getSession()) === account && user.id !== account) reload();
  } catch {
    // No answer, or a refused login: the next call meets it and the session answers it (spec §8).
  }
}

/** Starts listening (once per page): each time the tab is shown again, `confirmShownLogin`. */
export function listenForReturningTab(reload: () => void = () => window.location.reload()): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void confirmShownLogin(reload);
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/** For tests: the next return asks the server again. */
export function forgetLastAsk(): void {
  askedAt = Number.NEGATIVE_INFINITY;
}
