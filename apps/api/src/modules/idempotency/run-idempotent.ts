import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, IDEMPOTENCY_HEADER, httpStatusOf, type StatusCode } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { AppError, isAppError } from '../../errors';
import { idempotentReplays } from '../../metrics/metrics';

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

/** The answer a catalogue refusal gives: its code and the details the page needs. */
export function answerOf(error: AppError): Answer {
  return { status_code: error.catalogueCode, ...error.details };
}

const keyReused = () =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, 'Idempotency-Key reused for another request');

/** The statement that stores a request's answer under its (claimed) key. */
export function storeAnswer(call: IdempotentCall, answer: Answer): Statement {
  return sql`UPDATE idempotent_requests SET response_code = ${answer.status_code},
               response_body = ${JSON.stringify(answer)}
             WHERE user_id = ${call.userId} AND key = ${call.key}`;
}

interface Claim {
  claimed: boolean;
  same_request: boolean | null;
  stored_body: string;
}

/**
 * Claims the key with `answer` (code 0: the work is under way, to be stored in the same
 * transaction). Returns null when claimed, else the answer the key's request gave (waiting for
 * it if it is still under way); 400 when the key belongs to another request.
 */
async function claim(db: Queryable, call: IdempotentCall, answer?: Answer): Promise<Answer | null> {
  const { rows } = await db.query<Claim>(
    'SELECT claimed, same_request, stored_body FROM idempotency_claim($1, $2, $3, $4, $5)',
    [
      call.userId,
      call.key,
      call.requestHash,
      answer?.status_code ?? 0,
      answer ? JSON.stringify(answer) : '{}',
    ],
  );
  const result = rows[0];
  if (result?.claimed) return null;
  if (!result?.same_request) throw keyReused();
  return JSON.parse(result.stored_body) as Answer;
}

/**
 * Answers a request refused before any work began (a check that asked another system), storing
 * the refusal under the key: the first answer a key gets is the one every replay gets. When the
 * key already has an answer (a replay), that answer is returned instead.
 */
export async function refuseIdempotently(
  db: Queryable,
  call: IdempotentCall,
  refusal: AppError,
): Promise<Answer> {
  const answer = answerOf(refusal);
  const replay = await claim(db, call, answer);
  if (replay) idempotentReplays.inc();
  return replay ?? answer;
}

/**
 * Runs a spending or earning request at most once per key. The key is claimed in the same
 * transaction as the work, so a replay arriving while the first is still running waits for it
 * (on the key's unique index) and then returns its stored answer; a replay after that returns the
 * stored answer at once. Refusals with a catalogue code (402…) are stored too, with the work
 * rolled back; unexpected failures store nothing, so the request can be tried again.
 * (Spends go through the spending module, which claims the key in the same round trip as the debit.)
 */
export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  work: (tx: Queryable) => Promise<Answer>,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const replay = await claim(tx, call);
    if (replay) {
      idempotentReplays.inc();
      return replay;
    }

    await tx.query('SAVEPOINT idempotent_work');
    let answer: Answer;
    try {
      answer = await work(tx);
    } catch (error) {
      if (!isAppError(error)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT idempotent_work');
      answer = answerOf(error);
    }
    await run(tx, storeAnswer(call, answer));
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
