import { NOTIFICATION_NOTICE_DAYS } from '@points/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { run, sql, withParts, type Statement } from '../../db/statement';
import type { PeriodicTask } from '../../jobs/job';
import { raiseFrom } from './raise-notifications';

const DAY_MS = 86_400_000;

// Any fixed number: scans that overlap (two nodes, or a run longer than its period) take turns,
// so each batch sees what the other raised before deciding (at most one points notice a day).
const EXPIRY_NOTICE_LOCK_KEY = 7_240_331;

/** Players (or coupons) one statement looks at. */
export const EXPIRY_NOTICE_BATCH = 5000;

/** What one batch saw and raised, and where the next one starts. */
interface Batch {
  seen: number;
  raised: number;
  last: string | null;
}

const days = (now: Date, n: number) => new Date(now.getTime() + n * DAY_MS);

/**
 * The points notices of one batch of players (those after `after`, in id order): for each player
 * with points expiring within 7 days, one notice of the amount and the soonest expiry, at the
 * `week` stage, or at the `day` stage once the soonest is within 24 hours (then the amount is what
 * expires within 24 hours). Its key, the stage and the soonest expiry's day (UTC), makes each
 * stage once per expiring day; a player who got a points notice today (UTC) gets no other today.
 */
function pointsBatch(now: Date, after: string, limit: number): Statement {
  const lastDay = days(now, NOTIFICATION_NOTICE_DAYS.pointsLast);
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return withParts(
    [
      [
        'due',
        sql`SELECT user_id, min(expires_at) AS first_at, sum(remaining)::bigint AS week_amount,
                   (sum(remaining) FILTER (WHERE expires_at <= ${lastDay}))::bigint AS day_amount
              FROM point_lots
             WHERE remaining > 0 AND expires_at > ${now}
               AND expires_at <= ${days(now, NOTIFICATION_NOTICE_DAYS.pointsFirst)}
               AND user_id > ${after}::uuid
             GROUP BY user_id ORDER BY user_id LIMIT ${limit}`,
      ],
      [
        'notice',
        sql`SELECT user_id, first_at,
                   CASE WHEN first_at <= ${lastDay} THEN 'day' ELSE 'week' END AS stage,
                   CASE WHEN first_at <= ${lastDay} THEN day_amount ELSE week_amount END AS amount
              FROM due`,
      ],
      [
        'raised',
        raiseFrom(
          'points_expiring',
          sql`SELECT n.user_id,
                     n.stage || ':' || to_char(n.first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS event_key,
                     jsonb_build_object('stage', n.stage, 'amount', n.amount,
                                        'expires_at', to_char(n.first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS params,
                     '/point-history' AS link, ${now}::timestamptz AS visible_from
                FROM notice n
               WHERE NOT EXISTS (
                       -- A points notice shows from when it is raised: visible_from is its day.
                       SELECT 1 FROM notifications x
                        WHERE x.user_id = n.user_id AND x.kind = 'points_expiring'
                          AND x.visible_from >= ${today})`,
          now,
        ),
      ],
    ],
    sql`SELECT (SELECT count(*) FROM due)::int AS seen, (SELECT count(*) FROM raised)::int AS raised,
               (SELECT user_id::text FROM due ORDER BY user_id DESC LIMIT 1) AS last`,
  );
}

/**
 * The coupon notices of one batch of held coupons (those after `after`, in id order): one for
 * each unused coupon whose validity ends within 3 days (its key: the player's coupon).
 */
function couponsBatch(now: Date, after: string, limit: number): Statement {
  return withParts(
    [
      [
        'due',
        sql`SELECT p.id, p.user_id, c.valid_to
              FROM coupons c JOIN player_coupons p ON p.coupon_id = c.id AND p.status = 'obtained'
             WHERE c.valid_to > ${now} AND c.valid_to <= ${days(now, NOTIFICATION_NOTICE_DAYS.coupons)}
               AND p.id > ${after}::uuid
             ORDER BY p.id LIMIT ${limit}`,
      ],
      [
        'raised',
        raiseFrom(
          'coupon_expiring',
          sql`SELECT user_id, id::text AS event_key,
                     jsonb_build_object('player_coupon_id', id,
                                        'expires_at', to_char(valid_to AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS params,
                     '/mycoupons' AS link, ${now}::timestamptz AS visible_from
                FROM due`,
          now,
        ),
      ],
    ],
    sql`SELECT (SELECT count(*) FROM due)::int AS seen, (SELECT count(*) FROM raised)::int AS raised,
               (SELECT id::text FROM due ORDER BY id DESC LIMIT 1) AS last`,
  );
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/** Runs one batch's statement and answers what it did. */
type BatchRunner = (statement: Statement) => Promise<Batch>;

/** Runs `batch` from the first id to the last; answers how many notices were raised. */
async function inBatches(
  runBatch: BatchRunner,
  batch: (after: string, limit: number) => Statement,
  limit: number,
): Promise<number> {
  let after = FIRST_UUID;
  let raised = 0;
  for (;;) {
    const done = await runBatch(batch(after, limit));
    raised += done.raised;
    if (done.seen < limit || done.last === null) return raised;
    after = done.last;
  }
}

async function scan(
  runBatch: BatchRunner,
  now: Date,
  limit: number,
): Promise<{ points: number; coupons: number }> {
  const points = await inBatches(runBatch, (after, n) => pointsBatch(now, after, n), limit);
  const coupons = await inBatches(runBatch, (after, n) => couponsBatch(now, after, n), limit);
  return { points, coupons };
}

/**
 * The expiry notices at `now`, set-based, a batch of players a statement: points expiring within
 * 7 days (and again within 1 day) and held coupons expiring within 3 days. No player's account is
 * locked: the notices are read from the lots and coupons as they stand, and a notice raised twice
 * is nothing (its key). Each batch is a transaction of its own under the scan's lock, so scans
 * that overlap take turns batch by batch. Answers how many were raised.
 */
export function raiseExpiryNotices(
  db: Database,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<{ points: number; coupons: number }> {
  return scan(
    (statement) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [EXPIRY_NOTICE_LOCK_KEY]);
        return (await run<Batch>(tx, statement)).rows[0]!;
      }),
    now,
    options.batchSize ?? EXPIRY_NOTICE_BATCH,
  );
}

/** The same scan in the caller's transaction (the demo's seed, written in one). */
export function raiseExpiryNoticesIn(
  tx: Queryable,
  now: Date,
): Promise<{ points: number; coupons: number }> {
  return scan(
    async (statement) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [EXPIRY_NOTICE_LOCK_KEY]);
      return (await run<Batch>(tx, statement)).rows[0]!;
    },
    now,
    EXPIRY_NOTICE_BATCH,
  );
}

/** The expiry notices as a periodic task, once a period on one node of the cluster. */
export function expiryNoticesTask(
  deps: { db: Database; log: FastifyBaseLogger },
  everyMs: number,
): PeriodicTask {
  return {
    kind: 'expiry-notices',
    everyMs,
    async run(now) {
      const raised = await raiseExpiryNotices(deps.db, now);
      if (raised.points + raised.coupons > 0) {
        deps.log.info({ job: 'expiry-notices', ...raised }, 'expiry notices raised');
      }
    },
  };
}
