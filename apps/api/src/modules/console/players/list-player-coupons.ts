import type { PlayerCouponRow, PlayerPageQuery } from '@points/contracts';
import type { Database } from '../../../db/database';
import { couponTextsIn, type CouponCatalogueStore } from '../../coupons/coupon-catalogue';
import { shownStatus } from '../../coupons/coupon-views';
import { readPlayerCoupons } from '../../coupons/player-coupons';

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
  const [{ rows, total }, catalogue] = await Promise.all([
    readPlayerCoupons(deps.db, {
      userId,
      filter: 'all',
      page: query.page,
      perPage: query.per_page,
      now,
    }),
    deps.coupons.current(),
  ]);
  return {
    total,
    coupons: rows.map((row) => {
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
