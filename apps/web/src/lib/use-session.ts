import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session';

/** The signed-in state; re-renders when the cookies change through the session store. */
export function useSession(): SessionState & { signedIn: boolean } {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return { ...state, signedIn: state.token !== null && state.user !== null };
}
