import { randomBytes } from 'node:crypto';
import { OPERATOR_TOKEN_PREFIX, type Operator, type OperatorClaims } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { hashToken } from '../auth/session-store';

/**
 * Operators' sessions live in their own table, apart from players' `sessions`: a player's token is
 * never found here and an operator's never there, so neither opens the other's API. Tokens carry
 * a prefix so a log or a support ticket tells them apart at a glance.
 */
export async function createOperatorSession(
  db: Queryable,
  claims: OperatorClaims,
  ttlSeconds: number,
  idToken: string | null,
): Promise<string> {
  const token = OPERATOR_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO operator_sessions (token_hash, subject, name, role, id_token, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [hashToken(token), claims.sub, claims.name, claims.operator_role, idToken, ttlSeconds],
  );
  return token;
}

/** The operator behind a live console token, or null. */
export async function findOperator(db: Queryable, token: string): Promise<Operator | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX) || token.length > 256) return null;
  const { rows } = await db.query<Operator>(
    `SELECT subject, name, role FROM operator_sessions
      WHERE token_hash = $1 AND expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Ends the console session of `token`; returns its ID token for the provider's logout. */
export async function endOperatorSession(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ id_token: string | null }>(
    'DELETE FROM operator_sessions WHERE token_hash = $1 RETURNING id_token',
    [hashToken(token)],
  );
  return rows[0]?.id_token ?? null;
}

/** Forgets ended console sessions; returns how many. */
export async function pruneOperatorSessions(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM operator_sessions WHERE expires_at <= now()');
  return rowCount;
}
