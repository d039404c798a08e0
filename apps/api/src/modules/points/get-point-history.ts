import type { Language, PointHistoryEntry } from '@points/contracts';
import type { Database } from '../../db/database';
import type { Ledger } from './ledger';

export interface HistoryPage {
  entries: PointHistoryEntry[];
  total: number;
}

/**
 * The player's ledger entries, newest first. Lots that expired since the last write are settled
 * first, so the newest `balance_after` is always the balance the player sees.
 */
export async function getPointHistory(
  db: Database,
  ledger: Ledger,
  userId: string,
  page: { page: number; perPage: number; language: Language },
  now: Date,
): Promise<HistoryPage> {
  await settleIfDue(db, ledger, userId, now);
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
      exchange_id: string | null;
      item_id: string | null;
      item_name: string | null;
      exchange_status: 'queued' | 'delivered' | 'refunded' | null;
    }>(
      `SELECT e.id, e.amount, e.kind, e.reason, e.reference, e.created_at, e.balance_after,
              e.expires_at, x.id AS exchange_id, x.item_id, x.status AS exchange_status,
              COALESCE(i.texts -> $4 ->> 'name', i.texts -> 'en' ->> 'name', x.item_id) AS item_name
         FROM point_entries e
         LEFT JOIN item_exchanges x ON x.debit_entry_id = e.id OR x.refund_entry_id = e.id
         LEFT JOIN items i ON i.id = x.item_id
        WHERE e.user_id = $1
        ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
      [userId, page.perPage, (page.page - 1) * page.perPage, page.language],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM point_entries WHERE user_id = $1',
      [userId],
    ),
  ]);
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
      exchange:
        row.exchange_id && row.item_id && row.exchange_status
          ? {
              id: row.exchange_id,
              item_id: row.item_id,
              item_name: row.item_name ?? row.item_id,
              status: row.exchange_status,
            }
          : null,
    })),
  };
}

async function settleIfDue(db: Database, ledger: Ledger, userId: string, now: Date) {
  const { rows } = await db.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM point_lots
                     WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2) AS due`,
    [userId, now],
  );
  if (rows[0]?.due) await db.transaction((tx) => ledger.settleExpired(tx, userId, now));
}
