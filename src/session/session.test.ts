// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readCookie, removeCookie, writeCookie } from '../api/cookies';
import type { CurrentUserResponse } from '../generated/model';
import { EARLY_GUEST_TOKEN } from './guestCredentials';

const user = (roleId: number): CurrentUserResponse => ({
  user: { id: 7, companyId: 3, firstName: 'Kamil', lastName: 'Kupiec', phone1: '+48', phoneCell: null, email: 'kupiec@firma.demo', login: 'kupiec@firma.demo', roleId, roleName: 'buyer' },
  company: { id: 3, name: 'Firma Demo', taxId: null, isPrivateCustomer: false, hasOffer: false },
  customerServicePerson: null,
  acl: {
    showNetPrices: true, canSwitchToOtherAccounts: false, switchFrontendVersionUntilDate: null, invoices: true, reports: true, createAddress: true,
    eInvoiceEnabled: false, allowedToChangeEInvoiceSetting: false, hasBlockedPromotions: false, subscribedToNewsletter: false,
    agreedToTrackingCookies: false, catalogSubsetType: null, ordersForAcceptance: false,
  },
  minimumValueLimitation: null,
  defaultCostCenter: null,
  settings: [],
});

const token = (access: string, guest: boolean) => ({
  token_type: 'Bearer', access_token: access, expires_in: 3600, spinacz_is_guest: guest, spinacz_frontend_version: 2, spinacz_redirect_url: null,
});

let tokenRequests: URLSearchParams[] = [];
let guestCounter = 0;
let tokenFails = false;
let currentUserStatus = 200;

const server = setupServer(
  http.post('*/oauth2/token', async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    tokenRequests.push(body);
    if (tokenFails) return HttpResponse.json({ code: 'DOWN', message: 'down' }, { status: 500 });
    if (body.get('username') === 'guest') return HttpResponse.json(token(`guest-${++guestCounter}`, true));
    if (body.get('password') !== 'Spinacz123!') return HttpResponse.json({ code: 'INVALID-GRANT', message: 'Nieprawidłowy login lub hasło.' }, { status: 400 });
    return HttpResponse.json(token('user-token', false));
  }),
  http.get('*/e-commerce/v1/users/current', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    if (currentUserStatus !== 200) return HttpResponse.json({ code: 'INVALID-TOKEN', message: 'no' }, { status: currentUserStatus });
    return HttpResponse.json(user(auth.includes('user-token') ? 5 : 0));
  }),
  http.get('*/e-commerce/v1/shopping-carts/current', () => HttpResponse.json({ code: 'FORBIDDEN-ACCOUNT', message: 'no' }, { status: 401 })),
);

beforeAll(() => {
  // Tab sync has its own test; here every module instance would hear the others.
  vi.stubGlobal('BroadcastChannel', undefined);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.resetModules();
  tokenRequests = [];
  guestCounter = 0;
  tokenFails = false;
  currentUserStatus = 200;
  removeCookie(COOKIE.auth);
  removeCookie(COOKIE.guest);
});
afterEach(() => server.resetHandlers());

async function loadSession() {
  const session = await import('./session');
  const { login, logout } = await import('./signInOut');
  const goToLogin = vi.fn();
  const reloadAtLogin = vi.fn();
  session.configureSession({ goToLogin, reloadAtLogin });
  return { ...session, login, logout, goToLogin, reloadAtLogin };
}

