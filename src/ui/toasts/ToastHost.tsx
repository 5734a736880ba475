import { lazy, Suspense } from 'react';
import { useStore } from '../../session/createStore';
import { toastStore } from './toastStore';

const Toasts = lazy(() => import('./Toasts'));

/** Mounted once at the root; the snackbar code loads with the first toast. */
export function ToastHost() {
  const shown = useStore(toastStore).length > 0;
  return shown ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
