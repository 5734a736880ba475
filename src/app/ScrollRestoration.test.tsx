// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scrollRestoration';

/** The window's scroll position, moved by scrollTo as a browser does. */
let y = 0;
let navigate: NavigateFunction = () => {};

function Navigator() {
  navigate = useNavigate();
  return null;
}

function shop(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
}

/** The visitor scrolls: the position moves and the browser says so. */
function visitorScrollsTo(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((...position: number[]) => {
    y = position[1] ?? y;
  }) as typeof window.scrollTo);
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the scroll position a page comes back to', () => {
  it('is where the visitor scrolled before the shop started, with no scroll since', () => {
    // A page from the server is read (and scrolled) before its scripts run.
    y = 1500;
    shop('/kategoria/papier');
    expect(y).toBe(1500);

    act(() => navigate('/produkt/papier-a4'));
    expect(y).toBe(0);
    act(() => navigate(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1500);
    expect(y).toBe(1500);
  });

  it('is where the visitor scrolled to last on that page', () => {
    shop('/kategoria/papier');
    act(() => visitorScrollsTo(800));
    act(() => visitorScrollsTo(2400));

    act(() => navigate('/produkt/papier-a4'));
    act(() => visitorScrollsTo(300));
    act(() => navigate(-1));
    expect(y).toBe(2400);
    act(() => navigate(1));
    expect(y).toBe(300);
  });

  it('is held while a part of the page is still loading, however long the page keeps its height', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
    try {
      // A listing whose tiles are placeholders yet says so (aria-busy): its height will change.
      const main = document.createElement('main');
      main.setAttribute('aria-busy', 'true');
      document.body.append(main);
      shop('/kategoria/papier');
      act(() => visitorScrollsTo(2400));
      act(() => navigate('/produkt/papier-a4'));
      act(() => navigate(-1));
      expect(y).toBe(2400);

      // A second later the tiles come in and the browser's scroll anchoring moves the page: put back.
      act(() => vi.advanceTimersByTime(1000));
      y = 4000;
      act(() => vi.advanceTimersByTime(100));
      expect(y).toBe(2400);

      // Loaded, and the height kept for a while: the position is left alone from then on.
      main.removeAttribute('aria-busy');
      act(() => vi.advanceTimersByTime(600));
      y = 4000;
      act(() => vi.advanceTimersByTime(100));
      expect(y).toBe(4000);
      main.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
