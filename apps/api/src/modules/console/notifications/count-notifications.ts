import type {
  NotificationChannel,
  NotificationCounts,
  NotificationDayCount,
} from '@points/contracts';
import type { Database } from '../../../db/database';
import { run, sql, type Statement } from '../../../db/statement';

const DAY_MS = 86_400_000;

/**
 * Each channel's counts per UTC day and kind over [start, end), shown by `now`: columns `day`
 * (a UTC `date`), `kind`, `channel`, `count`. The site's notification centre counts every
 * notification on the day it showed (`visible_from`, the index of 0022-notification-days).
 * E-mail (the `notification_emails` outbox) adds its entry here: the notifications its sent
 * e-mails cover, joined to `notifications` for their kind, on the day each e-mail was sent.
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
