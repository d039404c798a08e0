import type { Queryable } from '../db/database';
import { createLedger } from '../modules/points/ledger';

export const TEST_LEDGER_POLICY = { expiryDays: 180, refundGraceDays: 30 };

/** The ledger of every test (it holds no state of its own). */
export const testLedger = createLedger(TEST_LEDGER_POLICY);

export interface LedgerTotals {
  balance: number;
  entries_sum: number;
  lots_sum: number;
  min_balance_after: number | null;
  debits: number;
}

/**
 * Per account (of the given users, or all): its balance, the sums of its entries and of its lots'
 * remaining points (a whole ledger has all three equal), its lowest balance ever and its debits.
 */
export async function ledgerTotals(
  db: Queryable,
  userIds?: string[],
): Promise<Map<string, LedgerTotals>> {
  const { rows } = await db.query<LedgerTotals & { user_id: string }>(
    `SELECT a.user_id, a.balance,
            (SELECT COALESCE(SUM(amount), 0)::bigint FROM point_entries e WHERE e.user_id = a.user_id) AS entries_sum,
            (SELECT COALESCE(SUM(remaining), 0)::bigint FROM point_lots l WHERE l.user_id = a.user_id) AS lots_sum,
            (SELECT MIN(balance_after) FROM point_entries e WHERE e.user_id = a.user_id) AS min_balance_after,
            (SELECT count(*)::int FROM point_entries e WHERE e.user_id = a.user_id AND e.kind = 'debit') AS debits
       FROM point_accounts a${userIds ? ' WHERE a.user_id = ANY($1)' : ''}`,
    userIds ? [userIds] : [],
  );
  return new Map(rows.map(({ user_id, ...totals }) => [user_id, totals]));
}
