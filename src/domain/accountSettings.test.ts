import { describe, expect, it } from 'vitest';
import { canChangeCompanyData, settingKeyOf, settingSwitches, settingValue, type SettingsSubject } from './accountSettings';

const subject = (acl: Partial<SettingsSubject['acl']> = {}, netPricesReadOnly = false): SettingsSubject => ({
  acl: {
    showNetPrices: true, eInvoiceEnabled: false, allowedToChangeEInvoiceSetting: true, subscribedToNewsletter: false, agreedToTrackingCookies: true,
    ...acl,
  },
  settings: [{ id: 'netPrices', value: 'on', isReadOnly: netPricesReadOnly }],
});

describe('settingSwitches', () => {
  it('lists e-invoice, newsletter, net prices and tracking consent with their acl values', () => {
    expect(settingSwitches(subject())).toEqual([
      { key: 'eInvoice', id: 'eInvoice', checked: false, readOnly: false },
      { key: 'newsletter', id: 'newsletter', checked: false, readOnly: false },
      { key: 'netPrices', id: 'netPrices', checked: true, readOnly: false },
      { key: 'trackingCookies', id: 'trackingCookies', checked: true, readOnly: false },
    ]);
  });

  it('hides the e-invoice switch from users who may not change it', () => {
    expect(settingSwitches(subject({ allowedToChangeEInvoiceSetting: false, eInvoiceEnabled: true })).map((row) => row.key)).toEqual(['newsletter', 'netPrices', 'trackingCookies']);
  });

  it('makes net prices read-only when the setting says so, and only net prices', () => {
    const rows = settingSwitches(subject({}, true));
    expect(rows.filter((row) => row.readOnly).map((row) => row.key)).toEqual(['netPrices']);
    // Without a net-price setting on record the switch may be changed.
    expect(settingSwitches({ ...subject(), settings: [] }).every((row) => !row.readOnly)).toBe(true);
  });
});

describe('settingKeyOf and settingValue', () => {
  it('maps the API ids back and sends on/off', () => {
    expect(settingKeyOf('netPrices')).toBe('netPrices');
    expect(settingKeyOf('trackingCookies')).toBe('trackingCookies');
    expect(settingKeyOf('theme')).toBeNull();
    expect(settingValue(true)).toBe('on');
    expect(settingValue(false)).toBe('off');
  });
});

describe('canChangeCompanyData', () => {
  it('is for the administrator of a company, never for a private customer or another role', () => {
    expect(canChangeCompanyData({ user: { roleName: 'admin' }, company: { isPrivateCustomer: false } })).toBe(true);
    expect(canChangeCompanyData({ user: { roleName: 'buyer' }, company: { isPrivateCustomer: false } })).toBe(false);
    expect(canChangeCompanyData({ user: { roleName: 'onlyData' }, company: { isPrivateCustomer: false } })).toBe(false);
    expect(canChangeCompanyData({ user: { roleName: 'admin' }, company: { isPrivateCustomer: true } })).toBe(false);
    expect(canChangeCompanyData({ user: { roleName: 'admin' }, company: null })).toBe(false);
    expect(canChangeCompanyData(null)).toBe(false);
  });
});
