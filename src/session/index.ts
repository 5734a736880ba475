export {
  configureSession, getSession, initSession, sessionAccount, leavingStore, refreshCurrentUser, subscribeSession,
  type SessionState, type SessionStatus,
} from './session';
export { useSession } from './useSession';
// Logging in and out: `src/session/signInOut.ts` (imported where it is used, so that other pages do not download it).
export { storeRequestedPath, takeRequestedPath } from './requestedPath';
export { forgetSessionEndNotice, sessionEndNotice } from './sessionEndNotice';
export { createStore, useStore, type Store } from './createStore';
