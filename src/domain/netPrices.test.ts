import { describe, expect, it } from 'vitest';
import { findNetPriceSetting, isNetPriceSwitchReadOnly, netPriceCookieValue, netPriceSettingValue } from './netPrices';
import { netPriceCookieMeansNet } from './user';

describe('net/gross switch', () => {
  it('stores a cookie value the session reads back', () => {
    expect(netPriceCookieMeansNet(netPriceCookieValue(true))).toBe(true);
    expect(netPriceCookieMeansNet(netPriceCookieValue(false))).toBe(false);
  });
  it('sends on/off to the server', () => {
    expect(netPriceSettingValue(true)).toBe('on');
    expect(netPriceSettingValue(false)).toBe('off');
  });
  it('is read-only only for a logged-in user whose setting says so', () => {
    const readOnly = [{ id: 'netPrices', value: 'on' as const, isReadOnly: true }];
    expect(findNetPriceSetting(readOnly)?.value).toBe('on');
    expect(isNetPriceSwitchReadOnly(true, readOnly)).toBe(true);
    expect(isNetPriceSwitchReadOnly(false, readOnly)).toBe(false);
    expect(isNetPriceSwitchReadOnly(true, [{ id: 'netPrices', value: 'on', isReadOnly: false }])).toBe(false);
    expect(isNetPriceSwitchReadOnly(true, [])).toBe(false);
  });
});
