// The PostgreSQL server the benchmarks run on, and scratch databases on it.
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

export const dropDatabase = (name: string) =>
  withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
    () => {},
  );
