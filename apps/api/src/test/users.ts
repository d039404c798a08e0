import { randomBytes } from 'node:crypto';
import type { GameAppLink, Language } from '@points/contracts';
import type { Database } from '../db/database';
import { createSession } from '../modules/auth/session-store';
import { upsertUserFromClaims } from '../modules/users/user-repository';

export interface TestUser {
  id: string;
  token: string;
}

/** The session policy of test users' sessions. */
export const TEST_SESSION_POLICY = { rotateSeconds: 3600, graceSeconds: 60, ttlSeconds: 86_400 };

/** A user (consenting unless told otherwise) with a live session: its id and bearer token. */
export async function createTestUser(
  db: Database,
  options: {
    gameApps?: GameAppLink[];
    nickname?: string;
    country?: string;
    consent?: boolean;
    language?: Language;
    /** The provider's `email` claim of the sign-in, kept with the session. */
    email?: string;
  } = {},
): Promise<TestUser> {
  return db.transaction(async (tx) => {
    const { user } = await upsertUserFromClaims(tx, {
      sub: `test-${randomBytes(8).toString('hex')}`,
      nickname: options.nickname ?? 'tester',
      country: options.country ?? 'us',
      language: options.language ?? 'en',
      program_consent: options.consent ?? true,
      game_app_user_ids: options.gameApps ?? [],
      point_available: true,
    });
    const token = await createSession(tx, user.id, TEST_SESSION_POLICY, null, options.email);
    return { id: user.id, token };
  });
}

/** The headers of a request as `user` (signed in with their token), or as a visitor (none). */
export const asPlayer = (user?: Pick<TestUser, 'token'>): Record<string, string> =>
  user ? { authorization: `Bearer ${user.token}` } : {};