describe('session start', () => {
  it('logs in as guest without an auth cookie and stores the guest cookie', async () => {
    const session = await loadSession();
    await expect(session.initSession()).resolves.toEqual({ redirectToLogin: false });
    expect(tokenRequests[0].get('username')).toBe('guest');
    expect(tokenRequests[0].get('password')).toBe('guest');
    expect(tokenRequests[0].get('client_id')).toBe('spinacz');
    expect(tokenRequests[0].get('client_secret')).toBe('spinacz');
    expect(readCookie(COOKIE.guest)).toBe('guest-1');
    expect(session.getSession()).toMatchObject({ status: 'ready', isLoggedIn: false, currentUser: null });
  });

  it('takes the guest token index.html asked for, without asking again', async () => {
    (window as unknown as Record<string, unknown>)[EARLY_GUEST_TOKEN] = Promise.resolve(token('guest-early', true));
    const session = await loadSession();
    await session.initSession();
    expect(tokenRequests).toHaveLength(0);
    expect(readCookie(COOKIE.guest)).toBe('guest-early');
    expect(EARLY_GUEST_TOKEN in window).toBe(false);
  });

  it('asks for a guest token itself when the early request failed', async () => {
    (window as unknown as Record<string, unknown>)[EARLY_GUEST_TOKEN] = Promise.resolve(null);
    const session = await loadSession();
    await session.initSession();
    expect(tokenRequests).toHaveLength(1);
    expect(readCookie(COOKIE.guest)).toBe('guest-1');
  });

  it('keeps a working guest token', async () => {
    writeCookie(COOKIE.guest, 'guest-old', 60);
    const session = await loadSession();
    await session.initSession();
    expect(tokenRequests).toHaveLength(0);
    expect(readCookie(COOKIE.guest)).toBe('guest-old');
  });

  it('replaces an expired guest token', async () => {
    writeCookie(COOKIE.guest, 'guest-old', 60);
    currentUserStatus = 401;
    const session = await loadSession();
    await session.initSession();
    expect(readCookie(COOKIE.guest)).toBe('guest-1');
  });

  it('loads the user with an auth cookie', async () => {
    writeCookie(COOKIE.auth, 'user-token', 60);
    const session = await loadSession();
    await session.initSession();
    expect(session.getSession()).toMatchObject({ status: 'ready', isLoggedIn: true, showNetPrices: true });
    expect(session.getSession().currentUser?.user.firstName).toBe('Kamil');
  });

  it('falls back to a guest and asks for login when the user cannot be loaded', async () => {
    writeCookie(COOKIE.auth, 'user-token', 60);
    currentUserStatus = 401;
    const session = await loadSession();
    await expect(session.initSession()).resolves.toEqual({ redirectToLogin: true });
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(readCookie(COOKIE.guest)).toBe('guest-1');
    expect(session.getSession().isLoggedIn).toBe(false);
  });

  it('keeps the login when the user request gets no answer at all (page left, no network)', async () => {
    writeCookie(COOKIE.auth, 'user-token', 60);
    server.use(http.get('*/e-commerce/v1/users/current', () => HttpResponse.error()));
    const session = await loadSession();
    await session.initSession();
    expect(readCookie(COOKIE.auth)).toBe('user-token');
    expect(session.getSession().status).toBe('error');
  });

  it('ends in the "Login error" state when the guest login fails too', async () => {
    tokenFails = true;
    const session = await loadSession();
    await session.initSession();
    expect(session.getSession().status).toBe('error');
  });
});

