import type {
  CouponHistoryQuery,
  HistorySubject,
  Language,
  PlayerCouponStatus,
  PlayerCouponView,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { ReferenceResolver } from '../points/history-registry';
import { couponTextsIn, type CouponCatalogueStore } from './coupon-catalogue';
import { shownStatus, toPlayerCouponView } from './coupon-views';

interface PlayerCouponRow {
  id: string;
  coupon_id: string;
  cost: number;
  status: PlayerCouponStatus;
  obtained_at: Date;
  used_at: Date | null;
  expired_at: Date | null;
}

/** The player's coupons, newest first: all, the unused ones, or the used and expired ones. */
export async function listPlayerCoupons(
  deps: { db: Database; catalogue: CouponCatalogueStore },
  request: { userId: string; query: CouponHistoryQuery; language: Language; now: Date },
): Promise<{ coupons: PlayerCouponView[]; total: number }> {
  const { userId, query, language, now } = request;
  // Unused means still usable: obtained and before its end (the sweep may not have run yet).
  const condition = `p.user_id = $1
    AND ($2 = 'all' OR ($2 = 'unused') = (p.status = 'obtained' AND c.valid_to > $3))`;
  const values = [userId, query.filter, now];
  const [catalogue, list, count] = await Promise.all([
    deps.catalogue.current(),
    deps.db.query<PlayerCouponRow>(
      `SELECT p.id, p.coupon_id, p.cost, p.status, p.obtained_at, p.used_at, p.expired_at
         FROM player_coupons p JOIN coupons c ON c.id = p.coupon_id
        WHERE ${condition}
        ORDER BY p.obtained_at DESC, p.id DESC
        LIMIT $4 OFFSET $5`,
      [...values, query.per_page, (query.page - 1) * query.per_page],
    ),
    deps.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total
         FROM player_coupons p JOIN coupons c ON c.id = p.coupon_id
        WHERE ${condition}`,
      values,
    ),
  ]);
  return {
    coupons: list.rows.map((row) =>
      toPlayerCouponView(row, catalogue.couponsById.get(row.coupon_id), language, now),
    ),
    total: count.rows[0]!.total,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names the coupon each coupon purchase got in the points history, with its status. */
export function couponReferences(catalogue: CouponCatalogueStore): ReferenceResolver {
  return {
    type: 'coupon',
    async resolve(db, { userId, ids, language }) {
      const wanted = ids.filter((id) => UUID.test(id));
      if (wanted.length === 0) return new Map();
      const now = new Date();
      const [{ rows }, coupons] = await Promise.all([
        run<{ id: string; coupon_id: string; status: PlayerCouponStatus }>(
          db,
          sql`SELECT id, coupon_id, status FROM player_coupons
               WHERE user_id = ${userId} AND id = ANY(${wanted}::uuid[])`,
        ),
        catalogue.current(),
      ]);
      return new Map(
        rows.map((row) => {
          const coupon = coupons.couponsById.get(row.coupon_id);

          const subject: HistorySubject = {
            type: 'coupon',
            id: row.id,
            name: coupon ? couponTextsIn(coupon, language).name : row.coupon_id,
            status: coupon ? shownStatus(row.status, coupon.validTo, now) : row.status,
            path: coupon ? `/coupons/${coupon.campaignId}` : null,
          };
          return [row.id, subject];
        }),
      );
    },
  };
}
