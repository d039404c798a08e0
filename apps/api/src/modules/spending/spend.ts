import { ERROR_CODES, type LedgerReason } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { run, sql, together, type Statement } from '../../db/statement';
import { AppError } from '../../errors';
import {
  answerOf,
  storeAnswer,
  type Answer,
  type IdempotentCall,
} from '../idempotency/run-idempotent';

/** A per-player limit: at most `max` spends on `scope` in the period starting at `periodStart`. */
export interface SpendLimit {
  /** What the limit is on, as type:id (`item:scout-ticket`). */
  scope: string;
  /** Start of the running period ('epoch', new Date(0), when the limit never resets). */
  periodStart: Date;
  max: number;
}

/** What a successful spend took: the ledger debit, the balance after it, the unit reserved. */
export interface Spent {
  entryId: number;
  balanceAfter: number;
  unit: { id: number; value: string } | null;
}

/** Everything a feature decides about one spend; the spending module does the rest. */
export interface SpendPlan {
  userId: string;
  /** The request's idempotency key and fingerprint. */
  call: IdempotentCall;
  /** Points to take. */
  amount: number;
  reason: LedgerReason;
  /** What the points pay for, as type:id (`exchange:…`): the history resolves it. */
  reference: string;
  /** The ledger entry's own key, so the debit can never be written twice. */
  ledgerKey: string;
  now: Date;
  limit?: SpendLimit;
  /** Reserve one unit of this stock (a coupon code, a prize); refused when none is left. */
  stockPool?: string;
  /** The feature's record of the spend (and any job it starts), written with the debit. */
  record(spent: Spent): Statement[];
  /** The answer the player gets, stored under the key for replays. */
  answer(spent: Spent): Answer;
  /** The feature's own refusals for a reached limit and an empty stock. */
  refusals?: { limitReached?: () => AppError; soldOut?: () => AppError };
}

interface SpendRow {
  outcome: 'spent' | 'replay' | 'key_reused' | 'limit_reached' | 'sold_out' | 'insufficient';
  stored_body: string | null;
  entry_id: number | null;
  balance_after: number | null;
  unit_id: number | null;
  unit_value: string | null;
}

function refusalOf(outcome: SpendRow['outcome'], plan: SpendPlan): AppError {
  if (outcome === 'limit_reached') {
    return plan.refusals?.limitReached?.() ?? new AppError(ERROR_CODES.GENERIC_ERROR, outcome);
  }
  if (outcome === 'sold_out') {
    return plan.refusals?.soldOut?.() ?? new AppError(ERROR_CODES.GENERIC_ERROR, outcome);
  }
  return new AppError(ERROR_CODES.INSUFFICIENT_POINTS);
}

/**
 * Spends points on something, at most once per idempotency key, in one transaction of three
 * round trips: `spend_points` (claims the key, locks and settles the account, checks the limit,
 * reserves a unit, debits, counts the spend), then the feature's record together with the stored
 * answer, then the commit. Nothing in it waits on another system: checks that ask the game
 * platform run before (see `answerSpend`). A refusal (limit, stock, balance) is stored under the
 * key like any answer; a replay returns the first answer.
 */
export async function spend(db: Database, plan: SpendPlan): Promise<Answer> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SpendRow>(
      `SELECT outcome, stored_body, entry_id, balance_after, unit_id, unit_value
         FROM spend_points($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        plan.userId,
        plan.call.key,
        plan.call.requestHash,
        plan.amount,
        plan.reason,
        plan.reference,
        plan.ledgerKey,
        plan.now,
        plan.limit?.scope ?? null,
        plan.limit?.periodStart ?? null,
        plan.limit?.max ?? null,
        plan.stockPool ?? null,
      ],
    );
    const row = rows[0]!;
    if (row.outcome === 'replay') return JSON.parse(row.stored_body!) as Answer;
    if (row.outcome === 'key_reused') {
      throw new AppError(
        ERROR_CODES.INVALID_PARAMETER,
        'Idempotency-Key reused for another request',
      );
    }
    if (row.outcome !== 'spent') {
      const answer = answerOf(refusalOf(row.outcome, plan));
      await run(tx, storeAnswer(plan.call, answer));
      return answer;
    }
    const spent: Spent = {
      entryId: row.entry_id!,
      balanceAfter: row.balance_after!,
      unit: row.unit_id === null ? null : { id: row.unit_id, value: row.unit_value! },
    };
    const answer = plan.answer(spent);
    await run(tx, together([...plan.record(spent), storeAnswer(plan.call, answer)]));
    return answer;
  });
}

/**
 * Gives back a spend's place in its limit, for a compensation (a refunded exchange no longer
 * counts). Run it after the ledger refund, which holds the account lock: counters change only
 * under that lock.
 */
export async function releaseLimit(
  tx: Queryable,
  userId: string,
  limit: Pick<SpendLimit, 'scope' | 'periodStart'>,
): Promise<void> {
  await run(
    tx,
    sql`UPDATE spend_counters SET used = used - 1
         WHERE user_id = ${userId} AND scope = ${limit.scope}
           AND period_start = ${limit.periodStart} AND used > 0`,
  );
}

/** Puts a reserved unit back into its stock (when it never reached the player). */
export async function returnUnit(tx: Queryable, unitId: number): Promise<void> {
  await run(
    tx,
    sql`UPDATE stock_units SET reserved_by = NULL, reserved_at = NULL WHERE id = ${unitId}`,
  );
}

/** Adds units to a stock (codes of a coupon, prizes); a unit already there is left as it is. */
export async function addStock(db: Queryable, pool: string, values: string[]): Promise<number> {
  const { rowCount } = await run(
    db,
    sql`INSERT INTO stock_units (pool, value) SELECT ${pool}, v FROM unnest(${values}::text[]) AS v
        ON CONFLICT (pool, value) DO NOTHING`,
  );
  return rowCount;
}
