import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_START_LIMIT_MS, DEFERRED_VIEW_LIMIT_MS, EARLY_INPUT, PAGE_TAKEN_OVER } from '../../src/session/renderedPage.ts';
import { routeRegex } from '../../src/routing/routeRegex.ts';
import { LOCALES, ROUTES, type RouteName } from '../../src/routing/routePaths.ts';
import { deferredStart, literalStart } from './preloadScreens.ts';

describe('literalStart', () => {
  it('is the literal beginning of a route regex, up to its first parameter', () => {
    expect(literalStart('^/en/blog/author/[^/]+/page/[^/]+$')).toBe('/en/blog/author/');
    expect(literalStart('^/moje-konto/zamowienia$')).toBe('/moje-konto/zamowienia');
    expect(literalStart('^/[^/]+$')).toBe('/');
    expect(literalStart('^/en/textPage(?:/[^/]+)?$')).toBe('/en/textPage');
  });

  it('never rules out a path its route matches', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const language of LOCALES) {
        const { source } = routeRegex(ROUTES[name][language]);
        const path = ROUTES[name][language].replace(/:\w+/g, 'x-1');
        if (!new RegExp(source).test(path)) continue;
        expect(path.startsWith(literalStart(source)), `${name} ${language}: ${path}`).toBe(true);
      }
    }
  });
});

/**
 * The start of a server-rendered page's scripts, run in a stand-in for the browser: a document that
 * counts how often the pictures are looked at (each look lays the page out) and which scripts start.
 */
function page({ visible, pictures }: { visible: boolean; pictures?: unknown[] }) {
  const listeners = new Map<string, (event?: unknown) => void>();
  const started: string[] = [];
  let looks = 0;
  let frameCallbacks: (() => void)[] = [];
  const picture = { complete: true, getBoundingClientRect: () => ({ top: 0, bottom: 10, left: 0, right: 10 }), addEventListener: () => undefined };
  const document = {
    readyState: 'loading',
    visibilityState: visible ? 'visible' : 'hidden',
    get images() {
      looks += 1;
      return pictures ?? [picture];
    },
    fonts: { ready: Promise.resolve() },
    head: { appendChild: (element: { src?: string; href?: string }) => started.push(element.src ?? element.href ?? '') },
    createElement: () => ({}),
    querySelectorAll: (selector: string) => (selector.startsWith('script') ? [{ src: '/assets/index.js' }] : []),
    addEventListener: (type: string, listener: (event?: unknown) => void) => listeners.set(type, listener),
  };
  const requestAnimationFrame = (callback: () => void) => frameCallbacks.push(callback);
  const window: Record<string, unknown> = { requestAnimationFrame };
  const run = new Function('document', 'window', 'requestAnimationFrame', 'location', 'innerHeight', 'innerWidth', 'load', deferredStart());
  run(document, window, requestAnimationFrame, { pathname: '/' }, 800, 400, () => undefined);
  return {
    window,
    /** The browser sends an event the inline script listens to; says whether the script stopped its default. */
    send: (type: string, target: unknown, submitter: unknown = null) => {
      let stopped = false;
      listeners.get(type)?.({ target, submitter, preventDefault: () => (stopped = true) });
      return stopped;
    },
    get looks() {
      return looks;
    },
    started,
    parsed: () => {
      document.readyState = 'interactive';
      listeners.get('DOMContentLoaded')?.();
    },
    frame: () => {
      const callbacks = frameCallbacks;
      frameCallbacks = [];
      callbacks.forEach((callback) => callback());
    },
  };
}

describe('the start of a page rendered on the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not look at a page whose markup is still arriving, however long that takes', async () => {
    const background = page({ visible: false });
    await vi.advanceTimersByTimeAsync(DEFERRED_START_LIMIT_MS * 10);
    expect(background.looks).toBe(0);
    expect(background.started).toEqual([]);
    background.parsed();
    await vi.advanceTimersByTimeAsync(DEFERRED_START_LIMIT_MS);
    expect(background.looks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(background.started).toEqual(['/assets/index.js']);
  });

  it('looks once, in the first frame after its markup is whole, and starts the scripts a frame after the view is in', async () => {
    const shown = page({ visible: true });
    // Frames while the markup arrives: the page is painted as it comes, but not laid out for a look.
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.looks).toBe(0);
    shown.parsed();
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.looks).toBe(1);
    expect(shown.started).toEqual([]);
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.started).toEqual(['/assets/index.js']);
    await vi.advanceTimersByTimeAsync(DEFERRED_VIEW_LIMIT_MS * 2);
    expect(shown.looks).toBe(1);
    expect(shown.started).toEqual(['/assets/index.js']);
  });
});

describe('what the visitor does before the app has taken a server-rendered page over', () => {
  const form = (action: string | null) => ({ getAttribute: (name: string) => (name === 'action' ? action : null) });

  /** A button that keeps its attributes, as the page's are. */
  const button = () => {
    const attributes = new Set<string>();
    return { attributes, setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name) };
  };

  it('holds back the last form without an address, with its button, and keeps the fields changed, once each', () => {
    const shown = page({ visible: true });
    const [first, second, search] = [form(null), form(null), form('/wyszukiwarka')];
    const [add, save] = [button(), button()];
    const [email, box] = [{ name: 'email' }, { name: 'agreement' }];
    expect(shown.send('submit', first, add)).toBe(true);
    // The tapped button shows the tap was taken, until another takes its place.
    expect([...add.attributes]).toEqual([EARLY_INPUT.heldButton]);
    expect(shown.send('submit', second, save)).toBe(true);
    expect([...add.attributes]).toEqual([]);
    expect([...save.attributes]).toEqual([EARLY_INPUT.heldButton]);
    // A form with an address of its own goes there, as any form does.
    expect(shown.send('submit', search)).toBe(false);
    shown.send('input', email);
    shown.send('input', email);
    shown.send('change', email);
    shown.send('change', box);
    expect(shown.window[EARLY_INPUT.submission]).toEqual({ form: second, submitter: save });
    expect(shown.window[EARLY_INPUT.fields]).toEqual([email, box]);
  });

  it('lets everything through once the app has the page', () => {
    const shown = page({ visible: true });
    shown.window[PAGE_TAKEN_OVER] = true;
    const add = button();
    expect(shown.send('submit', form(null), add)).toBe(false);
    expect([...add.attributes]).toEqual([]);
    shown.send('input', { name: 'email' });
    expect(shown.window[EARLY_INPUT.submission]).toBeUndefined();
    expect(shown.window[EARLY_INPUT.fields]).toEqual([]);
  });
});

describe('the pictures a server-rendered page waits for', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are those in view and still loading; the scripts start a frame after the last has come', async () => {
    const onLoad: (() => void)[] = [];
    const picture = (top: number, complete = false) => ({
      complete,
      getBoundingClientRect: () => ({ top, bottom: top + 200, left: 0, right: 200 }),
      addEventListener: vi.fn((type: string, listener: () => void) => (type === 'load' ? onLoad.push(listener) : undefined)),
    });
    const [inView, below, loaded] = [picture(100), picture(2000), picture(100, true)];
    const shown = page({ visible: true, pictures: [inView, below, loaded] });
    shown.parsed();
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.started).toEqual([]);
    expect(inView.addEventListener).toHaveBeenCalled();
    expect(below.addEventListener).not.toHaveBeenCalled();
    expect(loaded.addEventListener).not.toHaveBeenCalled();
    onLoad.forEach((listener) => listener());
    shown.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.started).toEqual(['/assets/index.js']);
  });
});
