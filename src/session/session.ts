import { ApiError, isApiError } from '../api/ApiError';
import { COOKIE, COOKIE_SECONDS, readCookie, removeCookie, writeCookie } from '../api/cookies';
import { setUnauthorizedHandler } from '../api/mutator';
import { getCurrentUser } from '../generated/api/session-and-user/getCurrentUser';
import { postToken } from '../generated/api/session-and-user/postToken';
import type { CurrentUserResponse, TokenResponse } from '../generated/model';
import { queryClient } from '../api/queryClient';
import { isLoggedInRole, netPriceCookieMeansNet } from '../domain/user';
import { createStore } from './createStore';
import { storeSessionEndNotice } from './sessionEndNotice';
import { takeEarlyGuestToken } from './earlyGuestToken';
import { CLIENT, GUEST } from './guestCredentials';
import { storeRequestedPath } from './requestedPath';
import { listenForSessionEvents } from './tabSync';

export type SessionStatus = 'loading' | 'ready' | 'error';

export interface SessionState {
  status: SessionStatus;
  /** The logged-in user's data; null for guests. */
  currentUser: CurrentUserResponse | null;
  isLoggedIn: boolean;
  /** Prices shown net (true) or gross: the user's acl, for guests the net-price cookie. */
  showNetPrices: boolean;
}

const CURRENT_USER_PARAMS = { includeCustomerServicePerson: true, includeAcl: true, includeDefaultCostCenter: true };

/** The session's state for a status and a user (or none). */
export function deriveState(status: SessionStatus, user: CurrentUserResponse | null): SessionState {
  const isLoggedIn = isLoggedInRole(user?.user.roleId);
  return {
    status,
    currentUser: isLoggedIn ? user : null,
    isLoggedIn,
    showNetPrices: isLoggedIn && user ? user.acl.showNetPrices : netPriceCookieMeansNet(readCookie(COOKIE.netPrice)),
  };
}

/** A page rendered on the web server is a guest's, with gross prices (src/session/guestPage.ts says who is shown it). */
export const GUEST_PAGE_SESSION: SessionState = { status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false };

export const sessionStore = createStore<SessionState>(deriveState('loading', null), { server: GUEST_PAGE_SESSION });

/**
 * The account a session shows: the logged-in user's id (one per company of a person), or null for a
 * guest. What the device keeps for an account (a checkout draft, cart changes) is keyed by it.
 */
export function sessionAccount(session: SessionState): number | null {
  return session.isLoggedIn ? (session.currentUser?.user.id ?? null) : null;
}

/** The session now, for code outside React. */
export function getSession(): SessionState {
  return sessionStore.get();
}

export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

let goToLogin: () => void = () => window.location.assign('/logowanie');
let reloadAtLogin: () => void = () => window.location.assign('/logowanie');

/**
 * The app tells the session how to reach the login page: `goToLogin` inside the app (the router's
 * navigate), `reloadAtLogin` as a new page load (after a logout nothing of the user stays in memory).
 */
export function configureSession(options: { goToLogin: () => void; reloadAtLogin?: () => void }): void {
  goToLogin = options.goToLogin;
  if (options.reloadAtLogin) reloadAtLogin = options.reloadAtLogin;
}

/** True while a logout runs: the app shows its loader instead of the page (spec §4). */
export const leavingStore = createStore(false);

/** POST {api}/oauth2/token as guest (or the one index.html started); stores the guest cookie (1 year). */
export async function guestLogin(): Promise<TokenResponse> {
  const token = (await takeEarlyGuestToken()) ?? (await postToken({ grant_type: 'password', ...GUEST, ...CLIENT }));
  writeCookie(COOKIE.guest, token.access_token, COOKIE_SECONDS.guest);
  return token;
}

/** The current user with what the shop reads of them (customer service person, ACL, default cost centre). */
export const fetchCurrentUser = () => getCurrentUser(CURRENT_USER_PARAMS);

let booting = false;
let recovering: Promise<void> | null = null;

