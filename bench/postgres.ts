// The PostgreSQL server the benchmarks run on, and scratch databases on it.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/database';
import { ensureBuilt } from '../scripts/build.mjs';

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

/**
 * Whether a PostgreSQL benchmark can run: when the server does not answer, it says why it is
 * skipped and returns false; with `build`, what `npm start` builds is brought up to date first
 * (`'server'`: the server bundle alone).
 */
export async function postgresBenchReady(
  bench: string,
  options: { build?: boolean | 'server' } = {},
): Promise<boolean> {
  const problem = await postgresProblem();
  if (problem) {
    console.log(`\n${bench}: skipped, ${problem}`);
    return false;
  }
  // 'server': a bench that runs the API node alone (no SPA served) builds only its bundle.
  if (options.build) await ensureBuilt(options.build === 'server' ? { only: ['server'] } : {});
  return true;
}

/**
 * BENCH_DB_PREFIX=… goes before every scratch database's name, so that benchmarks run by several
 * people on one server keep to databases of their own.
 */
const prefixed = (name: string) => `${process.env.BENCH_DB_PREFIX ?? ''}${name}`;

/** Creates an empty database; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE ${prefixed(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${prefixed(name)}`;
  return url.toString();
}

/** Drops a database if it is there; never throws (it runs in `finally` blocks). */
export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) =>
    client.query(`DROP DATABASE IF EXISTS ${prefixed(name)} WITH (FORCE)`),
  ).catch(() => {});
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

function tpsOf(output: string): number {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!match) throw new Error(`unexpected pgbench output:\n${output}`);
  return Number(match[1]);
}

const pgbenchClients = Number(process.env.BENCH_CLIENTS ?? 8);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 30);

/**
 * pgbench's TPC-B-like load (scale 10, BENCH_CLIENTS clients) on a database of its own: `run`
 * measures transactions per second, as often as wanted; `drop` removes the database.
 */
export async function createPgbench(): Promise<{
  run(seconds: number): number;
  /** The same, without blocking this process: for a load of its own to run meanwhile. */
  runInBackground(seconds: number): Promise<number>;
  /** Transactions arriving steadily at `rate` per second: their p50 and p99 latency in ms. */
  runAtRate(rate: number, seconds: number): { p50: number; p99: number };
  drop(): Promise<void>;
}> {
  const name = `points_bench_pgbench_${Date.now().toString(36)}`;
  const url = await createDatabase(name);
  execFileSync('pgbench', ['-i', '-s', '10', '-q', url], { stdio: 'ignore' });
  const args = (seconds: number, ...extra: string[]) => [
    '-c',
    String(pgbenchClients),
    '-j',
    '2',
    '-T',
    String(seconds),
    ...extra,
    url,
  ];
  return {
    run(seconds) {
      return tpsOf(
        execFileSync('pgbench', args(seconds), {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      );
    },
    async runInBackground(seconds) {
      return tpsOf((await promisify(execFile)('pgbench', args(seconds))).stdout);
    },
    runAtRate(rate, seconds) {
      const dir = mkdtempSync(path.join(tmpdir(), 'pgbench-log-'));
      try {
        // -l logs every transaction: its latency and, under --rate, how late it started; the two
        // together are its latency from when it was due, as the open loop counts ours.
        execFileSync(
          'pgbench',
          args(seconds, '-R', String(rate), '-l', `--log-prefix=${path.join(dir, 'tx')}`),
          { stdio: 'ignore' },
        );
        const latencies: number[] = [];
        for (const file of readdirSync(dir)) {
          for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
            const fields = line.trim().split(/\s+/);
            if (fields.length < 7) continue;
            latencies.push((Number(fields[2]) + Number(fields[6])) / 1000);
          }
        }
        latencies.sort((a, b) => a - b);
        const at = (p: number) =>
          latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
        return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)) };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
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
