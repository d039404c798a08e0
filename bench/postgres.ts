// The PostgreSQL server the benchmarks run on, and scratch databases on it.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

export const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
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
