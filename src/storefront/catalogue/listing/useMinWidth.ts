import { useSyncExternalStore } from 'react';

/** Whether the viewport is at least `px` wide, following changes (a media query, no MUI). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width:${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
