import type { PlayerCouponRow, PlayerCouponStatus, PlayerPageQuery } from '@points/contracts';
import type { Database } from '../../../db/database';
import { couponTextsIn, type CouponCatalogueStore } from '../../coupons/coupon-catalogue';
import { shownStatus } from '../../coupons/coupon-views';

/**
 * The coupons the player got, newest first, without their codes: a code is the player's alone
 * (it is read from the stock only when the player uses the coupon), so the console never sees it.
 */
export async function listPlayerCoupons(
  deps: { db: Database; coupons: CouponCatalogueStore },
  userId: string,
  query: PlayerPageQuery,
  now: Date,
): Promise<{ coupons: PlayerCouponRow[]; total: number }> {
  const [page, count, catalogue] = await Promise.all([
    deps.db.query<{
      id: string;
      coupon_id: string;
      cost: number;
      status: PlayerCouponStatus;
      obtained_at: Date;
      used_at: Date | null;
      expired_at: Date | null;
    }>(
      `SELECT id, coupon_id, cost, status, obtained_at, used_at, expired_at
         FROM player_coupons WHERE user_id = $1
        ORDER BY obtained_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, query.per_page, (query.page - 1) * query.per_page],
    ),
    deps.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM player_coupons WHERE user_id = $1',
      [userId],
    ),
    deps.coupons.current(),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    coupons: page.rows.map((row) => {
      const coupon = catalogue.couponsById.get(row.coupon_id);
      return {
        id: row.id,
        coupon_id: row.coupon_id,
        name: coupon ? couponTextsIn(coupon, query.lang).name : row.coupon_id,
        cost: row.cost,
        // As the player's own list shows it: unused past its end reads as expired.
        status: coupon ? shownStatus(row.status, coupon.validTo, now) : row.status,
        obtained_at: row.obtained_at.toISOString(),
        used_at: row.used_at?.toISOString() ?? null,
        expired_at: row.expired_at?.toISOString() ?? null,
      };
    }),
  };
}
