/**
 * Saving the net/gross choice (spec §4): guests keep it in a cookie for 30 days; logged-in users save
 * it with PATCH users/current/settings/{id}, shown at once and reverted silently when the save fails.
 * Loaded when a visitor first reaches for the switch (src/session/netPrices.ts), not with the page.
 */
import { COOKIE, COOKIE_SECONDS, writeCookie } from '../api/cookies';
import { queryClient } from '../api/queryClient';
import { findNetPriceSetting, NET_PRICES_SETTING_ID, netPriceCookieValue, netPriceSettingValue } from '../domain/netPrices';
import { patchCurrentUserSetting } from '../generated/api/session-and-user/patchCurrentUserSetting';
import type { CurrentUserResponse } from '../generated/model';
import { isNetPriceReadOnly } from './netPrices';
import { sessionStore } from './session';

function withNetPrices(user: CurrentUserResponse, showNetPrices: boolean): CurrentUserResponse {
  const value = netPriceSettingValue(showNetPrices);
  const has = Boolean(findNetPriceSetting(user.settings));
  return {
    ...user,
    acl: { ...user.acl, showNetPrices },
    settings: has ? user.settings.map((setting) => (setting.id === NET_PRICES_SETTING_ID ? { ...setting, value } : setting)) : user.settings,
  };
}

function apply(showNetPrices: boolean): void {
  sessionStore.set((state) => ({
    ...state,
    showNetPrices,
    currentUser: state.currentUser ? withNetPrices(state.currentUser, showNetPrices) : null,
  }));
}

/** Listings priced by the server (price facets, sort by price) are fetched again after a change (also the account's settings page). */
export function refreshPricedQueries(): void {
  void queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].includes('/products/'),
  });
}

let latest = 0;

/** Shows prices net (true) or gross (false) everywhere and remembers the choice. */
export async function setShowNetPrices(showNetPrices: boolean): Promise<void> {
  const state = sessionStore.get();
  if (state.showNetPrices === showNetPrices || isNetPriceReadOnly(state)) return;
  if (!state.isLoggedIn) {
    writeCookie(COOKIE.netPrice, netPriceCookieValue(showNetPrices), COOKIE_SECONDS.netPrice);
    apply(showNetPrices);
    return;
  }
  const request = ++latest;
  const previous = state.showNetPrices;
  apply(showNetPrices);
  try {
    await patchCurrentUserSetting(NET_PRICES_SETTING_ID, { newValue: netPriceSettingValue(showNetPrices) });
    if (request === latest) refreshPricedQueries();
  } catch {
    // Spec §8: a failed save is silent; the switch goes back.
    if (request === latest) apply(previous);
  }
}
