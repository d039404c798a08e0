import { htmlLang, supportedLanguage } from '@points/contracts';
import type { Database } from '../../db/database';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import type { SessionCache } from './session-cache';
import { revokeSession, type AuthenticatedSession } from './session-store';

/**
 * Ends the caller's session on the server (signing out twice is harmless) and answers where to
 * send the browser so the provider ends its session too (RP-initiated logout): otherwise the next
 * "Log in" would sign the same person straight back in, with no way to switch accounts. The
 * provider's sign-out page speaks `lang`, the site's language (else the account's): `ui_locales`.
 */
export async function signOut(
  deps: { db: Database; identity: IdentityProvider; publicUrl: string; sessions: SessionCache },
  session: AuthenticatedSession | null,
  lang?: string,
): Promise<{ end_session_url: string | null }> {
  const language = supportedLanguage(lang) ?? session?.user.language;
  const idToken = session ? await revokeSession(deps.db, session.sessionId) : null;
  // No node keeps serving the ended session from its cache.
  if (session) deps.sessions.changed(session.user.id);
  const url = await deps.identity.endSessionUrl({
    idToken,
    postLogoutRedirectUri: `${deps.publicUrl}/`,
    uiLocales: language ? htmlLang(language) : undefined,
  });
  return { end_session_url: url };
}
