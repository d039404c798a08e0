import { useCallback } from 'react';
import { sessionStore } from './session';
import { postLogout } from './auth-api';

/**
 * Ends the session on the server, forgets it in the browser (SPEC.md §4), then ends the
 * provider's session too (OpenID Connect RP-initiated logout), which sends the browser back to
 * the site: the next "Log in" asks who is signing in, so another account can be used. Without a
 * provider to go to, the page reloads. A failed logout call still signs the person out here.
 */
export function useSignOut() {
  return useCallback(async () => {
    let endSessionUrl: string | null = null;
    try {
      endSessionUrl = await postLogout();
    } catch {
      // The server session expires on its own; the browser must not stay signed in.
    }
    sessionStore.clear();
    if (endSessionUrl) window.location.assign(endSessionUrl);
    else window.location.reload();
  }, []);
}
