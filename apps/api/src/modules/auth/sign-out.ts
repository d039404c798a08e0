import type { Database } from '../../db/database';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import type { SessionCache } from './session-cache';
import { revokeSession, type AuthenticatedSession } from './session-store';

/**
 * Ends the caller's session on the server (signing out twice is harmless) and answers where to
 * send the browser so the provider ends its session too (RP-initiated logout): otherwise the next
 * "Log in" would sign the same person straight back in, with no way to switch accounts.
 */
export async function signOut(
  deps: { db: Database; identity: IdentityProvider; publicUrl: string; sessions: SessionCache },
  session: AuthenticatedSession | null,
): Promise<{ end_session_url: string | null }> {
  const idToken = session ? await revokeSession(deps.db, session.sessionId) : null;
  // No node keeps serving the ended session from its cache.
  if (session) deps.sessions.changed(session.user.id);
  const url = await deps.identity.endSessionUrl({
    idToken,
    postLogoutRedirectUri: `${deps.publicUrl}/`,
  });
  return { end_session_url: url };
}
