import { randomUUID } from 'node:crypto';
import type { CouponGetData } from '@points/contracts';
import { sql } from '../../db/statement';
import { answerOf, type IdempotentCall } from '../idempotency/run-idempotent';
import type { SpendPlan } from '../spending/spend';
import type { Coupon } from './coupon-catalogue';
import { couponRefusal, getRefusal, soldOutReason } from './coupon-eligibility';
import { couponPool } from './coupon-stock';

const HOLDING_LIMIT_REACHED = answerOf(couponRefusal('holding_limit_reached'));
const SOLD_OUT = {
  issue_limit_reached: answerOf(couponRefusal('issue_limit_reached')),
  coupon_get_failed: answerOf(couponRefusal('coupon_get_failed')),
};

/** Refuses a get outside the coupon's window or once it is no longer issued. */
export function guardCouponGet(coupon: Coupon, now: Date): void {
  const refusal = getRefusal(coupon, now);
  if (refusal) throw couponRefusal(refusal);
}

/** Never resets: the holding limit counts every coupon a player got. */
const EPOCH = new Date(0);

/**
 * Getting a coupon as a spend: its cost from the player's points under their holding limit, one
 * code reserved from its stock (which the issue limit keeps), recorded as the player's coupon,
 * all in the spend's one statement. Answers `{coupon_id, …, point}`.
 */
export function couponGetPlan(request: {
  userId: string;
  coupon: Coupon;
  call: IdempotentCall;
  now: Date;
}): SpendPlan {
  const { userId, coupon, call, now } = request;
  const playerCouponId = randomUUID();
  const data: Omit<CouponGetData, 'point'> = {
    coupon_id: playerCouponId,
    coupon_measure_item_id: coupon.id,
    status: 'obtained',
    valid_to: coupon.validTo.toISOString(),
  };
  return {
    userId,
    call,
    amount: coupon.cost,
    reason: 'coupon_purchase',
    reference: `coupon:${playerCouponId}`,
    ledgerKey: `coupon:${call.key}`,
    now,
    limit: { scope: `coupon:${coupon.id}`, periodStart: EPOCH, max: coupon.holdingLimit },
    stockPool: couponPool(coupon.id),
    refusals: { limitReached: HOLDING_LIMIT_REACHED, soldOut: SOLD_OUT[soldOutReason(coupon)] },
    record: [
      sql`INSERT INTO player_coupons (id, user_id, coupon_id, unit_id, cost, debit_entry_id,
                                      obtained_at)
          SELECT ${playerCouponId}::uuid, ${userId}::uuid, ${coupon.id}::text, unit_id,
                 ${coupon.cost}::integer, entry_id, ${now}::timestamptz
            FROM spent`,
    ],
    answer: { status_code: 200, data },
  };
}
