import type {
  CouponHistoryQuery,
  Language,
  PlayerCouponStatus,
  PlayerCouponView,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { ReferenceResolver } from '../points/history-registry';
import { playerRecordReferences } from '../points/reference-resolvers';
import { couponTextsIn, type CouponCatalogueStore } from './coupon-catalogue';
import { shownStatus, toPlayerCouponView } from './coupon-views';
import { readPlayerCoupons } from './player-coupons';

/** The player's coupons, newest first: all, the unused ones, or the used and expired ones. */
export async function listPlayerCoupons(
  deps: { db: Database; catalogue: CouponCatalogueStore },
  request: { userId: string; query: CouponHistoryQuery; language: Language; now: Date },
): Promise<{ coupons: PlayerCouponView[]; total: number }> {
  const { userId, query, language, now } = request;
  const [catalogue, { rows, total }] = await Promise.all([
    deps.catalogue.current(),
    readPlayerCoupons(deps.db, {
      userId,
      filter: query.filter,
      page: query.page,
      perPage: query.per_page,
      now,
    }),
  ]);
  return {
    coupons: rows.map((row) =>
      toPlayerCouponView(row, catalogue.couponsById.get(row.coupon_id), language, now),
    ),
    total,
  };
}

/** Names the coupon each coupon purchase got in the points history, with its status. */
export const couponReferences = (catalogue: CouponCatalogueStore): ReferenceResolver =>
  playerRecordReferences('coupon', {
    async rows(db, userId, ids) {
      const { rows } = await run<{ id: string; coupon_id: string; status: PlayerCouponStatus }>(
        db,
        sql`SELECT id, coupon_id, status FROM player_coupons
             WHERE user_id = ${userId} AND id = ANY(${ids}::uuid[])`,
      );
      return rows;
    },
    catalogue: () => catalogue.current(),
    subjectOf(row, coupons, language, now) {
      const coupon = coupons.couponsById.get(row.coupon_id);
      return {
        name: coupon ? couponTextsIn(coupon, language).name : row.coupon_id,
        status: coupon ? shownStatus(row.status, coupon.validTo, now) : row.status,
        path: coupon ? `/coupons/${coupon.campaignId}` : null,
      };
    },
  });
