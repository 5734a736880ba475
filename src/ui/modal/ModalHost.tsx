import { lazy, Suspense } from 'react';
import { useStore } from '../../session/createStore';
import { modalStore } from './modalStore';

const ModalStack = lazy(() => import('./ModalStack'));

/** Mounted once at the root; the dialog code loads with the first modal. */
export function ModalHost() {
  const open = useStore(modalStore).length > 0;
  return open ? (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  ) : null;
}
