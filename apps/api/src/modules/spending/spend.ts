import { ERROR_CODES, type LedgerReason } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, withParts, type Statement } from '../../db/statement';
import { AppError } from '../../errors';
import { runKeyedStatement } from '../idempotency/keyed-statement';
import { answerOf, type Answer, type IdempotentCall } from '../idempotency/run-idempotent';

/** A per-player limit: at most `max` spends on `scope` in the period starting at `periodStart`. */
export interface SpendLimit {
  /** What the limit is on, as type:id (`item:scout-ticket`). */
  scope: string;
  /** Start of the running period ('epoch', new Date(0), when the limit never resets). */
  periodStart: Date;
  max: number;
  /** Places this spend takes in the limit (entries bought together); 1 by default. */
  units?: number;
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
  /**
   * The feature's record of the spend (and any job it starts), as parts of the spend's one
   * statement: each reads the row `spent` (entry_id, balance_after, unit_id, unit_value), which
   * exists only when the spend went through, e.g. `INSERT INTO … SELECT …, entry_id FROM spent`.
   * The parts are named `record0`, `record1`…: a part may read what an earlier one returns.
   */
  record: Statement[];
  /** The answer when the spend goes through; the balance after it is added as `data.point`. */
  answer: Answer & { data: Record<string, unknown> };
  /**
   * The feature's own refusals for a reached limit and an empty stock, as their answers (made
   * once, not per spend: an error object costs a spend its stack trace).
   */
  refusals?: { limitReached?: Answer; soldOut?: Answer };
}

const GENERIC_REFUSALS = {
  limitReached: answerOf(new AppError(ERROR_CODES.GENERIC_ERROR, 'limit_reached')),
  soldOut: answerOf(new AppError(ERROR_CODES.GENERIC_ERROR, 'sold_out')),
};

/** Each refusal's JSON, written once: the same few answers ride along with every spend. */
const refusalTexts = new WeakMap<Answer, string>();
function refusalText(answer: Answer): string {
  let text = refusalTexts.get(answer);
  if (text === undefined) refusalTexts.set(answer, (text = JSON.stringify(answer)));
  return text;
}

/**
 * Spends points on something, at most once per idempotency key, in one statement (one round
 * trip, atomic without a transaction block): `spend_points` claims the key, locks and settles the
 * account, checks the limit, reserves a unit, debits, counts the spend and stores the answer,
 * and the feature's record is written by the same statement. Nothing in it waits on another
 * system: checks that ask the game platform run before (see `answerSpend`). A refusal (limit,
 * stock, balance) is stored under the key like any answer; a replay returns the first answer.
 */
export async function spend(db: Queryable, plan: SpendPlan): Promise<Answer> {
  const limitReached = plan.refusals?.limitReached ?? GENERIC_REFUSALS.limitReached;
  const soldOut = plan.refusals?.soldOut ?? GENERIC_REFUSALS.soldOut;
  const call = sql`SELECT * FROM spend_points(${plan.userId}, ${plan.call.key},
    ${plan.call.requestHash}, ${plan.amount}, ${plan.reason}, ${plan.reference}, ${plan.ledgerKey},
    ${plan.now}, ${plan.limit?.scope ?? null}, ${plan.limit?.periodStart ?? null},
    ${plan.limit?.max ?? null}, ${plan.stockPool ?? null}, ${JSON.stringify(plan.answer)}::jsonb,
    ${refusalText(limitReached)}::jsonb, ${refusalText(soldOut)}::jsonb, ${plan.limit?.units ?? 1}::integer)`;
  const statement = withParts(
    [
      ['spend', call],
      [
        'spent',
        sql`SELECT entry_id, balance_after, unit_id, unit_value FROM spend WHERE outcome = 'spent'`,
      ],
      ...plan.record.map((part, i) => [`record${i}`, part] as [string, Statement]),
    ],
    sql`SELECT outcome, stored_body FROM spend`,
  );
  return runKeyedStatement(db, statement);
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

/** Adds units to a stock (codes of a coupon, prizes); a unit already there is left as it is. */
export async function addStock(db: Queryable, pool: string, values: string[]): Promise<number> {
  const { rowCount } = await run(
    db,
    sql`INSERT INTO stock_units (pool, value) SELECT ${pool}, v FROM unnest(${values}::text[]) AS v
        ON CONFLICT (pool, value) DO NOTHING`,
  );
  return rowCount;
}
