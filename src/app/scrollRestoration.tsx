import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions wait while the document is gone (a reload, a visit to another site and back). */
export const SCROLL_POSITIONS_KEY = 'spinacz-scroll-positions';

/** A position, an element (and, when it is not on the page, the top or nowhere), the top, or nowhere. */
export type ScrollTarget = { y: number } | { id: string; otherwise: 'top' | null } | 'top' | null;

/**
 * Where the page goes when its location changes: back or forward (POP) to where it was; a hash to
 * its element (a change of the hash alone only there: the browser has followed a link within the
 * page); a navigation that asks to keep the position (a listing's filter, a tab) nowhere; another
 * navigation to the top. The first page of a document only comes back to a position it had (a
 * reload) or goes to its hash: the visitor may have scrolled it before it started.
 */
export function scrollTarget(change: { first: boolean; action: 'POP' | 'PUSH' | 'REPLACE'; saved: number | undefined; hash: string; hashOnly: boolean; keep: boolean }): ScrollTarget {
  const id = change.hash.length > 1 ? safeDecode(change.hash.slice(1)) : null;
  if (change.hashOnly) return id ? { id, otherwise: null } : null;
  if ((change.first || change.action === 'POP') && change.saved !== undefined) return { y: change.saved };
  const otherwise = change.first || change.keep ? null : 'top';
  return id ? { id, otherwise } : otherwise;
}

/**
 * The entry's key in the saved positions. The router gives each entry it makes a key of its own;
 * the first entry of a document has none ("default"), nor one the browser makes for a link within
 * the page: those are told apart by their address.
 */
export function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the browser's router says about the last navigation (`navigate(…, { preventScrollReset })`). */
interface NavigationSource {
  state: { preventScrollReset: boolean };
}

let source: NavigationSource | null = null;

/** The router whose navigations may keep the scroll position (src/app/router.tsx). */
export function followScrollOf(router: NavigationSource): void {
  source = router;
}

/** How long a position waits for the page to grow tall enough for it (its pictures, its data). */
const SETTLE_MS = 3000;

/**
 * How long the page's height must stay the same, with the position reached, before the position is
 * left alone: parts rendered in steps (a listing's tiles in groups) change heights above the
 * position, and the browser's scroll anchoring then moves it.
 */
const STABLE_MS = 400;

/**
 * Whether a part of the page says it is still loading (`aria-busy`, e.g. a listing whose tiles are
 * placeholders yet): its height will change, so the page is not settled, however long it has kept
 * its height (on a slow phone longer than STABLE_MS between two steps of a listing).
 */
function stillLoading(): boolean {
  return document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') !== null;
}

/** What the visitor does to scroll themselves (a position waiting for the page stops then). */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'];

/**
 * Scrolls to `y`, and on each frame again until it is there, nothing on the page is still loading
 * and the page has kept its height for STABLE_MS, the time is up or the visitor scrolls themselves. Returns what stops it.
 */
function scrollToPosition(y: number): () => void {
  const until = performance.now() + SETTLE_MS;
  let frame = 0;
  let height = -1;
  let stableSince = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const step = () => {
    window.scrollTo(0, y);
    const now = performance.now();
    const reached = Math.abs(window.scrollY - y) < 1;
    const pageHeight = document.documentElement.scrollHeight;
    if (!reached || pageHeight !== height || stillLoading()) {
      height = pageHeight;
      stableSince = now;
    }
    if ((reached && now - stableSince >= STABLE_MS) || now > until) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The scroll position of each entry of the tab's history, kept as the visitor scrolls and put back
 * when they return to it; the browser's own restoring is off, since it would act before the page
 * is there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  /** The location the page stands at (the entry whose position the visitor's scrolling updates). */
  const shown = useRef<typeof location | null>(null);

  useEffect(() => {
    // Also when the document comes back from the browser's cache (it was left with 'auto').
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    manual();
    const save = () => {
      if (shown.current && positions.current) positions.current[entryKey(shown.current)] = window.scrollY;
    };
    const leave = () => {
      save();
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions last as long as the document.
      }
      // The browser restores the position itself if the document comes back from its cache.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    // The same location again (React's development double run): nothing moved.
    if (before === location) return;
    const first = positions.current === null;
    positions.current ??= readPositions();
    const hashOnly = !first && before !== null && before.pathname === location.pathname && before.search === location.search && before.hash !== location.hash;
    shown.current = location;
    const target = scrollTarget({ first, action, saved: positions.current[entryKey(location)], hash: location.hash, hashOnly, keep: source?.state.preventScrollReset ?? false });
    if (target === null) {
      // The page stays where it is, and that is its position: the visitor may have scrolled before the
      // shop started (a page from the server is read before its scripts run), with no scroll since.
      positions.current[entryKey(location)] = window.scrollY;
      return;
    }
    if (target === 'top') window.scrollTo(0, 0);
    else if ('y' in target) return scrollToPosition(target.y);
    else {
      const element = document.getElementById(target.id);
      if (element) element.scrollIntoView();
      else if (target.otherwise === 'top') window.scrollTo(0, 0);
    }
  }, [location, action]);

  return null;
}
