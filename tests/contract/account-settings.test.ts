import { describe, expect, it } from 'vitest';
import { getCurrentUser, patchCurrentUserSetting } from '../../src/generated/api/session-and-user/session-and-user';
import { getCheckout } from '../../src/generated/api/checkout/checkout';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const ALL = { includeAcl: true, includeCustomerServicePerson: true, includeDefaultCostCenter: true };

describe('PATCH users/current/settings/{id}: the settings page switches (acl-backed)', () => {
  it('subscribes and unsubscribes the newsletter and changes the tracking consent; the acl follows', async () => {
    const token = asBearer(await logIn('kupiec@firma.demo'));
    const before = (await getCurrentUser(ALL, token)).acl;
    expect(before).toMatchObject({ subscribedToNewsletter: false, agreedToTrackingCookies: true });

    expect(await patchCurrentUserSetting('newsletter', { newValue: 'on' }, token)).toEqual({ id: 'newsletter', value: 'on', isReadOnly: false });
    expect(await patchCurrentUserSetting('trackingCookies', { newValue: 'off' }, token)).toEqual({ id: 'trackingCookies', value: 'off', isReadOnly: false });
    expect((await getCurrentUser(ALL, token)).acl).toMatchObject({ subscribedToNewsletter: true, agreedToTrackingCookies: false });

    await patchCurrentUserSetting('newsletter', { newValue: 'off' }, token);
    expect((await getCurrentUser(ALL, token)).acl.subscribedToNewsletter).toBe(false);
    // The settings list itself stays the net-price setting.
    expect((await getCurrentUser(ALL, token)).settings.map((setting) => setting.id)).toEqual(['netPrices']);
  });

  it('lets only an administrator change e-invoices, and the checkout follows', async () => {
    const buyer = asBearer(await logIn('kupiec@firma.demo'));
    expect(await failure(patchCurrentUserSetting('eInvoice', { newValue: 'on' }, buyer))).toMatchObject({
      status: 403, message: 'Ustawienie e-faktur może zmienić tylko administrator konta firmy.',
    });

    const admin = asBearer(await logIn('akceptant@firma.demo'));
    expect((await getCurrentUser(ALL, admin)).acl).toMatchObject({ allowedToChangeEInvoiceSetting: true, eInvoiceEnabled: true });
    await patchCurrentUserSetting('eInvoice', { newValue: 'off' }, admin);
    expect((await getCurrentUser(ALL, admin)).acl.eInvoiceEnabled).toBe(false);
    expect((await getCheckout(undefined, admin)).eInvoiceEnabled).toBe(false);
  });

  it('still refuses unknown settings and read-only net prices', async () => {
    const token = asBearer(await logIn('dane@firma.demo'));
    expect(await failure(patchCurrentUserSetting('theme', { newValue: 'on' }, token))).toMatchObject({ status: 404 });
    expect(await failure(patchCurrentUserSetting('netPrices', { newValue: 'off' }, token))).toMatchObject({ status: 403 });
    // A data-only user still decides about the newsletter.
    expect(await patchCurrentUserSetting('newsletter', { newValue: 'on' }, token)).toMatchObject({ value: 'on' });
  });
});
