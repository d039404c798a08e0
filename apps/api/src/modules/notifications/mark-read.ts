import type { MarkNotificationsReadBody } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, withParts } from '../../db/statement';
import { unreadCountOf } from './list-notifications';

/**
 * Marks the player's notifications read, those named or all shown by `now`, in one statement:
 * ids that are not the player's, not shown yet, or read already change nothing. Answers how many
 * stay unread.
 */
export async function markNotificationsRead(
  db: Queryable,
  request: { userId: string; which: MarkNotificationsReadBody; now: Date },
): Promise<number> {
  const { userId, which, now } = request;
  const all = 'all' in which;
  const ids = 'ids' in which ? which.ids : [];
  const { rows } = await run<{ unread: number }>(
    db,
    withParts(
      [
        [
          'marked',
          sql`UPDATE notifications SET read_at = ${now}
               WHERE user_id = ${userId} AND read_at IS NULL AND visible_from <= ${now}
                 AND (${all}::boolean OR id = ANY(${ids}::uuid[]))
               RETURNING id`,
        ],
      ],
      // The count reads the rows as they were before the update (one snapshot): less the marked.
      sql`SELECT ${unreadCountOf(userId, now)} - (SELECT count(*)::int FROM marked) AS unread`,
    ),
  );
  return rows[0]!.unread;
}
