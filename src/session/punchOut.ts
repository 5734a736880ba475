/**
 * The punch-out login (spec §4, OCI): the buyer's procurement system opens /punch-out with the
 * catalogue credentials and the HOOK_URL the cart goes back to. Only the punch-out page imports
 * this module (the page is a lazy screen), so none of it weighs on other pages.
 */
import Cookies from 'js-cookie';
import { ApiError } from '../api/ApiError';
import { COOKIE, removeCookie } from '../api/cookies';
import { postToken } from '../generated/api/session-and-user/session-and-user';
import { CLIENT } from './guestCredentials';
import { broadcastSessionEvent } from './tabSync';

export interface PunchOutLogin {
  username: string;
  password: string;
  hookUrl: string;
  /** The OCI `~TARGET`; null when the call named none. */
  target: string | null;
}

/**
 * The cookies' attributes. The procurement system often shows the shop in a frame of its own
 * page, a cross-site frame where the browser keeps SameSite=Lax cookies away from the shop; over
 * HTTPS they are therefore written SameSite=None; Secure (plain HTTP cannot carry those).
 */
function cookieAttributes(): Cookies.CookieAttributes {
  return window.location.protocol === 'https:' ? { path: '/', sameSite: 'None', secure: true } : { path: '/', sameSite: 'Lax' };
}

/**
 * Starts a punch-out session: drops any login of this browser, asks for a punch-out token (it
 * carries the hook URL and target; the demo API gives it a cart of its own), keeps it in the auth
 * cookie for `expires_in` seconds and marks the browser as being on the punch-out host for the
 * browser session, so that once the token is gone every page shows the expiry message (spec §8).
 * Throws ApiError (400 INVALID-CREDENTIALS, 400 VALIDATION with `field`...) when refused.
 */
export async function loginPunchOut({ username, password, hookUrl, target }: PunchOutLogin): Promise<void> {
  removeCookie(COOKIE.auth);
  const token = await postToken({
    grant_type: 'password',
    username,
    password,
    ...CLIENT,
    spinacz_punch_out_hook_url: hookUrl,
    ...(target ? { spinacz_punch_out_target: target } : {}),
  });
  if (token.spinacz_is_guest) throw new ApiError(400, 'INVALID-CREDENTIALS', '');
  const attributes = cookieAttributes();
  Cookies.set(COOKIE.auth, token.access_token, { ...attributes, expires: token.expires_in / 86_400 });
  // No expiry: a session cookie, gone when the browser closes (the next visit is an ordinary one).
  Cookies.set(COOKIE.punchOut, '1', attributes);
  broadcastSessionEvent('LOGIN');
}

/** Leaves punch-out in this browser (the demo procurement system's "end the session"). */
export function leavePunchOut(): void {
  removeCookie(COOKIE.auth);
  removeCookie(COOKIE.punchOut);
}
