/**
 * The account's settings page (spec §2 /ustawienia, §6 acl flags): which switches a user sees, what
 * they show and whether they may be changed. Each switch is one user setting changed with
 * PATCH users/current/settings/{id} (on/off); its current value is the acl flag of the same meaning,
 * so the shop (prices, page sizes, the checkout's e-invoice option) follows the setting once the
 * current user is read again. The demo API uses the same ids and flags.
 */
import { findNetPriceSetting, NET_PRICES_SETTING_ID, type SettingLike } from './netPrices';

/** The setting ids PATCH users/current/settings/{id} takes. */
export const ACCOUNT_SETTING_IDS = {
  eInvoice: 'eInvoice',
  newsletter: 'newsletter',
  netPrices: NET_PRICES_SETTING_ID,
  trackingCookies: 'trackingCookies',
} as const;

export type AccountSettingKey = keyof typeof ACCOUNT_SETTING_IDS;
export type AccountSettingId = (typeof ACCOUNT_SETTING_IDS)[AccountSettingKey];

/** The acl flag that carries each setting's current value. */
export const SETTING_ACL_FLAGS = {
  eInvoice: 'eInvoiceEnabled',
  newsletter: 'subscribedToNewsletter',
  netPrices: 'showNetPrices',
  trackingCookies: 'agreedToTrackingCookies',
} as const satisfies Record<AccountSettingKey, string>;

/** The parts of the current-user response the settings read. */
export interface SettingsSubject {
  acl: {
    showNetPrices: boolean;
    eInvoiceEnabled: boolean;
    allowedToChangeEInvoiceSetting: boolean;
    subscribedToNewsletter: boolean;
    agreedToTrackingCookies: boolean;
  };
  settings?: readonly SettingLike[] | null;
}

/** One switch of the settings page. */
export interface SettingSwitch {
  key: AccountSettingKey;
  id: AccountSettingId;
  checked: boolean;
  /** Shown but not changeable (the net-price setting may be read-only for an account). */
  readOnly: boolean;
}

/** The order the page lists the switches in. */
const ORDER: readonly AccountSettingKey[] = ['eInvoice', 'newsletter', 'netPrices', 'trackingCookies'];

/**
 * The switches a user sees: e-invoices only when the user may change that setting (acl
 * allowedToChangeEInvoiceSetting); net prices read-only when their setting says so.
 */
export function settingSwitches(subject: SettingsSubject): SettingSwitch[] {
  return ORDER.filter((key) => key !== 'eInvoice' || subject.acl.allowedToChangeEInvoiceSetting).map((key) => ({
    key,
    id: ACCOUNT_SETTING_IDS[key],
    checked: Boolean(subject.acl[SETTING_ACL_FLAGS[key]]),
    readOnly: key === 'netPrices' && Boolean(findNetPriceSetting(subject.settings)?.isReadOnly),
  }));
}

/** The setting's key for an id the API names (null for ids the page does not know). */
export function settingKeyOf(id: string): AccountSettingKey | null {
  return (Object.keys(ACCOUNT_SETTING_IDS) as AccountSettingKey[]).find((key) => ACCOUNT_SETTING_IDS[key] === id) ?? null;
}

/** The value PATCH users/current/settings/{id} sends for a switch's new state. */
export const settingValue = (checked: boolean): 'on' | 'off' => (checked ? 'on' : 'off');

/**
 * The "change company data" dialog (spec §2) is for the company's administrator; a private customer
 * has no company data to change.
 */
export function canChangeCompanyData(subject: { user: { roleName: string }; company?: { isPrivateCustomer: boolean } | null } | null | undefined): boolean {
  return Boolean(subject?.company && !subject.company.isPrivateCustomer && subject.user.roleName === 'admin');
}
