// @vitest-environment jsdom
// @vitest-isolate (the session's state and the last ask are this file's)
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, removeCookie, writeCookie } from '../api/cookies';
import type { CurrentUserResponse } from '../generated/model';
import { confirmShownLogin, forgetLastAsk, listenForReturningTab } from './returningTab';
import { sessionStore } from './session';

/** The account the server holds active for the login (a company switch elsewhere changes it). */
let activeAccount = 3;
let asked = 0;
const server = setupServer(
  http.get('*/e-commerce/v1/users/current', () => {
    asked += 1;
    return HttpResponse.json({ user: { id: activeAccount, roleId: 1 } });
  }),
);

const showing = (id: number | null) =>
  sessionStore.set(
    id === null
      ? { status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false }
      : { status: 'ready', currentUser: { user: { id } } as CurrentUserResponse, isLoggedIn: true, showNetPrices: true },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  activeAccount = 3;
  asked = 0;
  forgetLastAsk();
  removeCookie(COOKIE.auth);
});
afterEach(() => removeCookie(COOKIE.auth));

describe('a tab that comes back into view', () => {
  it('loads anew when the account its calls act for is no longer the one it shows (a company switch elsewhere)', async () => {
    writeCookie(COOKIE.auth, 'user-token', 3600);
    showing(3);
    const reload = vi.fn();
    await confirmShownLogin(reload);
    expect(reload).not.toHaveBeenCalled();

    activeAccount = 4;
    await confirmShownLogin(reload, Date.now() + 60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads anew when another tab logged in or out, without asking the server', async () => {
    const reload = vi.fn();
    showing(null);
    writeCookie(COOKIE.auth, 'user-token', 3600);
    await confirmShownLogin(reload);
    expect(reload).toHaveBeenCalledTimes(1);

    showing(3);
    removeCookie(COOKIE.auth);
    await confirmShownLogin(reload);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(asked).toBe(0);
  });

  it('asks the server at most once in ten seconds, and a guest tab never', async () => {
    const reload = vi.fn();
    showing(null);
    await confirmShownLogin(reload);
    expect(asked).toBe(0);

    writeCookie(COOKIE.auth, 'user-token', 3600);
    showing(3);
    const start = Date.now();
    await confirmShownLogin(reload, start);
    await confirmShownLogin(reload, start + 5_000);
    expect(asked).toBe(1);
    await confirmShownLogin(reload, start + 11_000);
    expect(asked).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('listens to the tab being shown again', async () => {
    writeCookie(COOKIE.auth, 'user-token', 3600);
    showing(3);
    activeAccount = 4;
    const reload = vi.fn();
    const stop = listenForReturningTab(reload);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    stop();
  });
});
