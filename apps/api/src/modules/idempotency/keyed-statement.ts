import { ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, type Statement } from '../../db/statement';
import { AppError } from '../../errors';
import { idempotentReplays } from '../../metrics/metrics';
import type { Answer } from './run-idempotent';

const keyReused = () =>
  new AppError(ERROR_CODES.INVALID_PARAMETER, 'Idempotency-Key reused for another request');

/** The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. */
function uniqueViolationOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}

/**
 * Runs a statement that moves points under an idempotency key in one round trip (`spend_points`,
 * `earn_points`) and returns the answer it stored or replayed. Its row says `outcome` and
 * `stored_body`; `key_reused` is refused with 400.
 *
 * - The ledger holds an entry under the request's ledger key: the key was answered once and its
 *   answer has since been forgotten (IDEMPOTENCY_TTL_HOURS); it is not a new request (400).
 * - Another request stored an answer under the key meanwhile (a refusal before any move): the
 *   statement, run again, answers with it (nothing of the first run was kept).
 */
export async function runKeyedStatement(db: Queryable, statement: Statement): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await run<{ outcome: string; stored_body: string | null }>(db, statement);
      const row = rows[0]!;
      if (row.outcome === 'key_reused') throw keyReused();
      if (row.outcome === 'replay') idempotentReplays.inc();
      return JSON.parse(row.stored_body!) as Answer;
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint === 'point_entries_idempotency_idx') throw keyReused();
      if (constraint === 'idempotent_requests_pkey' && attempt === 1) continue;
      throw error;
    }
  }
}
