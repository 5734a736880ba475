export {
  configureSession, getSession, initSession, leavingStore, login, logout, refreshCurrentUser, subscribeSession,
  type SessionState, type SessionStatus,
} from './session';
export { useSession } from './useSession';
export { storeRequestedPath, takeRequestedPath } from './requestedPath';
export { forgetSessionEndNotice, sessionEndNotice } from './sessionEndNotice';
export { createStore, useStore, type Store } from './createStore';
