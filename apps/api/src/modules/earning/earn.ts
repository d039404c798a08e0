import type { LedgerReason } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { sql } from '../../db/statement';
import type { AppError } from '../../errors';
import { runKeyedStatement } from '../idempotency/keyed-statement';
import { answerOf, type Answer, type IdempotentCall } from '../idempotency/run-idempotent';

/** Everything a feature decides about one earning; `earn` does the rest. */
export interface EarnPlan {
  userId: string;
  call: IdempotentCall;
  /** What is earned, as type:id (`campaign:welcome-2026`): the history resolves it. */
  scope: string;
  /** Start of the period the reward is earned once in (`new Date(0)` when it never repeats). */
  periodStart: Date;
  /** One grant per part not granted yet this period: `['']` for a plain claim, games for join-app. */
  parts: string[];
  /** Points per part. */
  amount: number;
  reason: LedgerReason;
  expiresAt: Date;
  now: Date;
  /** The answer when something was granted; `data.point`, `data.points`, `data.games` are filled in. */
  answer: Answer & { data: Record<string, unknown> };
  /** The answer when every part was granted already. */
  nothingLeft: AppError;
}

/**
 * Credits a reward at most once per player, scope, period and part, in one statement
 * (`earn_points`): the account lock, the key's replay, a `point_grants` row per part (its primary
 * key makes a second credit impossible, whatever the key), a ledger credit per part with the
 * reward's expiry, and the stored answer.
 */
export function earn(db: Queryable, plan: EarnPlan): Promise<Answer> {
  return runKeyedStatement(
    db,
    sql`SELECT outcome, stored_body FROM earn_points(${plan.userId}, ${plan.call.key},
      ${plan.call.requestHash}, ${plan.scope}, ${plan.periodStart}, ${plan.parts}::text[],
      ${plan.amount}, ${plan.reason}, ${plan.now}, ${plan.expiresAt},
      ${JSON.stringify(plan.answer)}::jsonb, ${JSON.stringify(answerOf(plan.nothingLeft))}::jsonb)`,
  );
}
