import type { RewardClaimData, RewardState } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { EarnPlan } from '../earning/earn';
import type { IdempotentCall } from '../idempotency/run-idempotent';
import type { Festival } from './festival-catalogue';
import { festivalRefusal, rewardRefusal, rewardStateOf } from './festival-eligibility';

const DAY_MS = 86_400_000;
/** Never resets: attending earns the reward once. */
const EPOCH = new Date(0);

export const rewardScope = (festivalId: string) => `festival:${festivalId}`;

/** Whether the player can claim the attendance reward now, and if not why. */
export async function rewardState(
  db: Queryable,
  request: { festival: Festival; userId: string; now: Date },
): Promise<{ state: RewardState; claimedAt: Date | null }> {
  const { festival, userId, now } = request;
  const { rows } = await run<{ checked_in: boolean; granted_at: Date | null }>(
    db,
    sql`SELECT (r.checked_in_at IS NOT NULL) AS checked_in,
               (SELECT g.granted_at FROM point_grants g
                 WHERE g.user_id = ${userId} AND g.scope = ${rewardScope(festival.id)}
                 LIMIT 1) AS granted_at
          FROM festival_registrations r
         WHERE r.festival_id = ${festival.id} AND r.user_id = ${userId}`,
  );
  const row = rows[0];
  const state = rewardStateOf(
    festival,
    { claimed: Boolean(row?.granted_at), checkedIn: row?.checked_in ?? false },
    now,
  );
  return { state, claimedAt: row?.granted_at ?? null };
}

/** Refuses a claim before the event ends or after `reward_until`, or by someone not checked in. */
export async function guardReward(
  db: Queryable,
  request: { festival: Festival; userId: string; now: Date },
): Promise<void> {
  const refusal = rewardRefusal((await rewardState(db, request)).state);
  if (refusal) throw refusal;
}

/**
 * Attending as an earning: the festival's reward once per player (the grant's primary key), with
 * the festival's expiry, credited in one statement.
 */
export function rewardPlan(request: {
  festival: Festival;
  userId: string;
  call: IdempotentCall;
  now: Date;
}): EarnPlan {
  const { festival, userId, call, now } = request;
  const expiresAt = new Date(now.getTime() + festival.rewardExpiryDays * DAY_MS);
  const data: Pick<RewardClaimData, 'festival_id' | 'expires_at'> = {
    festival_id: festival.id,
    expires_at: expiresAt.toISOString(),
  };
  return {
    userId,
    call,
    scope: rewardScope(festival.id),
    periodStart: EPOCH,
    parts: [''],
    amount: festival.rewardPoints,
    reason: 'festival_reward',
    expiresAt,
    now,
    answer: { status_code: 200, data },
    nothingLeft: festivalRefusal('already_claimed'),
  };
}
