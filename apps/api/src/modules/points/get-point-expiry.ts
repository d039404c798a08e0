import type { ExpiringPoints } from '@points/contracts';
import type { Database } from '../../db/database';

/** The points that will expire, grouped by the moment they do, soonest first. */
export async function getPointExpiry(
  db: Database,
  userId: string,
  now: Date,
): Promise<ExpiringPoints[]> {
  const { rows } = await db.query<{ amount: number; expires_at: Date }>(
    `SELECT SUM(remaining)::bigint AS amount, expires_at FROM point_lots
      WHERE user_id = $1 AND remaining > 0 AND expires_at > $2
      GROUP BY expires_at ORDER BY expires_at LIMIT 100`,
    [userId, now],
  );
  return rows.map((row) => ({ amount: row.amount, expires_at: row.expires_at.toISOString() }));
}
