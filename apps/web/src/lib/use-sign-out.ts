import { useCallback } from 'react';
import { sessionStore } from './session';
import { postLogout } from './auth-api';

/**
 * Ends the session on the server, forgets it in the browser and reloads (SPEC.md §4). A failed
 * logout call still signs the person out here.
 */
export function useSignOut() {
  return useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // The server session expires on its own; the browser must not stay signed in.
    }
    sessionStore.clear();
    window.location.reload();
  }, []);
}
