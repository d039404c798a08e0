import { ERROR_CODES, type CouponUseData } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { runIdempotent, type Answer, type IdempotentCall } from '../idempotency/run-idempotent';
import { couponRefusal } from './coupon-eligibility';

/**
 * Uses one of the player's coupons: marks it used and answers its code, at most once per key.
 * The code is in this answer only (and a replay of its key); a use with another key finds the
 * coupon used and is refused, however close together the two arrive (the row's update decides).
 */
export async function useCoupon(
  db: Database,
  call: IdempotentCall,
  request: { userId: string; playerCouponId: string; now: Date },
): Promise<Answer> {
  const { userId, playerCouponId, now } = request;
  return runIdempotent(db, call, async (tx) => {
    const { rows } = await run<{ coupon_id: string; code: string }>(
      tx,
      sql`WITH used AS (
            UPDATE player_coupons p SET status = 'used', used_at = ${now}
              FROM coupons c
             WHERE p.id = ${playerCouponId} AND p.user_id = ${userId} AND p.status = 'obtained'
               AND c.id = p.coupon_id AND c.valid_to > ${now}
            RETURNING p.coupon_id, p.unit_id)
          SELECT used.coupon_id, s.value AS code FROM used JOIN stock_units s ON s.id = used.unit_id`,
    );
    const used = rows[0];
    if (used) {
      const data: CouponUseData = {
        coupon_id: playerCouponId,
        coupon_measure_item_id: used.coupon_id,
        code: used.code,
        used_at: now.toISOString(),
      };
      return { status_code: 200, data };
    }
    // Why not: another player's coupon is as unknown as a coupon that does not exist.
    const { rows: found } = await run<{ status: string }>(
      tx,
      sql`SELECT p.status FROM player_coupons p
           WHERE p.id = ${playerCouponId} AND p.user_id = ${userId}`,
    );
    if (!found[0]) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
    throw couponRefusal(found[0].status === 'used' ? 'already_used' : 'coupon_expired');
  });
}
