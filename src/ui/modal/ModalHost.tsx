import { useStore } from '../../session/createStore';
import { loadOnDemand } from '../loadOnDemand';
import { modalStore } from './modalStore';

const modals = loadOnDemand(() => import('./ModalStack'));

/** Mounted once at the root; the dialog code loads with the first modal. */
export function ModalHost() {
  const ModalStack = modals.useComponent(useStore(modalStore).length > 0);
  return ModalStack ? <ModalStack /> : null;
}
