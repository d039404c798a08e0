import { hash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { SessionCache } from './session-cache';
import { GAME_APPS_JSON, toUser, type User, type UserRow } from '../users/user-repository';

export interface SessionPolicy {
  /** A token older than this is replaced by a new one, sent back as `new_token`. */
  rotateSeconds: number;
  /** How long a replaced token keeps working, for requests already in flight. */
  graceSeconds: number;
  /** A session not renewed for this long ends (the `ps_token` cookie lives as long). */
  ttlSeconds: number;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: User;
  /** Set when this request renewed the token. */
  newToken?: string;
}

export function newBearerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}

async function insertToken(tx: Queryable, sessionId: string, ttlSeconds: number): Promise<string> {
  const token = newBearerToken();
  await tx.query(
    `INSERT INTO session_tokens (token_hash, session_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), sessionId, ttlSeconds],
  );
  return token;
}

/**
 * Starts a server-side session for the user and returns its first bearer token. The provider's ID
 * token is kept with it for the provider's logout, never sent to the browser; the provider's
 * e-mail address too while the session lives, so that opting in to e-mail can take it (no address
 * is kept anywhere else for a player who has not opted in).
 */
export async function createSession(
  tx: Queryable,
  userId: string,
  policy: SessionPolicy,
  idToken: string | null = null,
  email: string | null = null,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at, id_token, email)
     VALUES ($1, now() + make_interval(secs => $2), $3, $4) RETURNING id`,
    [userId, policy.ttlSeconds, idToken, email],
  );
  return insertToken(tx, rows[0]!.id, policy.ttlSeconds);
}

interface TokenRow extends UserRow {
  session_id: string;
  due_for_rotation: boolean;
  /** Milliseconds until the token or its session expires, or the token is due for renewal. */
  fresh_ms: number;
}

/**
 * Finds the live session behind a bearer token; renews the token when it is due. Two requests
 * racing with the same old token renew it once: the conditional update lets only one win. With a
 * cache, a session found is kept there until it could have changed (see session-cache.ts).
 */
export async function authenticateToken(
  db: Database,
  token: string,
  policy: SessionPolicy,
  cache?: SessionCache,
): Promise<AuthenticatedSession | null> {
  if (token.length < 16 || token.length > 256) return null;
  // The one-shot digest, as base64 (the cache's key), costs a signed-in read far less than a
  // Hash object and a Buffer would; the database's key is its bytes.
  const key = hash('sha256', token, 'base64');
  const cached = cache?.get(key);
  if (cached) return cached;
  const tokenHash = Buffer.from(key, 'base64');
  const ticket = cache?.ticket() ?? 0;
  const { rows } = await db.query<TokenRow>(
    `SELECT t.session_id,
            (t.replaced_at IS NULL AND t.issued_at < now() - make_interval(secs => $2))
              AS due_for_rotation,
            (EXTRACT(EPOCH FROM LEAST(
               t.expires_at, s.expires_at,
               CASE WHEN t.replaced_at IS NULL THEN t.issued_at + make_interval(secs => $2) END
             ) - now()) * 1000)::float8 AS fresh_ms,
            u.id, u.subject, u.nickname, u.country, u.language, u.program_consent,
            u.point_available, ${GAME_APPS_JSON} AS game_apps
       FROM session_tokens t
       JOIN sessions s ON s.id = t.session_id
       JOIN users u ON u.id = s.user_id
      WHERE t.token_hash = $1
        AND t.expires_at > now()
        AND s.revoked_at IS NULL
        AND s.expires_at > now()`,
    [tokenHash, policy.rotateSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  const session: AuthenticatedSession = { sessionId: row.session_id, user: toUser(row) };
  if (row.due_for_rotation) {
    const renewed = await rotateToken(db, tokenHash, row.session_id, policy);
    if (renewed) session.newToken = renewed;
  } else cache?.keep(key, session, row.fresh_ms, ticket);
  return session;
}

async function rotateToken(
  db: Database,
  oldHash: Buffer,
  sessionId: string,
  policy: SessionPolicy,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `UPDATE session_tokens
          SET replaced_at = now(),
              expires_at = LEAST(expires_at, now() + make_interval(secs => $2))
        WHERE token_hash = $1 AND replaced_at IS NULL`,
      [oldHash, policy.graceSeconds],
    );
    if (claimed.rowCount === 0) return null;
    await tx.query(
      `UPDATE sessions SET expires_at = now() + make_interval(secs => $2) WHERE id = $1`,
      [sessionId, policy.ttlSeconds],
    );
    return insertToken(tx, sessionId, policy.ttlSeconds);
  });
}

/**
 * Ends the session on the server: every token it issued stops working at once. Returns the
 * provider's ID token it kept (now forgotten), for the provider's logout.
 */
export async function revokeSession(db: Queryable, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ id_token: string | null }>(
    `WITH ended AS (
       SELECT id, id_token FROM sessions WHERE id = $1 FOR UPDATE
     )
     UPDATE sessions s SET revoked_at = COALESCE(s.revoked_at, now()), id_token = NULL, email = NULL
       FROM ended WHERE s.id = ended.id
     RETURNING ended.id_token`,
    [sessionId],
  );
  return rows[0]?.id_token ?? null;
}

/** Deletes sessions that ended long enough ago that no token of theirs can be presented. */
export async function pruneEndedSessions(db: Queryable, olderThanSeconds: number): Promise<number> {
  // An ended session keeps no e-mail address, even until it is deleted.
  await db.query(
    `UPDATE sessions SET email = NULL
      WHERE email IS NOT NULL AND (revoked_at IS NOT NULL OR expires_at <= now())`,
  );
  const { rowCount } = await db.query(
    `DELETE FROM sessions
      WHERE COALESCE(revoked_at, expires_at) < now() - make_interval(secs => $1)`,
    [olderThanSeconds],
  );
  return rowCount;
}
