import type {
  NotificationChannel,
  NotificationCounts,
  NotificationDayCount,
} from '@points/contracts';
import type { Database } from '../../../db/database';
import { run, sql, type Statement } from '../../../db/statement';

const DAY_MS = 86_400_000;
/** How many days after its batch's day an e-mail can still be sent (retries back off to hours). */
const EMAIL_SEND_DAYS = 7;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Each channel's counts per UTC day and kind over [start, end), shown by `now`: columns `day`
 * (a UTC `date`), `kind`, `channel`, `count`. The site's notification centre counts every
 * notification on the day it showed (`visible_from`, the index of 0022-notification-days).
 * E-mail counts the notifications that the sent e-mails (the `notification_emails` outbox)
 * covered, by their kind, on the day each e-mail was sent.
 */
const COUNTED: ReadonlyArray<{
  channel: NotificationChannel;
  counts: (start: Date, end: Date, now: Date) => Statement;
}> = [
  {
    channel: 'in_app',
    counts: (start, end, now) =>
      sql`SELECT (visible_from AT TIME ZONE 'UTC')::date AS day, kind,
                 'in_app'::text AS channel, count(*)::int AS count
            FROM notifications
           WHERE visible_from >= ${start} AND visible_from < ${end} AND visible_from <= ${now}
           GROUP BY 1, 2`,
  },
  {
    channel: 'email',
    // An e-mail is sent on its batch's day or, after retries, within a few days of it: the
    // batch days narrow the search to the outbox's day index, the send times decide.
    counts: (start, end, now) =>
      sql`SELECT (e.sent_at AT TIME ZONE 'UTC')::date AS day, n.kind,
                 'email'::text AS channel, count(*)::int AS count
            FROM notification_emails e
                 CROSS JOIN LATERAL unnest(e.notification_ids) AS covered (id)
                 JOIN notifications n ON n.id = covered.id
           WHERE e.status = 'sent'
             AND e.day >= ${utcDay(start.getTime() - EMAIL_SEND_DAYS * DAY_MS)}::date
             AND e.day < ${utcDay(end.getTime())}::date
             AND e.sent_at >= ${start} AND e.sent_at < ${end} AND e.sent_at <= ${now}
           GROUP BY 1, 2`,
  },
];

/** The one aggregated statement of the counts from `from` to `to` (UTC days, both included). */
export function countsStatement(range: { from: string; to: string }, now: Date): Statement {
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS);
  const union = COUNTED.map(({ counts }) => counts(start, end, now)).reduce(
    (all, next) => sql`${all} UNION ALL ${next}`,
  );
  return sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.kind, c.channel, c.count
               FROM (${union}) c ORDER BY c.day, c.kind, c.channel`;
}

/**
 * How many notifications of each kind went through each channel on each UTC day from `from` to
 * `to` (both included), as shown by `now`.
 */
export async function countNotifications(
  db: Database,
  range: { from: string; to: string },
  now: Date,
): Promise<NotificationCounts> {
  const { rows } = await run<NotificationDayCount>(db, countsStatement(range, now));
  return { ...range, channels: COUNTED.map(({ channel }) => channel), counts: rows };
}
