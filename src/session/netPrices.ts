/**
 * The net/gross switch (spec §4): what it shows, and whether the user may switch (not when their
 * setting is read-only). The code that saves a choice (src/session/switchNetPrices.ts) loads when
 * the visitor first points at, focuses or uses the switch: few visitors ever do, and every page has
 * the switch.
 */
import { isNetPriceSwitchReadOnly } from '../domain/netPrices';
import { useStore } from './createStore';
import { sessionStore, type SessionState } from './session';

/** Whether the current user may not switch (their setting is read-only). */
export function isNetPriceReadOnly(state: SessionState = sessionStore.get()): boolean {
  return isNetPriceSwitchReadOnly(state.isLoggedIn, state.currentUser?.settings);
}

const saving = () => import('./switchNetPrices');

/** Starts loading the saving code (the switch calls it when a pointer or the focus comes to it). */
export function prepareNetPriceSwitch(): void {
  // A chunk that fails to load is the platform's to handle (src/platform/chunkReload.ts); a click tries again.
  saving().catch(() => undefined);
}

/** Shows prices net (true) or gross (false) everywhere and remembers the choice. */
async function setShowNetPrices(showNetPrices: boolean): Promise<void> {
  const module = await saving().catch(() => null);
  // Without its code (offline) the switch stays as it was, as after a save that failed (spec §8).
  await module?.setShowNetPrices(showNetPrices);
}

/** The switch's state in React. */
export function useNetPrices(): { showNetPrices: boolean; readOnly: boolean; setShowNetPrices: (value: boolean) => Promise<void> } {
  const state = useStore(sessionStore);
  return { showNetPrices: state.showNetPrices, readOnly: isNetPriceReadOnly(state), setShowNetPrices };
}
