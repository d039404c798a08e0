import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { asUnavailable, isConnectionError } from './connection-errors';
import { isFreshDataDir, readTemplate, unpackTemplate } from './pglite-template';

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

/** Told each wait as it ends: how long it waited, and how many still wait. */
export type WaitListener = (waitedMs: number, stillWaiting: number) => void;

/**
 * Requests waiting for a connection, oldest first: `enter()` when one starts to wait, the function
 * it returns when it stops. Its `oldestWaitMs` is the age of the queue's head, the time a request
 * arriving now can expect to wait at least; with each ended wait told to `observe`'s listeners,
 * these are the delays the overload check judges (plugins/overload.ts).
 */
export function createWaitQueue(now: () => number = () => performance.now()) {
  const started = new Map<number, number>();
  const listeners: WaitListener[] = [];
  let next = 0;
  return {
    enter(): () => void {
      const id = next++;
      const since = now();
      started.set(id, since);
      return () => {
        if (!started.delete(id)) return;
        const waitedMs = now() - since;
        for (const listener of listeners) listener(waitedMs, started.size);
      };
    },
    observe(listener: WaitListener): void {
      listeners.push(listener);
    },
    get size() {
      return started.size;
    },
    /** The age of the oldest entry after the first `skip` (the ones being served, say). */
    oldestWaitMs(skip = 0): number {
      // A Map iterates in insertion order: the first entries have waited longest.
      let index = 0;
      for (const since of started.values()) if (index++ === skip) return now() - since;
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
  /** Tells `listener` each wait for a connection as it ends (PostgreSQL's pool only). */
  observeWaits?(listener: WaitListener): void;
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

export interface PostgresOptions {
  poolSize?: number;
  /**
   * How long a request waits for a connection, queued behind others or opening a new one (a
   * server that does not answer its socket), before it fails with `DatabaseUnavailableError`.
   * Unbounded when absent or 0; API nodes take it from DB_CONNECT_TIMEOUT_MS.
   */
  connectTimeoutMs?: number;
  /**
   * How long a query may go unanswered before it fails and its connection is dropped: bounds
   * what a request waits on a server that vanished without closing its sockets (a failover, a
   * network cut). Unbounded when absent or 0 (tools and benchmarks that load data); API nodes
   * take it from DB_QUERY_TIMEOUT_MS. Scripts (`exec`, migrations) are never bounded.
   */
  queryTimeoutMs?: number;
  /** How the connections name themselves in `pg_stat_activity`. */
  applicationName?: string;
}

/**
 * PostgreSQL over a connection pool (`DATABASE_URL`). The database may go away and come back (a
 * restart, a failover, `pg_terminate_backend`): a lost connection never crashes the process,
 * the requests using it fail with `DatabaseUnavailableError` (503) and never wait past the
 * bounds above (when given), and the pool opens new connections once the server answers again.
 */
export function createPostgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const queryTimeout = options.queryTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    application_name: options.applicationName ?? 'points-api',
    // The kernel's probes find a peer that vanished even when no query is running.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Point amounts are int8 in SQL and always fit a JS number; parse them as numbers, as PGlite does.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that is lost emits 'error' on its client, idle (the pool's listener drops it)
  // or checked out (no listener of the pool's: an unhandled 'error' would end the process).
  // Every client gets a listener for its whole life; the query running on it, or the next one,
  // fails instead, and the client is then dropped when released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));

  // Fixed statements (BEGIN, COMMIT) are bounded like every other query.
  const send = (client: pg.PoolClient, text: string) =>
    client.query({ text, ...(queryTimeout > 0 ? { query_timeout: queryTimeout } : {}) });
  const run = async <Row>(client: pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query({
      name: statementName(sql),
      text: sql,
      values: params,
      ...(queryTimeout > 0 ? { query_timeout: queryTimeout } : {}),
    });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  const waiting = createWaitQueue();
  const connect = async (): Promise<pg.PoolClient> => {
    const leave = waiting.enter();
    try {
      return await pool.connect();
    } catch (error) {
      throw asUnavailable(error);
    } finally {
      leave();
    }
  };
  /**
   * Gives a client back; one whose connection failed (lost, or busy with a query that timed out)
   * is dropped, never handed to the next request.
   */
  const release = (client: pg.PoolClient, error?: unknown) =>
    client.release(isConnectionError(error) ? (error as Error) : undefined);
  // As pool.query does, but with the wait measured: a client whose query failed is discarded.
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await connect();
    try {
      const result = await work(client);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw asUnavailable(error);
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
        let failure: unknown;
        try {
          await send(client, 'BEGIN');
          const result = await fn({
            query: (sql, params) => run(client, sql, params),
            exec: async (sql) => {
              await client.query(sql);
            },
          });
          await send(client, 'COMMIT');
          return result;
        } catch (error) {
          failure = error;
          // A lost connection rolls its transaction back on the server; asking would wait on it.
          if (!isConnectionError(error)) await client.query('ROLLBACK').catch(() => {});
          throw asUnavailable(error);
        } finally {
          release(client, failure);
        }
      });
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      oldestWaitMs: waiting.oldestWaitMs(),
    }),
    observeWaits: (listener) => waiting.observe(listener),
    close: () => pool.end(),
  };
}

/**
 * PGlite, PostgreSQL compiled to WebAssembly, in-process: one connection, one transaction at a
 * time. `dataDir` is a folder, or `memory://` for a throwaway database.
 */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  // A new database starts from the template of PGlite's initdb, when there is one for this version:
  // unpacked into a new folder on disk, else (in memory, or a folder already holding files) loaded
  // by PGlite.
  const fresh = isFreshDataDir(dataDir);
  const unpacked = fresh && !dataDir.includes('://') && (await unpackTemplate(dataDir));
  const template = fresh && !unpacked ? await readTemplate() : undefined;
  const db = await PGlite.create({
    dataDir,
    ...(template ? { loadDataDir: template } : {}),
    // PostgreSQL's 128 MB of shared buffers are all touched at start-up in PGlite's WebAssembly
    // memory; 32 MB holds a site's working set (the demo database is about 20 MB) and saves
    // about 100 MB of resident memory.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
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
export async function openDatabase(
  options: { url: string | undefined; dataDir: string } & PostgresOptions,
): Promise<Database> {
  const { url, dataDir, ...postgres } = options;
  return url ? createPostgresDatabase(url, postgres) : createPgliteDatabase(dataDir);
}
