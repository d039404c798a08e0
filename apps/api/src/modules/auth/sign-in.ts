import { ERROR_CODES, type LoginData, type LoginRequest } from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { IdentityProvider } from '../../integrations/identity/identity-provider';
import { refreshEmailAddress } from '../notifications/notification-settings';
import { upsertUserFromClaims } from '../users/user-repository';
import type { SessionCache } from './session-cache';
import { createSession, type SessionPolicy } from './session-store';

/** Signs a person in with the provider's authorization code and opens a server-side session. */
export async function signIn(
  deps: { db: Database; identity: IdentityProvider; policy: SessionPolicy; sessions: SessionCache },
  request: LoginRequest,
): Promise<LoginData> {
  const { claims, idToken } = await deps.identity.exchangeCode({
    code: request.code,
    codeVerifier: request.code_verifier,
    nonce: request.nonce,
    iss: request.iss,
  });
  if (!claims.program_consent) throw new AppError(ERROR_CODES.CONSENT_REQUIRED);

  const { user, data } = await deps.db.transaction(async (tx) => {
    const { user, firstVisit } = await upsertUserFromClaims(tx, claims);
    // The address the provider vouches for: kept with this session, and in the settings only for
    // a player who opted in to e-mail (refreshed there at every sign-in).
    const email = await refreshEmailAddress(tx, {
      userId: user.id,
      email: claims.email,
      verified: claims.email_verified,
    });
    const token = await createSession(tx, user.id, deps.policy, idToken, email);
    const data: LoginData = {
      token,
      user: { nickname: user.nickname, country: user.country, language: user.language },
      first_visit: firstVisit,
    };
    return { user, data };
  });
  // The provider's facts about the user (linked games, country…) may have changed: the user's
  // other sessions are read again from the database on every node.
  deps.sessions.changed(user.id);
  return data;
}
