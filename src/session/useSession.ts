import { useStore } from './createStore';
import { sessionStore, type SessionState } from './session';

/** The session in React: status, current user, isLoggedIn, showNetPrices. */
export function useSession(): SessionState {
  return useStore(sessionStore);
}
