import type { CodeCounts } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { WITHHELD } from './coupon-stock';

/** What the counts of a coupon without codes are. */
export const NO_CODES: CodeCounts = { issued: 0, free: 0, withheld: 0, total: 0 };

/**
 * Exact counts of the coupons' codes for operators: issued to players, free to get (the codes
 * left), withheld by the issue limit, and all. They scan the pools: the console's lists are
 * small, and the shop never reads them (it has `createCouponStockCache`).
 */
export async function readCodeCounts(
  db: Queryable,
  couponIds: string[],
): Promise<Map<string, CodeCounts>> {
  if (couponIds.length === 0) return new Map();
  const { rows } = await run<{ id: string } & CodeCounts>(
    db,
    sql`SELECT c.id,
               (SELECT count(*) FROM player_coupons p WHERE p.coupon_id = c.id)::integer AS issued,
               s.free, s.withheld, s.total
          FROM coupons c
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE u.reserved_by IS NULL)::integer AS free,
                   count(*) FILTER (WHERE u.reserved_by = ${WITHHELD})::integer AS withheld,
                   count(*)::integer AS total
              FROM stock_units u WHERE u.pool = 'coupon:' || c.id) s
         WHERE c.id = ANY(${couponIds}::text[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { issued: row.issued, free: row.free, withheld: row.withheld, total: row.total },
    ]),
  );
}

/** The counts of several coupons added up (a campaign's). */
export const addCounts = (counts: CodeCounts[]): CodeCounts =>
  counts.reduce(
    (sum, c) => ({
      issued: sum.issued + c.issued,
      free: sum.free + c.free,
      withheld: sum.withheld + c.withheld,
      total: sum.total + c.total,
    }),
    NO_CODES,
  );
