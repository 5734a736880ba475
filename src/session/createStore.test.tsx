// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStore, shallowEqual, useStore } from './createStore';

type Session = { status: string; isLoggedIn: boolean };
const SERVER: Session = { status: 'ready', isLoggedIn: false };

/** Hydrates server HTML of a reader of `store` in the browser and counts the reader's renders there. */
async function rendersAfterHydration(store: ReturnType<typeof createStore<Session>>, before: () => void): Promise<number> {
  let renders = 0;
  function Reader() {
    renders += 1;
    const session = useStore(store);
    return <p>{session.isLoggedIn ? 'user' : 'guest'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  renders = 0;
  before();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, <Reader />));
  const count = renders;
  act(() => root.unmount());
  return count;
}

describe('a store with a server value', () => {
  it('hydrates a guest page without rendering its readers again when the browser has the same guest', async () => {
    const store = createStore<Session>({ status: 'loading', isLoggedIn: false }, { server: SERVER });
    // The session becomes ready as a guest before the page is hydrated (a new object, equal values).
    expect(await rendersAfterHydration(store, () => store.set({ status: 'ready', isLoggedIn: false }))).toBe(1);
  });

  it('renders a reader again when the browser knows otherwise (a logged-in user)', async () => {
    const store = createStore<Session>({ status: 'loading', isLoggedIn: false }, { server: SERVER });
    expect(await rendersAfterHydration(store, () => store.set({ status: 'ready', isLoggedIn: true }))).toBe(2);
  });

  it('tells subscribers only of real changes', () => {
    const store = createStore<string[]>(['a'], { server: [] });
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set([]);
    expect(store.get()).toBe(store.server());
    store.set([]);
    store.set(['b']);
    expect(calls).toBe(2);
  });
});

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual({ a: {} }, { a: {} })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual([], {})).toBe(false);
    expect(shallowEqual(null, {})).toBe(false);
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
