import { useEffect, useRef } from 'react';

export interface HoverDelays {
  /** How long the pointer rests before the panel opens (ms). */
  open: number;
  /** How long after the pointer leaves the panel closes (ms). */
  close: number;
}

/** How long after the hover opened a panel a click on its button still means "open" (ms). */
export const HOVER_CLICK_KEEPS_MS = 1000;

/** The header's dropdowns (cart, login): long enough that a pointer passing by opens nothing. */
export const HEADER_HOVER_DELAYS: HoverDelays = { open: 150, close: 250 };

export interface HoverOpen<K> {
  /** The pointer came over the panel's area; an open panel stays as it is. */
  enter: (key: K) => void;
  /** The pointer left the area. */
  leave: () => void;
  /** The panel's button: opens, closes, or keeps open the panel the hover opened. */
  toggle: (key: K) => void;
  /** Closes now (Escape, focus leaving, a link followed). */
  close: () => void;
}

/**
 * A panel that opens on hover as well as with its button (the cart dropdown, the mega-menu, the
 * guest's login dropdown). `openKey` is the open panel (one of several, or `true` for a single one).
 *
 * The one rule they share: a click on the button of a panel the hover has just opened keeps it
 * open. A mouse user moves onto the button and clicks; by then the hover has opened the panel, and
 * a plain toggle would close it under their hand. A click that comes later (the user has seen the
 * panel) and the next click close it.
 */
export function useHoverOpen<K>(openKey: K | null, setOpenKey: (key: K | null) => void, delays: HoverDelays): HoverOpen<K> {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef<{ key: K; at: number } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (key: K | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = key === null ? null : { key, at: Date.now() };
      setOpenKey(key);
    }, delay);
  };

  return {
    enter: (key) => (openKey === key ? clearTimeout(timer.current) : later(key, delays.open)),
    leave: () => later(null, delays.close),
    toggle: (key) => {
      clearTimeout(timer.current);
      const hovered = openedByHover.current;
      const keep = openKey === key && hovered?.key === key && Date.now() - hovered.at < HOVER_CLICK_KEEPS_MS;
      openedByHover.current = null;
      if (!keep) setOpenKey(openKey === key ? null : key);
    },
    close: () => {
      clearTimeout(timer.current);
      setOpenKey(null);
    },
  };
}
