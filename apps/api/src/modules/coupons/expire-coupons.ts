import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { PeriodicTask } from '../../jobs/job';

/**
 * Moves every unused coupon whose validity has ended to expired, as of its end. Safe to run on
 * several nodes at once: a coupon already expired or used is not touched again. (Reads say
 * expired from the end on, whether this has run yet or not.)
 */
export async function expireCoupons(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await run(
    db,
    sql`UPDATE player_coupons p SET status = 'expired', expired_at = c.valid_to
          FROM coupons c
         WHERE c.valid_to <= ${now} AND p.coupon_id = c.id AND p.status = 'obtained'`,
  );
  return rowCount;
}

/** The expiry step, once a minute on one node of the cluster. */
export function couponExpiryTask(db: Queryable, everyMs = 60_000): PeriodicTask {
  return { kind: 'coupon-expiry', everyMs, run: (now) => expireCoupons(db, now) };
}
