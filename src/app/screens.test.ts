import { describe, expect, it } from 'vitest';
import { loadScreen } from './routeTable';
import { ROUTES } from './routes';
import { SCREEN_OF_ROUTE, SCREENS, type ScreenId } from './screens';

describe('screens', () => {
  it.each(Object.keys(SCREENS) as ScreenId[])('%s: its module exports its component', async (id) => {
    expect(typeof (await loadScreen(id))).toBe('function');
  });

  it('each screen serves routes that exist', () => {
    for (const route of Object.keys(SCREEN_OF_ROUTE)) expect(Object.keys(ROUTES)).toContain(route);
  });
});
