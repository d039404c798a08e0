import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  /** How long the longest-waiting request for a connection has waited so far (0: none waits). */
  oldestWaitMs: number;
}

/**
 * Requests waiting for a connection, oldest first: `enter()` when one starts to wait, the function
 * it returns when it stops. Its `oldestWaitMs` is the age of the queue's head, the time a request
 * arriving now can expect to wait at least, which the overload check sheds on.
 */
export function createWaitQueue() {
  const started = new Map<number, number>();
  let next = 0;
  return {
    enter(): () => void {
      const id = next++;
      started.set(id, performance.now());
      return () => started.delete(id);
    },
    get size() {
      return started.size;
    },
    /** The age of the oldest entry after the first `skip` (the ones being served, say). */
    oldestWaitMs(skip = 0): number {
      // A Map iterates in insertion order: the first entries have waited longest.
      let index = 0;
      for (const since of started.values()) if (index++ === skip) return performance.now() - since;
      return 0;
    },
  };
}

export interface TransactionOptions {
  /** Retries on serialization failures and deadlocks, which PostgreSQL asks the client to redo. */
  retries?: number;
}

/** The one database interface the API uses, whether PGlite (embedded) or PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  stats(): PoolStats;
  close(): Promise<void>;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function isRetryableError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    RETRYABLE_SQLSTATES.has(String((error as { code: unknown }).code))
  );
}

async function withRetries<T>(retries: number, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || !isRetryableError(error)) throw error;
      // Jitter keeps two retried transactions from colliding again in lock step.
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8 * (tried + 1)));
    }
  }
}

const INT8_OID = 20;

const statementNames = new Map<string, string>();

/**
 * Every query runs as a named prepared statement, so PostgreSQL parses and plans each of our
 * (fixed) SQL texts once per connection instead of on every call.
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 1000) statementNames.set(sql, name);
  }
  return name;
}

/** PostgreSQL over a connection pool (`DATABASE_URL`). */
export function createPostgresDatabase(url: string, options: { poolSize?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Point amounts are int8 in SQL and always fit a JS number; parse them as numbers, as PGlite does.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const run = async <Row>(client: pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query({ name: statementName(sql), text: sql, values: params });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  const waiting = createWaitQueue();
  const connect = async (): Promise<pg.PoolClient> => {
    const leave = waiting.enter();
    try {
      return await pool.connect();
    } finally {
      leave();
    }
  };
  // As pool.query does, but with the wait measured: a client whose query failed is discarded.
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await connect();
    try {
      const result = await work(client);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };

  return {
    kind: 'postgres',
    query: (sql, params) => withClient((client) => run(client, sql, params)),
    exec: async (sql) => {
      await withClient((client) => client.query(sql));
    },
    async transaction(fn, { retries = 5 } = {}) {
      return withRetries(retries, async () => {
        const client = await connect();
        try {
          await client.query('BEGIN');
          const result = await fn({
            query: (sql, params) => run(client, sql, params),
            exec: async (sql) => {
              await client.query(sql);
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      });
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      oldestWaitMs: waiting.oldestWaitMs(),
    }),
    close: () => pool.end(),
  };
}

/**
 * PGlite, PostgreSQL compiled to WebAssembly, in-process: one connection, one transaction at a
 * time. `dataDir` is a folder, or `memory://` for a throwaway database.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir });
  // One connection: every call queues behind the one running (the oldest), so the queue holds
  // them all and the calls waiting are the ones after the first.
  const calls = createWaitQueue();
  const track = async <T>(work: () => Promise<T>) => {
    const leave = calls.enter();
    try {
      return await work();
    } finally {
      leave();
    }
  };
  const run = async <Row>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };

  return {
    kind: 'pglite',
    query: (sql, params) => track(() => run(db, sql, params)),
    exec: (sql) =>
      track(async () => {
        await db.exec(sql);
      }),
    transaction: (fn, { retries = 5 } = {}) =>
      track(() =>
        withRetries(retries, () =>
          db.transaction((tx) =>
            fn({
              query: (sql, params) => run(tx, sql, params),
              exec: async (sql) => {
                await tx.exec(sql);
              },
            }),
          ),
        ),
      ),
    stats: () => ({
      total: 1,
      idle: calls.size === 0 ? 1 : 0,
      waiting: Math.max(0, calls.size - 1),
      oldestWaitMs: calls.oldestWaitMs(1),
    }),
    close: () => db.close(),
  };
}

/** PostgreSQL when a URL is configured (DATABASE_URL), else PGlite stored in `dataDir`. */
export async function openDatabase(options: {
  url: string | undefined;
  dataDir: string;
  poolSize: number;
}): Promise<Database> {
  return options.url
    ? createPostgresDatabase(options.url, { poolSize: options.poolSize })
    : createPgliteDatabase(options.dataDir);
}
