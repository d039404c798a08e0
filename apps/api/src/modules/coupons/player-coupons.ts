import type { CouponHistoryQuery, PlayerCouponStatus } from '@points/contracts';
import type { Queryable } from '../../db/database';

/** A coupon a player got, as `player_coupons` keeps it (without its code). */
export interface PlayerCouponRecord {
  id: string;
  coupon_id: string;
  cost: number;
  status: PlayerCouponStatus;
  obtained_at: Date;
  used_at: Date | null;
  expired_at: Date | null;
}

/**
 * A page of the coupons a player got, newest first, and how many there are: all, the unused
 * ones, or the used and expired ones. The player's own list and the console's read it alike.
 */
export async function readPlayerCoupons(
  db: Queryable,
  request: {
    userId: string;
    filter: CouponHistoryQuery['filter'];
    page: number;
    perPage: number;
    now: Date;
  },
): Promise<{ rows: PlayerCouponRecord[]; total: number }> {
  // Unused means still usable: obtained and before its end (the sweep may not have run yet).
  const condition = `p.user_id = $1
    AND ($2 = 'all' OR ($2 = 'unused') = (p.status = 'obtained' AND c.valid_to > $3))`;
  const values = [request.userId, request.filter, request.now];
  const [list, count] = await Promise.all([
    db.query<PlayerCouponRecord>(
      `SELECT p.id, p.coupon_id, p.cost, p.status, p.obtained_at, p.used_at, p.expired_at
         FROM player_coupons p JOIN coupons c ON c.id = p.coupon_id
        WHERE ${condition}
        ORDER BY p.obtained_at DESC, p.id DESC
        LIMIT $4 OFFSET $5`,
      [...values, request.perPage, (request.page - 1) * request.perPage],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::integer AS total
         FROM player_coupons p JOIN coupons c ON c.id = p.coupon_id
        WHERE ${condition}`,
      values,
    ),
  ]);
  return { rows: list.rows, total: count.rows[0]!.total };
}
