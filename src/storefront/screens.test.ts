import { describe, expect, it } from 'vitest';
import { loadScreen } from '../app/routeTable';
import { ROUTES } from '../routing/routes';
import { SCREEN_OF_ROUTE, SCREENS, type ScreenId } from './screens';
import { ACCOUNT_SCREENS, EMBEDDED_ACCOUNT_SCREENS } from '../resources/accountScreens';

describe('screens', () => {
  it.each(Object.keys(SCREENS) as ScreenId[])('%s: its module exports its component', async (id) => {
    expect(typeof (await loadScreen(id))).toBe('function');
  });

  it('each screen serves routes that exist', () => {
    for (const route of Object.keys(SCREEN_OF_ROUTE)) expect(Object.keys(ROUTES)).toContain(route);
  });

  it('every public route has its screen; every account route one of the account area', () => {
    const withoutScreen = Object.keys(ROUTES).filter((route) => !route.startsWith('dashboard') && !(route in SCREEN_OF_ROUTE));
    expect(withoutScreen).toEqual([]);
    const accountRoutes = Object.keys(ROUTES).filter((route) => route.startsWith('dashboard'));
    expect(accountRoutes.filter((route) => !(route in ACCOUNT_SCREENS) && !(route in EMBEDDED_ACCOUNT_SCREENS))).toEqual([]);
  });
});
