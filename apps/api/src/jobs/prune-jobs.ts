import type { Queryable } from '../db/database';

/** Forgets finished jobs older than the retention; pending ones are never touched. */
export async function pruneFinishedJobs(db: Queryable, olderThanDays: number, now: Date) {
  const { rowCount } = await db.query(
    `DELETE FROM jobs WHERE status <> 'pending'
        AND finished_at < $1::timestamptz - make_interval(days => $2)`,
    [now, olderThanDays],
  );
  return rowCount;
}
