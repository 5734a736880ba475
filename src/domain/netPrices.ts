/** The net/gross price switch (spec §4, §9): a cookie for guests, a user setting for logged-in users. */
export const NET_PRICES_SETTING_ID = 'netPrices';

export interface SettingLike {
  id: string;
  value: 'on' | 'off';
  isReadOnly: boolean;
}

/** The value the net-price cookie stores ('1' net, '0' gross; read back by netPriceCookieMeansNet). */
export function netPriceCookieValue(showNetPrices: boolean): '1' | '0' {
  return showNetPrices ? '1' : '0';
}

/** The user setting's value for PATCH users/current/settings/{id}. */
export function netPriceSettingValue(showNetPrices: boolean): 'on' | 'off' {
  return showNetPrices ? 'on' : 'off';
}

export function findNetPriceSetting<T extends SettingLike>(settings: readonly T[] | null | undefined): T | undefined {
  return settings?.find((setting) => setting.id === NET_PRICES_SETTING_ID);
}

/** Guests may always switch; a logged-in user may not when the setting says it is read-only. */
export function isNetPriceSwitchReadOnly(isLoggedIn: boolean, settings: readonly SettingLike[] | null | undefined): boolean {
  return isLoggedIn && Boolean(findNetPriceSetting(settings)?.isReadOnly);
}
