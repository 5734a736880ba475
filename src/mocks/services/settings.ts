import type { UserSetting } from '../../generated/model';
import { getState, updateState } from '../db/store';
import type { SeedUser } from '../db/types';
import { forbidden, notFound } from '../http/errors';

export const NET_PRICES = 'netPrices';

/** The user's settings (only net prices for now), with stored changes applied. */
export function userSettings(user: SeedUser): UserSetting[] {
  const stored = getState().settings[user.id] ?? {};
  return [{ id: NET_PRICES, value: stored[NET_PRICES] ?? user.netPricesDefault, isReadOnly: user.netPricesReadOnly }];
}

export function netPricesOn(user: SeedUser | null): boolean {
  return user ? userSettings(user).find((setting) => setting.id === NET_PRICES)?.value === 'on' : false;
}

export function changeSetting(user: SeedUser, settingId: string, value: 'on' | 'off'): UserSetting {
  const setting = userSettings(user).find((candidate) => candidate.id === settingId);
  if (!setting) throw notFound(`Nie ma ustawienia „${settingId}”.`);
  if (setting.isReadOnly) throw forbidden('To ustawienie jest tylko do odczytu dla Twojego konta.');
  updateState((state) => {
    state.settings[user.id] = { ...state.settings[user.id], [settingId]: value };
  });
  return { ...setting, value };
}