/** True while the session starts or recovers from a refused login (its cookies are changing). */
export function isSessionChanging(): boolean {
  return booting || recovering !== null;
}

/** A refusal that ends the session for a reason the user must be told (her account deactivated). */
const ACCOUNT_DEACTIVATED = 'ACCOUNT-DEACTIVATED';

/**
 * The refusal that ended the session for a reason the user must be told, until she logs in again:
 * a step she took meanwhile went out without her login (dropped a moment before) and is refused
 * for that reason, not for the missing login.
 */
let endedBecause: ApiError | null = null;

/** A login starts a new session: what ended the last one no longer answers for its calls. */
export function forgetSessionEnd(): void {
  endedBecause = null;
}

/** Loads the login page anew (after a logout nothing of the user stays in memory). */
export function reloadLoginPage(): void {
  reloadAtLogin();
}

function noteSessionEnd(error: unknown): void {
  if (!(isApiError(error) && error.code === ACCOUNT_DEACTIVATED && error.message)) return;
  endedBecause = error;
  storeSessionEndNotice(error.message);
}

/** Spec §8: a 401 with any code but INVALID-TOKEN drops both tokens, logs in as guest, goes to login. */
function onUnauthorized(error: ApiError, call?: { sentWithToken: boolean }): ApiError | void {
  if (call && !call.sentWithToken && endedBecause) return endedBecause;
  if (booting || recovering) return;
  noteSessionEnd(error);
  recovering = (async () => {
    // Logging in again brings the user back to the interrupted page.
    if (typeof window !== 'undefined') storeRequestedPath(`${window.location.pathname}${window.location.search}`);
    removeCookie(COOKIE.auth);
    removeCookie(COOKIE.guest);
    try {
      await guestLogin();
      sessionStore.set(deriveState('ready', null));
      await queryClient.resetQueries();
      goToLogin();
    } catch {
      sessionStore.set(deriveState('error', null));
    }
  })().finally(() => {
    recovering = null;
  });
}

async function startAsGuest(): Promise<void> {
  const guestToken = readCookie(COOKIE.guest);
  if (guestToken) {
    try {
      await fetchCurrentUser();
      return;
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) return;
      removeCookie(COOKIE.guest);
    }
  }
  await guestLogin();
}

let bootPromise: Promise<{ redirectToLogin: boolean }> | null = null;

/**
 * Starts the session once (spec §4): without an auth cookie as guest; with one the current
 * user is fetched, and on failure a guest login follows and the user is sent to login; if that
 * fails too the status becomes 'error' (the 500 "Login error" page).
 */
export function initSession(): Promise<{ redirectToLogin: boolean }> {
  bootPromise ??= boot();
  return bootPromise;
}

async function boot(): Promise<{ redirectToLogin: boolean }> {
  setUnauthorizedHandler(onUnauthorized);
  listenForSessionEvents();
  booting = true;
  try {
    if (!readCookie(COOKIE.auth)) {
      await startAsGuest();
      sessionStore.set(deriveState('ready', null));
      return { redirectToLogin: false };
    }
    try {
      const user = await fetchCurrentUser();
      sessionStore.set(deriveState('ready', user));
      return { redirectToLogin: false };
    } catch (error) {
      // No answer at all (the page is being left, or no network): the login is not to blame and
      // stays; without a server the shop cannot start ("Login error").
      if (!(isApiError(error) && error.status > 0)) throw error;
      noteSessionEnd(error);
      removeCookie(COOKIE.auth);
      await guestLogin();
      sessionStore.set(deriveState('ready', null));
      return { redirectToLogin: true };
    }
  } catch {
    sessionStore.set(deriveState('error', null));
    return { redirectToLogin: false };
  } finally {
    booting = false;
  }
}

/** Fetches the current user again (after a settings change, a company switch...). */
export async function refreshCurrentUser(): Promise<void> {
  if (!getSession().isLoggedIn) {
    sessionStore.set(deriveState(getSession().status, null));
    return;
  }
  const user = await fetchCurrentUser();
  sessionStore.set(deriveState('ready', user));
}
