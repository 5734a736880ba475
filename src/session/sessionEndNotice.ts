/**
 * Why the shop ended a session itself (an administrator deactivated the account): said on the login
 * page the user is sent to, in the API's words (her language), until she logs in again or the page
 * is loaded anew.
 */
const KEY = 'spinacz.sessionEnded';

/** Taken out of storage by the first look: the login page may render more than once meanwhile. */
let taken: string | null = null;

export function storeSessionEndNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // storage unavailable: the login page says nothing more
  }
}

/** The reason, if any. */
export function sessionEndNotice(): string | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored) {
      taken = stored;
      sessionStorage.removeItem(KEY);
    }
  } catch {
    // storage unavailable: nothing stored
  }
  return taken;
}

/** Forgets the reason (the user logs in again). */
export function forgetSessionEndNotice(): void {
  taken = null;
}
