import { useSyncExternalStore } from 'react';

/**
 * The one small store mechanism for client state (session, toasts, modals): a value,
 * replaced immutably, with subscribers; read in React through `useStore`.
 */
export interface Store<T> {
  get(): T;
  /** The value a page rendered on the web server shows (for everyone): the browser hydrates with it, then uses its own. */
  server(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store read from the browser's own storage (cookies, localStorage) passes `server`: what a
 * server-rendered page shows instead, so hydration sees the server's page before the visitor's.
 */
export function createStore<T>(initial: T, options?: { server: T }): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    server: () => (options ? options.server : state),
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.server);
}
