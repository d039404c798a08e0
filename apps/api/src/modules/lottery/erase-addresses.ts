import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import type { PeriodicTask } from '../../jobs/job';

const DAY_MS = 86_400_000;

/**
 * Erases winners' confirmed addresses once shipping no longer needs them: `retentionDays` after
 * the prize was shipped, or after the deadline for a prize never shipped (docs/features/lotteries.md).
 */
export async function eraseShippingAddresses(
  db: Queryable,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const { rowCount } = await run(
    db,
    sql`UPDATE lottery_winners w SET address = NULL, address_erased_at = ${now}
          FROM lotteries l
         WHERE w.lottery_id = l.id AND w.address IS NOT NULL
           AND COALESCE(w.shipped_at, l.address_deadline) < ${before}`,
  );
  return rowCount;
}

/** The erasure, once an hour on one node of the cluster. */
export function addressErasureTask(db: Queryable, retentionDays: number): PeriodicTask {
  return {
    kind: 'lottery-address-erasure',
    everyMs: 3_600_000,
    run: (now) => eraseShippingAddresses(db, now, retentionDays),
  };
}
