import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, IDEMPOTENCY_HEADER, httpStatusOf, type StatusCode } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { AppError, isAppError } from '../../errors';

export interface IdempotentCall {
  userId: string;
  key: string;
  /** Fingerprint of the request; the same key with another request is refused. */
  requestHash: string;
}

export interface Answer {
  status_code: StatusCode;
  [field: string]: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The `Idempotency-Key` of a spending or earning request, and what the request asks; 400 without a key. */
export function idempotentCallOf(request: FastifyRequest, userId: string): IdempotentCall {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'missing or malformed Idempotency-Key');
  }
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          method: request.method,
          route: request.routeOptions.url,
          params: request.params ?? {},
          body: request.body ?? {},
        }),
      ),
    )
    .digest('hex');
  return { userId, key, requestHash };
}

/**
 * Runs a spending or earning request at most once per key. The key is claimed in the same
 * transaction as the work, so a replay arriving while the first is still running waits for it
 * (on the key's unique index) and then returns its stored answer; a replay after that returns the
 * stored answer at once. Refusals with a catalogue code (402…) are stored too, with the work
 * rolled back; unexpected failures store nothing, so the request can be tried again.
 */
export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  work: (tx: Queryable) => Promise<Answer>,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotent_requests (user_id, key, request_hash, response_code, response_body)
       VALUES ($1, $2, $3, 0, '{}') ON CONFLICT DO NOTHING RETURNING 1`,
      [call.userId, call.key, call.requestHash],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await tx.query<{ request_hash: string; response_body: string }>(
        'SELECT request_hash, response_body FROM idempotent_requests WHERE user_id = $1 AND key = $2',
        [call.userId, call.key],
      );
      const stored = rows[0];
      if (!stored) throw new Error('idempotent request vanished');
      if (stored.request_hash !== call.requestHash) {
        throw new AppError(
          ERROR_CODES.INVALID_PARAMETER,
          'Idempotency-Key reused for another request',
        );
      }
      return JSON.parse(stored.response_body) as Answer;
    }

    await tx.query('SAVEPOINT idempotent_work');
    let answer: Answer;
    try {
      answer = await work(tx);
    } catch (error) {
      if (!isAppError(error)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT idempotent_work');
      answer = { status_code: error.catalogueCode, ...error.details };
    }
    await tx.query(
      `UPDATE idempotent_requests SET response_code = $3, response_body = $4
        WHERE user_id = $1 AND key = $2`,
      [call.userId, call.key, answer.status_code, JSON.stringify(answer)],
    );
    return answer;
  });
}

/** Sends a (possibly replayed) answer with the HTTP status its code calls for. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(httpStatusOf(answer.status_code)).send(answer);
}

/** Forgets answers older than the retention (at least 24 hours); returns how many. */
export async function pruneIdempotentRequests(
  db: Queryable,
  olderThanHours: number,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => $1)`,
    [olderThanHours],
  );
  return rowCount;
}
