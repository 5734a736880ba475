import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from '../../src/resources/accountScreens';
import { SCREENS } from '../../src/storefront/screens';
import { accountCases, storefrontCases, uncoveredScreens } from './screenCases';

describe('the UI fuzz covers every screen', () => {
  it('has a render for every storefront and every account screen', () => {
    expect(uncoveredScreens()).toEqual([]);
    expect(new Set(storefrontCases().map((item) => item.screen)).size).toBe(Object.keys(SCREENS).length);
    expect(accountCases()).toHaveLength(Object.keys(ACCOUNT_SCREENS).length);
  });
});
