import type { Language, PointHistoryEntry } from '@points/contracts';
import type { Database } from '../../db/database';
import type { HistoryRegistry } from './history-registry';
import type { Ledger } from './ledger';

export interface HistoryPage {
  entries: PointHistoryEntry[];
  total: number;
}

/**
 * The player's ledger entries, newest first, each with what it was for as the feature that made
 * it names it (the registry). Lots that expired since the last write are settled first, so the
 * newest `balance_after` is always the balance the player sees.
 */
export async function getPointHistory(
  deps: { db: Database; ledger: Ledger; history: HistoryRegistry },
  userId: string,
  page: { page: number; perPage: number; language: Language },
  now: Date,
): Promise<HistoryPage> {
  const { db } = deps;
  await settleIfDue(deps, userId, now);
  const [entries, count] = await Promise.all([
    db.query<{
      id: number;
      amount: number;
      kind: PointHistoryEntry['kind'];
      reason: string;
      reference: string | null;
      created_at: Date;
      balance_after: number;
      expires_at: Date | null;
    }>(
      `SELECT id, amount, kind, reason, reference, created_at, balance_after, expires_at
         FROM point_entries WHERE user_id = $1
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM point_entries WHERE user_id = $1',
      [userId],
    ),
  ]);
  const subjects = await deps.history.resolve(db, {
    userId,
    references: entries.rows.map((row) => row.reference),
    language: page.language,
  });
  return {
    total: count.rows[0]?.total ?? 0,
    entries: entries.rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      kind: row.kind,
      reason: row.reason,
      reference: row.reference,
      created_at: row.created_at.toISOString(),
      balance_after: row.balance_after,
      expires_at: row.expires_at ? row.expires_at.toISOString() : null,
      subject: (row.reference && subjects.get(row.reference)) || null,
    })),
  };
}

async function settleIfDue(deps: { db: Database; ledger: Ledger }, userId: string, now: Date) {
  const { rows } = await deps.db.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM point_lots
                     WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2) AS due`,
    [userId, now],
  );
  if (rows[0]?.due) await deps.db.transaction((tx) => deps.ledger.settleExpired(tx, userId, now));
}
