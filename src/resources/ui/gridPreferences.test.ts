import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_PREFERENCES, gridPreferencesKey, parseGridPreferences, visibleColumnsModel } from './gridPreferences';

describe('gridPreferencesKey', () => {
  it('is per user and per list, so another user on the same browser does not inherit the choice', () => {
    expect(gridPreferencesKey(42, 'salesOrders')).toBe('spinacz.grid.42.salesOrders');
    expect(gridPreferencesKey(43, 'salesOrders')).not.toBe(gridPreferencesKey(42, 'salesOrders'));
    expect(gridPreferencesKey(42, 'salesInvoices')).not.toBe(gridPreferencesKey(42, 'salesOrders'));
  });

  it('is none before the user is known', () => {
    expect(gridPreferencesKey(undefined, 'salesOrders')).toBeNull();
    expect(gridPreferencesKey(null, 'salesOrders')).toBeNull();
  });
});

describe('parseGridPreferences', () => {
  it('reads the hidden columns and the density', () => {
    expect(parseGridPreferences('{"columns":{"createdBy":false,"itemsCount":true},"density":"comfortable"}')).toEqual({
      columns: { createdBy: false, itemsCount: true },
      density: 'comfortable',
    });
  });

  it('falls back to the list’s defaults for nothing, broken text or another shape', () => {
    expect(parseGridPreferences(null)).toEqual(DEFAULT_GRID_PREFERENCES);
    expect(parseGridPreferences('{oops')).toEqual(DEFAULT_GRID_PREFERENCES);
    expect(parseGridPreferences('[1,2]')).toEqual(DEFAULT_GRID_PREFERENCES);
    expect(parseGridPreferences('{"columns":{"a":"no"},"density":"huge"}')).toEqual(DEFAULT_GRID_PREFERENCES);
  });
});

describe('visibleColumnsModel', () => {
  it('lets what the list hides win over the user’s choice', () => {
    expect(visibleColumnsModel({ createdBy: true, itemsCount: false }, { createdBy: false, status: true })).toEqual({ createdBy: false, itemsCount: false });
    expect(visibleColumnsModel({ itemsCount: false }, undefined)).toEqual({ itemsCount: false });
  });

  it('starts with the secondary columns hidden, until the user shows one', () => {
    expect(visibleColumnsModel({}, undefined, ['itemsCount', 'clientOrderNumber'])).toEqual({ itemsCount: false, clientOrderNumber: false });
    expect(visibleColumnsModel({ itemsCount: true }, undefined, ['itemsCount', 'clientOrderNumber'])).toEqual({ itemsCount: true, clientOrderNumber: false });
    expect(visibleColumnsModel({ itemsCount: true }, { itemsCount: false }, ['itemsCount'])).toEqual({ itemsCount: false });
  });
});
