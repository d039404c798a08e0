// The PostgreSQL server the benchmarks run on, and scratch databases on it.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/database';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function postgresProblem(): Promise<string | null> {
  try {
    await withAdmin((client) => client.query('SELECT 1'));
    return null;
  } catch (error) {
    return `no PostgreSQL at ${serverUrl} (${(error as Error).message})`;
  }
}

/** Creates an empty database; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database if it is there; never throws (it runs in `finally` blocks). */
export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
    () => {},
  );
}

/**
 * `count` players (subjects `bench-1`…) with an account of plenty of points, as the credit and lot
 * the ledger would have written: their ids, in subject order.
 */
export async function seedAccounts(db: Database, count: number): Promise<string[]> {
  await db.query(
    `WITH u AS (
       INSERT INTO users (subject, nickname, country, language, program_consent)
       SELECT 'bench-' || n, 'bench' || n, 'us', 'en', true FROM generate_series(1, $1) n
       RETURNING id
     ), a AS (
       INSERT INTO point_accounts (user_id, balance) SELECT id, 100000000 FROM u RETURNING user_id
     ), e AS (
       INSERT INTO point_entries (user_id, kind, amount, reason, balance_after, expires_at, created_at)
       SELECT user_id, 'credit', 100000000, 'welcome_bonus', 100000000,
              now() + interval '180 days', now() FROM a
       RETURNING id, user_id, expires_at
     )
     INSERT INTO point_lots (user_id, entry_id, amount, remaining, expires_at)
     SELECT user_id, id, 100000000, 100000000, expires_at FROM e`,
    [count],
  );
  await db.query('ANALYZE');
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE subject LIKE 'bench-%' ORDER BY subject`,
  );
  return rows.map((row) => row.id);
}

const pgbenchClients = Number(process.env.BENCH_CLIENTS ?? 8);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 30);

/**
 * pgbench's TPC-B-like load (scale 10, BENCH_CLIENTS clients) on a database of its own: `run`
 * measures transactions per second, as often as wanted; `drop` removes the database.
 */
export async function createPgbench(): Promise<{
  run(seconds: number): number;
  drop(): Promise<void>;
}> {
  const name = `points_bench_pgbench_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  execFileSync('pgbench', ['-i', '-s', '10', '-q', url], { stdio: 'ignore' });
  return {
    run(seconds) {
      const output = execFileSync(
        'pgbench',
        ['-c', String(pgbenchClients), '-j', '2', '-T', String(seconds), url],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
      if (!match) throw new Error(`unexpected pgbench output:\n${output}`);
      return Number(match[1]);
    },
    drop: () => dropDatabase(name),
  };
}

/** One pgbench measurement of BENCH_PGBENCH_SECONDS. */
export async function pgbenchTps(): Promise<number> {
  const pgbench = await createPgbench();
  try {
    return pgbench.run(pgbenchSeconds);
  } finally {
    await pgbench.drop();
  }
}
