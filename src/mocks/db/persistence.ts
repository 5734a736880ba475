/** Where the demo API keeps its mutable state: localStorage in the browser, memory in Node. */
export interface PersistenceAdapter {
  /** True when other tabs write to the same place: the store then re-reads before each use. */
  shared?: boolean;
  load(): string | null;
  save(serialized: string): void;
  clear(): void;
}

export const STORAGE_KEY = 'spinacz-demo-state';

export function memoryPersistence(): PersistenceAdapter {
  let value: string | null = null;
  return {
    load: () => value,
    save: (serialized) => {
      value = serialized;
    },
    clear: () => {
      value = null;
    },
  };
}

export function localStoragePersistence(storage: Storage, key = STORAGE_KEY): PersistenceAdapter {
  return {
    shared: true,
    load: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    save: (serialized) => {
      try {
        storage.setItem(key, serialized);
      } catch {
        // Quota exceeded or storage disabled: the demo keeps working in memory.
      }
    },
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** localStorage when the page has one, else memory. */
export function defaultPersistence(): PersistenceAdapter {
  const storage = typeof window !== 'undefined' ? (globalThis as { localStorage?: Storage }).localStorage : undefined;
  return storage ? localStoragePersistence(storage) : memoryPersistence();
}
