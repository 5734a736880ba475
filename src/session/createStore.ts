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

/** Equal arrays item by item, equal plain objects key by key (each compared as `Object.is`). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A store read from the browser's own storage (cookies, localStorage) passes `server`: what a
 * server-rendered page shows instead, so hydration sees the server's page before the visitor's.
 * A value equal to the server's (a guest's session, an empty list) is kept as the server's own
 * object: React compares the two after hydrating and, when they differ, renders every reader again
 * at once, in one task — for the session that was the whole page, on every page a guest opened.
 */
export function createStore<T>(initial: T, options?: { server: T }): Store<T> {
  const canonical = (value: T): T => (options && shallowEqual(value, options.server) ? options.server : value);
  let state = canonical(initial);
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    server: () => (options ? options.server : state),
    set(next) {
      const value = canonical(typeof next === 'function' ? (next as (previous: T) => T)(state) : next);
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
