import { useStore } from '../../session/createStore';
import { loadOnDemand } from '../loadOnDemand';
import { toastStore } from './toastStore';

const toasts = loadOnDemand(() => import('./Toasts'));

/** Mounted once at the root; the toast code loads with the first toast. */
export function ToastHost() {
  const Toasts = toasts.useComponent(useStore(toastStore).length > 0);
  return Toasts ? <Toasts /> : null;
}