describe('login and logout', () => {
  it('logs in with the guest token, stores the auth cookie and loads the user', async () => {
    const session = await loadSession();
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    const request = tokenRequests[1];
    expect(request.get('username')).toBe('kupiec@firma.demo');
    expect(request.get('spinacz_guest_token')).toBe('guest-1');
    expect(readCookie(COOKIE.auth)).toBe('user-token');
    expect(session.getSession()).toMatchObject({ isLoggedIn: true });
  });

  it('throws the server error on bad credentials and stays a guest', async () => {
    const session = await loadSession();
    await session.initSession();
    await expect(session.login('kupiec@firma.demo', 'wrong')).rejects.toMatchObject({ status: 400, message: 'Nieprawidłowy login lub hasło.' });
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(session.getSession().isLoggedIn).toBe(false);
  });

  it('logs out: loader, auth cookie and order edit gone, new guest, cache cleared, login loaded anew', async () => {
    const session = await loadSession();
    const { queryClient } = await import('../api/queryClient');
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    localStorage.setItem('spinacz.editOrder', '4711');
    queryClient.setQueryData(['cart'], { items: [1] });
    const loaderShown: boolean[] = [];
    session.leavingStore.subscribe(() => loaderShown.push(session.leavingStore.get()));
    await session.logout();
    expect(loaderShown[0]).toBe(true);
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(readCookie(COOKIE.guest)).toBe('guest-2');
    expect(localStorage.getItem('spinacz.editOrder')).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    expect(session.getSession()).toMatchObject({ status: 'ready', isLoggedIn: false, currentUser: null });
    expect(session.reloadAtLogin).toHaveBeenCalledTimes(1);
  });

  it("logs out: the user's data in this browser's storage goes, the demo API's data and the guest's list stay", async () => {
    const session = await loadSession();
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    sessionStorage.setItem('spinacz-checkout-draft:account', '{"firstName":"Kamil"}');
    sessionStorage.setItem('spinacz-placed-order:12', '{"email":"kupiec@firma.demo"}');
    sessionStorage.setItem('spinacz.requestedPath', '/moje-konto/faktury');
    sessionStorage.setItem('other-site-key', 'x');
    localStorage.setItem('spinacz.cartChanges', '[{"productId":1,"quantity":2}]');
    localStorage.setItem('spinacz.shoppingList', '[3]');
    localStorage.setItem('spinacz-demo-state', '{}');
    await session.logout();
    expect(Object.keys(sessionStorage)).toEqual(['other-site-key']);
    expect(localStorage.getItem('spinacz.cartChanges')).toBeNull();
    expect(localStorage.getItem('spinacz.shoppingList')).toBe('[3]');
    expect(localStorage.getItem('spinacz-demo-state')).toBe('{}');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('shows "Login error" when the guest login after a logout fails', async () => {
    const session = await loadSession();
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    tokenFails = true;
    await session.logout();
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(session.getSession().status).toBe('error');
    expect(session.leavingStore.get()).toBe(false);
    expect(session.reloadAtLogin).not.toHaveBeenCalled();
  });

  it('keeps the user logged out after a failed login: the server user is not loaded', async () => {
    const session = await loadSession();
    await session.initSession();
    currentUserStatus = 500;
    await expect(session.login('kupiec@firma.demo', 'Spinacz123!')).rejects.toMatchObject({ status: 500 });
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(session.getSession().isLoggedIn).toBe(false);
  });
});

describe('401 policy (spec §8)', () => {
  it('drops both tokens, logs in as guest and goes to login on a 401 that is not INVALID-TOKEN', async () => {
    const session = await loadSession();
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    const { getCurrentCart } = await import('../generated/api/cart/cart');
    await expect(getCurrentCart()).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(session.goToLogin).toHaveBeenCalled());
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(readCookie(COOKIE.guest)).toBe('guest-2');
    expect(session.getSession().isLoggedIn).toBe(false);
    // An ordinary refusal leaves the login page nothing to explain.
    expect((await import('./sessionEndNotice')).sessionEndNotice()).toBeNull();
  });

  it('ends the session of a deactivated account and leaves the login page its reason, said once', async () => {
    const reason = 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.';
    server.use(http.get('*/e-commerce/v1/shopping-carts/current', () => HttpResponse.json({ code: 'ACCOUNT-DEACTIVATED', message: reason }, { status: 401 })));
    const session = await loadSession();
    const { sessionEndNotice, forgetSessionEndNotice } = await import('./sessionEndNotice');
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    const { getCurrentCart } = await import('../generated/api/cart/cart');
    await expect(getCurrentCart()).rejects.toMatchObject({ status: 401, code: 'ACCOUNT-DEACTIVATED' });
    await vi.waitFor(() => expect(session.goToLogin).toHaveBeenCalled());
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    expect(session.getSession().isLoggedIn).toBe(false);
    // The login page may render more than once: the reason stays until the user logs in again.
    expect(sessionEndNotice()).toBe(reason);
    expect(sessionEndNotice()).toBe(reason);
    forgetSessionEndNotice();
    expect(sessionEndNotice()).toBeNull();
  });

  it('refuses a step sent without the login while a deactivated session ends with the reason, not with the missing login', async () => {
    const reason = 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.';
    server.use(
      http.get('*/e-commerce/v1/shopping-carts/current', () => HttpResponse.json({ code: 'ACCOUNT-DEACTIVATED', message: reason }, { status: 401 })),
      // The step the user took meanwhile: the demo API's answer to a call without a login.
      http.post('*/e-commerce/v1/shopping-carts/current', ({ request }) =>
        request.headers.get('Authorization')
          ? HttpResponse.json({ code: 'ACCOUNT-DEACTIVATED', message: reason }, { status: 401 })
          : HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Brak tokenu dostępu. Zaloguj się ponownie.' }, { status: 401 })),
    );
    const session = await loadSession();
    await session.initSession();
    await session.login('kupiec@firma.demo', 'Spinacz123!');
    // The guest login that follows the end answers late: the step goes out while no login is left.
    let answerGuestLogin = () => {};
    const guestLoginHeld = new Promise<void>((resolve) => (answerGuestLogin = resolve));
    server.use(http.post('*/oauth2/token', async () => {
      await guestLoginHeld;
      return HttpResponse.json(token('guest-late', true));
    }));
    const { addToCurrentCart, getCurrentCart } = await import('../generated/api/cart/cart');
    await expect(getCurrentCart()).rejects.toMatchObject({ code: 'ACCOUNT-DEACTIVATED' });
    expect(readCookie(COOKIE.auth)).toBeUndefined();
    await expect(addToCurrentCart({ productId: 1, quantity: 1 })).rejects.toMatchObject({ status: 401, code: 'ACCOUNT-DEACTIVATED', message: reason });
    answerGuestLogin();
    await vi.waitFor(() => expect(session.goToLogin).toHaveBeenCalled());
  });
});
