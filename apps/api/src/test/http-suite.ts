import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDependencies } from '../app';
import { NO_SHEDDING } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from './databases';
import { testLedger } from './ledger';
import { buildTestApp, listenTestApp } from './test-app';

/** A suite's PostgreSQL database and its app on real HTTP (see `httpSuite`). */
export interface HttpSuite {
  readonly db: Database;
  /** The database's URL, for another pool on it (another node). */
  readonly url: string | undefined;
  readonly app: FastifyInstance;
  /** The app's base URL (`http://127.0.0.1:<port>`). */
  readonly base: string;
}

/**
 * For a suite of real parallel requests: a fresh PostgreSQL database (`poolSize` connections,
 * 24 unless told), seeded by `seed`, and an app with the test ledger and what `extra` adds,
 * listening on real HTTP with overload shedding off (spending, not shedding, is under test);
 * made before the suite's tests, closed and dropped after them. Read its fields inside tests.
 */
export function httpSuite(
  options: {
    poolSize?: number;
    seed?: (db: Database) => Promise<unknown>;
    extra?: (db: Database) => Partial<AppDependencies>;
    routes?: (app: FastifyInstance, db: Database) => void;
  } = {},
): HttpSuite {
  let handle: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let base: string | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: options.poolSize ?? 24 });
    const { db } = handle;
    await options.seed?.(db);
    app = await buildTestApp({
      db,
      env: NO_SHEDDING,
      extra: { ledger: testLedger, ...options.extra?.(db) },
      ...(options.routes ? { routes: (instance) => options.routes!(instance, db) } : {}),
    });
    base = await listenTestApp(app);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite is made in beforeAll: use it in a test');
    return value;
  };
  return {
    get db() {
      return ready(handle).db;
    },
    get url() {
      return ready(handle).url;
    },
    get app() {
      return ready(app);
    },
    get base() {
      return ready(base);
    },
  };
}

/**
 * A POST to `/api/v1/<path>` on real HTTP as `player`, with an `Idempotency-Key` (a new one
 * unless given) and `body` as JSON if any; answers the status and the parsed answer.
 */
export async function postAs<Answer = { status_code: number; reason?: string }>(
  base: string,
  player: { token: string },
  path: string,
  body?: unknown,
  key: string = randomUUID(),
): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${player.token}`,
      'idempotency-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}
