import type { Database } from '../../db/database';
import { revokeSession, type AuthenticatedSession } from './session-store';

/** Ends the caller's session on the server; signing out twice is harmless. */
export async function signOut(db: Database, session: AuthenticatedSession | null): Promise<void> {
  if (session) await revokeSession(db, session.sessionId);
}
