// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, readCookie, removeCookie } from '../api/cookies';
import type { CurrentUserResponse } from '../generated/model';
import { renderHook } from '@testing-library/react';
import { isNetPriceReadOnly, useNetPrices } from './netPrices';
import { setShowNetPrices } from './switchNetPrices';
import { sessionStore } from './session';

let patches: Array<{ id: string; body: unknown }> = [];
let patchStatus = 200;

const server = setupServer(
  http.patch('*/e-commerce/v1/users/current/settings/:id', async ({ params, request }) => {
    const body = await request.json();
    patches.push({ id: String(params.id), body });
    if (patchStatus !== 200) return HttpResponse.json({ code: 'FORBIDDEN', message: 'no' }, { status: patchStatus });
    return HttpResponse.json({ id: params.id, value: (body as { newValue: string }).newValue, isReadOnly: false });
  }),
);

function user(isReadOnly: boolean, value: 'on' | 'off' = 'off'): CurrentUserResponse {
  return {
    user: { id: 7, companyId: 3, firstName: 'K', lastName: 'K', phone1: '+48', phoneCell: null, email: 'k@f.demo', login: 'k@f.demo', roleId: 5, roleName: 'buyer' },
    company: null, customerServicePerson: null, minimumValueLimitation: null, defaultCostCenter: null,
    acl: { showNetPrices: value === 'on' } as CurrentUserResponse['acl'],
    settings: [{ id: 'netPrices', value, isReadOnly }],
  };
}

const asGuest = () => sessionStore.set({ status: 'ready', currentUser: null, isLoggedIn: false, showNetPrices: false });
const asUser = (readOnly = false) => sessionStore.set({ status: 'ready', currentUser: user(readOnly), isLoggedIn: true, showNetPrices: false });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  patches = [];
  patchStatus = 200;
  removeCookie(COOKIE.netPrice);
});
afterEach(() => server.resetHandlers());

describe('net/gross switch', () => {
  it('guests: keeps the choice in the net-price cookie and shows net prices', async () => {
    asGuest();
    await setShowNetPrices(true);
    expect(readCookie(COOKIE.netPrice)).toBe('1');
    expect(sessionStore.get().showNetPrices).toBe(true);
    expect(patches).toHaveLength(0);
    await setShowNetPrices(false);
    expect(readCookie(COOKIE.netPrice)).toBe('0');
  });

  it('logged in: saves the setting on the server, no cookie', async () => {
    asUser();
    await setShowNetPrices(true);
    expect(patches).toEqual([{ id: 'netPrices', body: { newValue: 'on' } }]);
    expect(sessionStore.get().showNetPrices).toBe(true);
    expect(sessionStore.get().currentUser?.settings[0].value).toBe('on');
    expect(readCookie(COOKIE.netPrice)).toBeUndefined();
  });

  it('logged in: reverts silently when the save fails', async () => {
    asUser();
    patchStatus = 500;
    const pending = setShowNetPrices(true);
    expect(sessionStore.get().showNetPrices).toBe(true);
    await expect(pending).resolves.toBeUndefined();
    expect(sessionStore.get().showNetPrices).toBe(false);
    expect(sessionStore.get().currentUser?.settings[0].value).toBe('off');
  });

  it('is read-only when the setting says so', async () => {
    asUser(true);
    expect(isNetPriceReadOnly()).toBe(true);
    await setShowNetPrices(true);
    expect(patches).toHaveLength(0);
    expect(sessionStore.get().showNetPrices).toBe(false);
  });

  it("the switch's setter loads the saving code when first used and saves through it", async () => {
    asUser();
    const { result } = renderHook(() => useNetPrices());
    expect(result.current.showNetPrices).toBe(false);
    await result.current.setShowNetPrices(true);
    expect(patches).toEqual([{ id: 'netPrices', body: { newValue: 'on' } }]);
    expect(sessionStore.get().showNetPrices).toBe(true);
  });
});
