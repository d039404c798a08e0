import type { LotteryEntryData } from '@points/contracts';
import { sql } from '../../db/statement';
import { answerOf, type IdempotentCall } from '../idempotency/run-idempotent';
import type { SpendPlan } from '../spending/spend';
import type { Lottery } from './lottery-catalogue';
import { lotteryRefusal } from './lottery-eligibility';
import { entryScope } from './lottery-views';

const ENTRY_LIMIT_REACHED = answerOf(lotteryRefusal('entry_limit_reached'));

/** The entry limit never resets: it counts every entry of the lottery. */
const EPOCH = new Date(0);

/**
 * Shards of a lottery's running total, one picked by the database connection's process id: a
 * connection runs one transaction at a time, so parallel entries share a shard only when their
 * connections' ids are equal modulo 64 (with 16 shards picked at random, 24 parallel entries
 * often shared one and waited for each other's commit).
 */
const TOTAL_SHARDS = 64;

/**
 * Entering a lottery `count` times as a spend: points × count from the player's points, the
 * entries counted against their limit (all or none), one ticket per entry and the running total,
 * in the spend's one statement. Answers `{lottery_id, count, points_spent, point}`.
 *
 * No row of the lottery is written: the limit is the player's own counter, each ticket takes its
 * order key from one sequence shared by every lottery (`seq`), and the total goes to the
 * connection's shard. A ticket's number within the lottery, 1..n, is its rank by that key, fixed
 * by the draw once the list is frozen and written at or after it (`ticket-numbers.ts`): before
 * that a commit with an earlier key could still shift it.
 */
export function lotteryEntryPlan(request: {
  userId: string;
  lottery: Lottery;
  count: number;
  call: IdempotentCall;
  now: Date;
}): SpendPlan {
  const { userId, lottery, count, call, now } = request;
  const amount = lottery.pointsPerEntry * count;
  const data: Omit<LotteryEntryData, 'point'> = {
    lottery_id: lottery.id,
    count,
    points_spent: amount,
  };
  return {
    userId,
    call,
    amount,
    reason: 'lottery_entry',
    reference: `lottery:${lottery.id}`,
    ledgerKey: `lottery:${call.key}`,
    now,
    limit: {
      scope: entryScope(lottery.id),
      periodStart: EPOCH,
      max: lottery.entryLimit,
      units: count,
    },
    refusals: { limitReached: ENTRY_LIMIT_REACHED },
    record: [
      sql`INSERT INTO lottery_tickets (lottery_id, user_id, entry_id, created_at)
          SELECT ${lottery.id}::text, ${userId}::uuid, entry_id, ${now}::timestamptz
            FROM spent, generate_series(1, ${count}::integer)`,
      sql`INSERT INTO lottery_entry_totals (lottery_id, shard, entries)
          SELECT ${lottery.id}::text, (pg_backend_pid() % ${TOTAL_SHARDS})::smallint, ${count}::bigint
            FROM spent
          ON CONFLICT (lottery_id, shard)
          DO UPDATE SET entries = lottery_entry_totals.entries + EXCLUDED.entries`,
    ],
    answer: { status_code: 200, data },
  };
}
