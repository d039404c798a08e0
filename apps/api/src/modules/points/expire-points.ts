import type { Database } from '../../db/database';
import type { Ledger } from './ledger';

export interface ExpiryRun {
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
  const run: ExpiryRun = { accounts: 0, lots: 0, skipped: 0 };
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
