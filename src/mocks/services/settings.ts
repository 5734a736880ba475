import type { UserSetting } from '../../generated/model';
import { ACCOUNT_SETTING_IDS, type AccountSettingId } from '../../domain/accountSettings';
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

/**
 * The settings page's other switches (src/domain/accountSettings.ts): e-invoices, the newsletter and
 * the tracking consent. Their values are acl flags (services/users.ts aclOf reads them here); a
 * stored change wins over the account's starting value.
 */
const ACL_SETTINGS: readonly string[] = [ACCOUNT_SETTING_IDS.eInvoice, ACCOUNT_SETTING_IDS.newsletter, ACCOUNT_SETTING_IDS.trackingCookies];

/** The stored on/off of an acl-backed setting, or `fallback` while the user has not changed it. */
export function aclSetting(user: SeedUser, id: AccountSettingId, fallback: boolean): boolean {
  const stored = getState().settings[user.id]?.[id];
  return stored === undefined ? fallback : stored === 'on';
}

/**
 * PATCH users/current/settings/{id}: net prices (unless read-only), or one of the acl-backed
 * switches; e-invoices only for an administrator (acl allowedToChangeEInvoiceSetting).
 */
export function changeSetting(user: SeedUser, settingId: string, value: 'on' | 'off'): UserSetting {
  if (ACL_SETTINGS.includes(settingId)) {
    // The same rule as aclOf's allowedToChangeEInvoiceSetting.
    if (settingId === ACCOUNT_SETTING_IDS.eInvoice && user.roleName !== 'admin') {
      throw forbidden('Ustawienie e-faktur może zmienić tylko administrator konta firmy.');
    }
    storeSetting(user, settingId, value);
    return { id: settingId, value, isReadOnly: false };
  }
  const setting = userSettings(user).find((candidate) => candidate.id === settingId);
  if (!setting) throw notFound(`Nie ma ustawienia „${settingId}”.`);
  if (setting.isReadOnly) throw forbidden('To ustawienie jest tylko do odczytu dla Twojego konta.');
  storeSetting(user, settingId, value);
  return { ...setting, value };
}

function storeSetting(user: SeedUser, settingId: string, value: 'on' | 'off'): void {
  updateState((state) => {
    state.settings[user.id] = { ...state.settings[user.id], [settingId]: value };
  });
}
