import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/job';
import type { Ledger } from './ledger';

export interface ExpiryRun {
  /** Accounts with due lots looked at in this batch. */
  examined: number;
  accounts: number;
  lots: number;
  /** Accounts another node or a write held at the moment; the next run takes them. */
  skipped: number;
}

/**
 * The expiry job: settles lots past their expiry into expiry entries, one account per
 * transaction. Safe on several nodes at once: an account locked elsewhere is skipped, never
 * waited for, and settling twice is impossible under the account lock.
 */
export async function expireDuePoints(
  db: Database,
  ledger: Ledger,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<ExpiryRun> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM point_lots
      WHERE remaining > 0 AND expires_at <= $1
      LIMIT $2`,
    [now, options.batchSize ?? 500],
  );
  const run: ExpiryRun = { examined: rows.length, accounts: 0, lots: 0, skipped: 0 };
  for (const { user_id: userId } of rows) {
    const settled = await db.transaction(async (tx) => {
      const free = await tx.query(
        'SELECT 1 FROM point_accounts WHERE user_id = $1 FOR UPDATE SKIP LOCKED',
        [userId],
      );
      if (free.rows.length === 0) return null;
      return ledger.settleExpired(tx, userId, now);
    });
    if (settled === null) run.skipped++;
    else if (settled > 0) {
      run.accounts++;
      run.lots += settled;
    }
  }
  return run;
}

const EXPIRY_BATCH = 500;

/**
 * The expiry job as a periodic task: once a period, on one node of the cluster, it settles due
 * lots batch after batch until none is left (or its time is up: the next period goes on).
 */
export function pointsExpiryTask(
  deps: { db: Database; ledger: Ledger; log: FastifyBaseLogger },
  everyMs: number,
): PeriodicTask {
  return {
    kind: 'expire-points',
    everyMs,
    async run(now) {
      const stopAt = Date.now() + Math.max(1000, everyMs / 2);
      const total = { accounts: 0, lots: 0 };
      for (;;) {
        const run = await expireDuePoints(deps.db, deps.ledger, now, { batchSize: EXPIRY_BATCH });
        total.accounts += run.accounts;
        total.lots += run.lots;
        if (run.examined < EXPIRY_BATCH || Date.now() > stopAt) break;
      }
      if (total.lots > 0) deps.log.info({ job: 'expire-points', ...total }, 'points expired');
    },
  };
}
