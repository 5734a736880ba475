import { useCallback, useSyncExternalStore } from 'react';

/** Whether the viewport is at least `px` wide, kept up to date (a plain `matchMedia`, read on the first render). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width:${px}px)`;
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
