import type {
  NotificationDelivery,
  NotificationKind,
  PlayerNotification,
  PlayerPageQuery,
} from '@points/contracts';
import type { Database } from '../../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../../db/statement';
import { withTexts } from '../../notifications/list-notifications';
import type { HistoryRegistry } from '../../points/history-registry';

interface Row {
  id: string;
  kind: NotificationKind;
  params: unknown;
  visible_from: string;
  read_at: string | null;
}

interface EmailRow {
  notification_id: string;
  status: NotificationDelivery['status'];
  sent_at: string | null;
}

/**
 * The channels one notification went through: the site's notification centre from when it
 * shows, and each daily e-mail (the `notification_emails` outbox) that covered it.
 */
const deliveriesOf = (row: Row, emails: readonly EmailRow[]): NotificationDelivery[] => [
  { channel: 'in_app', status: 'sent', at: new Date(row.visible_from).toISOString() },
  ...emails
    .filter((email) => email.notification_id === row.id)
    .map((email) => ({
      channel: 'email' as const,
      status: email.status,
      at: email.sent_at === null ? null : new Date(email.sent_at).toISOString(),
    })),
];

/**
 * What the player was told, newest first, as they see it (shown by `now`: a lottery's result not
 * announced yet is not listed), its title and body in the operator's language, with the channels
 * it went through: one statement, then the features' resolvers for the names.
 */
export async function listPlayerNotifications(
  deps: { db: Database; history: HistoryRegistry },
  userId: string,
  query: PlayerPageQuery,
  now: Date,
): Promise<{ notifications: PlayerNotification[]; total: number }> {
  const { rows } = await run<{ rows: unknown; emails: unknown; total: number }>(
    deps.db,
    sql`WITH listed AS (
          SELECT id, kind, params, visible_from, read_at, created_at FROM notifications
           WHERE user_id = ${userId} AND visible_from <= ${now}
           ORDER BY visible_from DESC, created_at DESC, id
           LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page})
        SELECT ${jsonRows(
          sql`SELECT id, kind, params, visible_from, read_at FROM listed
               ORDER BY visible_from DESC, created_at DESC, id`,
        )} AS rows,
               ${jsonRows(
                 sql`SELECT covered.id AS notification_id, e.status, e.sent_at
                       FROM notification_emails e
                            CROSS JOIN LATERAL unnest(e.notification_ids) AS covered (id)
                      WHERE e.user_id = ${userId} AND covered.id IN (SELECT id FROM listed)
                      ORDER BY e.created_at`,
               )} AS emails,
               (SELECT count(*)::int FROM notifications
                 WHERE user_id = ${userId} AND visible_from <= ${now}) AS total`,
  );
  const emails = fromJsonRows<EmailRow>(rows[0]!.emails);
  const listed = await withTexts(deps, {
    userId,
    rows: fromJsonRows<Row>(rows[0]!.rows),
    language: query.lang,
  });
  return {
    total: rows[0]!.total,
    notifications: listed.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      created_at: new Date(row.visible_from).toISOString(),
      read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
      channels: deliveriesOf(row, emails),
    })),
  };
}
