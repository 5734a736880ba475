import { ApiError } from '../api/ApiError';
import { COOKIE, readCookie, removeCookie, writeCookie, COOKIE_SECONDS } from '../api/cookies';
import { postToken } from '../generated/api/session-and-user/postToken';
import type { CurrentUserResponse } from '../generated/model';
import { queryClient } from '../api/queryClient';
import { CART_CHANGES_KEY } from './pendingCartChanges';
import { forgetEditedOrder } from './editOrderStorage';
import { CLIENT } from './guestCredentials';
import { localShoppingListStore } from './localShoppingList';
import { deriveState, fetchCurrentUser, forgetSessionEnd, guestLogin, leavingStore, reloadLoginPage, sessionStore } from './session';
import { broadcastSessionEvent } from './tabSync';

/*
 * Logging in and out (spec §4): the login page, the account menus and the account area use them;
 * the pages where nobody logs in or out do not download them (session.ts starts and keeps the session).
 */

/**
 * Logs in (spec §4): stores the auth cookie for `expires_in` seconds, passes the guest token so
 * the guest's cart moves over, loads the user and tells other tabs. Throws ApiError on bad
 * credentials.
 */
export async function login(username: string, password: string, options: { rememberMe?: boolean } = {}): Promise<void> {
  const guestToken = readCookie(COOKIE.guest);
  const token = await postToken({
    grant_type: 'password',
    username,
    password,
    ...CLIENT,
    spinacz_remember_me: options.rememberMe ? '1' : '0',
    ...(guestToken ? { spinacz_guest_token: guestToken } : {}),
  });
  if (token.spinacz_is_guest) throw new ApiError(400, 'INVALID-GRANT', '');
  writeCookie(COOKIE.auth, token.access_token, token.expires_in);
  forgetSessionEnd();
  if (token.spinacz_frontend_version === 1 && token.spinacz_redirect_url) {
    writeCookie(COOKIE.frontendVersion, '1', COOKIE_SECONDS.frontendVersion);
    window.location.assign(token.spinacz_redirect_url);
    return;
  }
  let user: CurrentUserResponse;
  try {
    user = await fetchCurrentUser();
  } catch (error) {
    removeCookie(COOKIE.auth);
    throw error;
  }
  sessionStore.set(deriveState('ready', user));
  await mergeGuestShoppingList();
  await queryClient.resetQueries();
  broadcastSessionEvent('LOGIN');
}

/**
 * The guest's list on this device joins the account's default list (spec §6), before the first
 * page of the account shows it. Its code loads only when there is such a list; a failure keeps the
 * local list (for the next login) and does not stop the login.
 */
async function mergeGuestShoppingList(): Promise<void> {
  if (localShoppingListStore.get().length === 0) return;
  try {
    const { mergeLocalShoppingList } = await import('./mergeLocalShoppingList');
    await mergeLocalShoppingList();
  } catch {
    // kept on this device; the next login tries again
  }
}

/**
 * What the browser keeps of the user besides the auth cookie goes with the logout: this tab's
 * checkout drafts, placed-order notes and the page to return to (sessionStorage, all named
 * `spinacz…`) and cart changes not yet sent to the user's cart (the next guest's cart is not theirs).
 */
function forgetUserData(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('spinacz')) sessionStorage.removeItem(key);
    localStorage.removeItem(CART_CHANGES_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

/**
 * Logs out (spec §4): shows the loader, removes the auth cookie, any order being edited and the
 * user's data in this browser's storage, logs in as guest, clears every cached answer (user,
 * company, acl, cart, cost centres, settings), tells the other tabs and loads the login page anew.
 * If even the guest login fails: the "Login error" page.
 */
export async function logout(): Promise<void> {
  leavingStore.set(true);
  removeCookie(COOKIE.auth);
  forgetEditedOrder();
  forgetUserData();
  try {
    await guestLogin();
  } catch {
    leavingStore.set(false);
    sessionStore.set(deriveState('error', null));
    return;
  }
  sessionStore.set(deriveState('ready', null));
  queryClient.clear();
  broadcastSessionEvent('LOGOUT');
  reloadLoginPage();
}
