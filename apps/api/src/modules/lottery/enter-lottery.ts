import type { LotteryEntryData } from '@points/contracts';
import { sql } from '../../db/statement';
import type { IdempotentCall } from '../idempotency/run-idempotent';
import type { SpendPlan } from '../spending/spend';
import type { Lottery } from './lottery-catalogue';
import { lotteryRefusal } from './lottery-eligibility';
import { entryScope } from './lottery-views';

/** The entry limit never resets: it counts every entry of the lottery. */
const EPOCH = new Date(0);

/**
 * Entering a lottery `count` times as a spend: points × count from the player's points, the
 * entries counted against their limit (all or none), and one ticket per entry, numbered within
 * the lottery, in the spend's one statement. Answers `{lottery_id, count, points_spent, point}`.
 *
 * The numbers: the lottery's counter row (its total entries) moves on by `count`, and the
 * tickets take the run it moved over. Parallel entries of one lottery queue on that row for the
 * rest of their statement, so their runs never overlap, and a refused or failed entry rolls its
 * run back: the tickets are 1..n with no gap.
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
    refusals: { limitReached: () => lotteryRefusal('entry_limit_reached') },
    record: [
      // record0: the counter, moved on by `count` (made with the first entry).
      sql`INSERT INTO lottery_ticket_counters (lottery_id, issued)
          SELECT ${lottery.id}::text, ${count}::bigint FROM spent
          ON CONFLICT (lottery_id)
          DO UPDATE SET issued = lottery_ticket_counters.issued + EXCLUDED.issued
          RETURNING issued`,
      // The tickets: the numbers the counter moved over.
      sql`INSERT INTO lottery_tickets (lottery_id, number, user_id, entry_id, created_at)
          SELECT ${lottery.id}::text, record0.issued - ${count}::bigint + n, ${userId}::uuid,
                 spent.entry_id, ${now}::timestamptz
            FROM spent, record0, generate_series(1, ${count}::integer) AS n`,
    ],
    answer: { status_code: 200, data },
  };
}
