import { afterEach, describe, expect, it } from 'vitest';
import { localStoragePersistence, memoryPersistence } from './persistence';
import { configurePersistence, getState, resetDemoData, updateState } from './store';

/** A minimal Storage shared by two "tabs". */
function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(() => configurePersistence(memoryPersistence()));

describe('the demo store', () => {
  it('persists only the mutable state under spinacz-demo-state and resets it', () => {
    const storage = fakeStorage();
    configurePersistence(localStoragePersistence(storage));
    updateState((state) => {
      state.carts['g:abc'] = [{ id: 1, productId: 5, quantity: 2 }];
    });
    const stored = JSON.parse(storage.getItem('spinacz-demo-state')!);
    expect(stored.carts).toEqual({ 'g:abc': [{ id: 1, productId: 5, quantity: 2 }] });
    expect(stored.products).toBeUndefined();
    configurePersistence(localStoragePersistence(storage)); // a reload
    expect(getState().carts['g:abc']).toHaveLength(1);
    resetDemoData();
    expect(storage.getItem('spinacz-demo-state')).toBeNull();
    expect(getState().carts).toEqual({});
  });

  it('sees what another tab wrote', () => {
    const storage = fakeStorage();
    configurePersistence(localStoragePersistence(storage));
    expect(getState().carts).toEqual({});
    const other = JSON.parse(JSON.stringify(getState()));
    other.carts['u:2'] = [{ id: 9, productId: 7, quantity: 1 }];
    storage.setItem('spinacz-demo-state', JSON.stringify(other));
    expect(getState().carts['u:2']).toHaveLength(1);
  });

  it('drops stored state of another seed version or broken JSON', () => {
    const storage = fakeStorage();
    storage.setItem('spinacz-demo-state', '{"version":-1,"carts":{"x":[]}}');
    configurePersistence(localStoragePersistence(storage));
    expect(getState().carts).toEqual({});
    storage.setItem('spinacz-demo-state', '{oops');
    expect(getState().carts).toEqual({});
  });
});
