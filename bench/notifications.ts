// `npm run bench -- notifications`: the expiry notices' scan (`expiry-notices`, hourly) on
// PostgreSQL for BENCH_NOTICE_PLAYERS (100,000) players whose points expire within 7 days, beside
// as many whose points do not, with a held coupon expiring within 3 days for one in ten: the
// first scan (every notice raised), the same scan again (nothing new), and the next day's.
// Aim (issue 31): the first scan under 60 s, without taking any player's account lock.
import { performance } from 'node:perf_hooks';
import { createPostgresDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { raiseExpiryNotices } from '../apps/api/src/modules/notifications/expiry-notices';
import { createDatabase, dropDatabase, postgresBenchReady } from './postgres';
import { fixed, table } from './lib.mjs';

const players = Number(process.env.BENCH_NOTICE_PLAYERS ?? 100_000);
const AIM_SECONDS = 60;
const DAY_MS = 86_400_000;

/**
 * `count` players with points expiring within 7 days (three lots each, the soonest 1 to 6 days
 * off), `count` more whose points expire in 90 days, and a held coupon expiring in 2 days for one
 * in ten of the first: rows as the ledger and the coupons would have written them.
 */
async function seed(db: Database, count: number, now: Date): Promise<void> {
  await db.query(
    `WITH u AS (
       INSERT INTO users (subject, nickname, country, language, program_consent)
       SELECT 'bench-' || n, 'bench' || n, 'us', 'en', true FROM generate_series(1, $1 * 2) n
       RETURNING id, (substring(subject FROM 7))::int AS n
     ), a AS (
       INSERT INTO point_accounts (user_id, balance) SELECT id, 300 FROM u RETURNING user_id
     ), e AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, expires_at, created_at)
       SELECT u.id, 'credit', 100, 'login_bonus', 100 * lot,
              CASE WHEN u.n <= $1
                   THEN $2::timestamptz + make_interval(days => 1 + (u.n + lot) % 6, hours => lot)
                   ELSE $2::timestamptz + interval '90 days' END,
              $2::timestamptz
         FROM u JOIN a ON a.user_id = u.id, generate_series(1, 3) lot
       RETURNING id, user_id, expires_at
     )
     INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
     SELECT user_id, id, 100, 100, expires_at FROM e`,
    [count, now],
  );
  await seedCoupons(db, count, now);
  await db.query('ANALYZE');
}

/** One held coupon, expiring in 2 days, for every tenth player whose points expire. */
async function seedCoupons(db: Database, count: number, now: Date): Promise<void> {
  await db.query(`INSERT INTO coupon_campaigns (id, image, texts) VALUES ('bench', '', '{}')`);
  await db.query(
    `INSERT INTO coupons (id, campaign_id, cost, valid_from, valid_to, issue_limit, holding_limit,
                          image, texts)
     VALUES ('bench', 'bench', 1, $1::timestamptz - interval '10 days',
             $1::timestamptz + interval '2 days', 1000000, 1, '', '{}')`,
    [now],
  );
  await db.query(
    `WITH held AS (
       SELECT u.id AS user_id, row_number() OVER (ORDER BY u.id) AS k FROM users u
        WHERE u.subject LIKE 'bench-%' AND (substring(u.subject FROM 7))::int <= $1
          AND (substring(u.subject FROM 7))::int % 10 = 0
     ), units AS (
       INSERT INTO stock_units (pool, value, reserved_by, reserved_at)
       SELECT 'coupon:bench', 'CODE-' || k, 'coupon:' || k, $2 FROM held
       RETURNING id, (substring(value FROM 6))::bigint AS k
     ), debits AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, created_at)
       SELECT user_id, 'debit', -1, 'coupon_purchase', 299, $2 FROM held
       RETURNING id, user_id
     )
     INSERT INTO player_coupons (id, user_id, coupon_id, unit_id, cost, debit_entry_id, obtained_at)
     SELECT gen_random_uuid(), h.user_id, 'bench', u.id, 1, d.id, $2
       FROM held h JOIN units u ON u.k = h.k JOIN debits d ON d.user_id = h.user_id`,
    [count, now],
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

export async function runNotificationsBench(): Promise<void> {
  if (!(await postgresBenchReady('Notifications'))) return;
  const name = `points_bench_notices_${Date.now().toString(36)}`;
  try {
    // As the job runner's pool, with the API's per-query timeout (DB_QUERY_TIMEOUT_MS).
    const db = createPostgresDatabase(await createDatabase(name), {
      poolSize: 2,
      queryTimeoutMs: 10_000,
    });
    try {
      await migrate(db);
      const now = new Date();
      await seed(db, players, now);
      const first = await timed(() => raiseExpiryNotices(db, now));
      const again = await timed(() => raiseExpiryNotices(db, new Date(now.getTime() + 60_000)));
      const nextDay = await timed(() => raiseExpiryNotices(db, new Date(now.getTime() + DAY_MS)));
      const rows = [
        ['scan', 'seconds', 'points notices', 'coupon notices'],
        ...(
          [
            ['first scan (every notice new)', first],
            ['the same scan a minute later', again],
            ['the next day', nextDay],
          ] as const
        ).map(([label, run]) => [
          label,
          fixed(run.seconds, 2),
          String(run.result.points),
          String(run.result.coupons),
        ]),
      ];
      console.log(
        `\nNotifications: expiry notices for ${players} players with points expiring within 7 days ` +
          `(and ${players} without), ${players / 10} held coupons expiring, PostgreSQL\n`,
      );
      console.log(table(rows));
      console.log(
        `\naim: the first scan under ${AIM_SECONDS} s: ${fixed(first.seconds, 1)} s, ` +
          `${first.seconds < AIM_SECONDS ? 'met' : 'NOT met'}; ` +
          `every player notified once: ${first.result.points === players ? 'met' : 'NOT met'}`,
      );
    } finally {
      await db.close();
    }
  } finally {
    await dropDatabase(name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runNotificationsBench();
}
