import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '../../session/createStore';
import { toastStore } from './toastStore';

let Toasts: ComponentType | null = null;

/**
 * Mounted once at the root; the toast code loads with the first toast. Not through lazy() and
 * Suspense: React holds a revealed Suspense boundary back for up to 300 ms, and the first
 * "Został dodany do koszyka" would wait for that.
 */
export function ToastHost() {
  const shown = useStore(toastStore).length > 0;
  const [, setLoaded] = useState(Toasts !== null);
  useEffect(() => {
    if (!shown || Toasts) return;
    let active = true;
    void import('./Toasts').then((module) => {
      Toasts = module.default;
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [shown]);
  return shown && Toasts ? <Toasts /> : null;
}
