import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** Another pool on the same PostgreSQL database (absent on PGlite), for racing connections. */
  url?: string;
  dispose(): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI && !postgresUrl) {
  // Under CI the PostgreSQL suites are required: a missing database fails the run, never skips.
  throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites cannot run');
}

export const hasPostgres = Boolean(postgresUrl);
export const databaseKinds: DatabaseKind[] = hasPostgres ? ['pglite', 'postgres'] : ['pglite'];

/** How long a new in-memory PGlite may take to start and migrate before another is started. */
const PGLITE_START_DEADLINE_MS = 50_000;

/**
 * A new in-memory PGlite, migrated unless told. Once, in a CI run on a loaded machine, one never
 * answered: its suite's hook ran out of 120 s, where the same file takes 6 s alone and 31 s in a
 * loaded run. A start that has not answered within PGLITE_START_DEADLINE_MS is abandoned (closed
 * if it ever answers), said on stderr, and made again once; a second that hangs fails the suite
 * with what happened, not a bare hook timeout.
 */
export async function startPglite(
  migrated: boolean,
  options: { start?: () => Promise<Database>; deadlineMs?: number } = {},
): Promise<Database> {
  const { start = () => createPgliteDatabase('memory://'), deadlineMs = PGLITE_START_DEADLINE_MS } =
    options;
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const starting = (async () => {
      const db = await start();
      if (migrated) await migrate(db);
      return db;
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs);
    });
    const db = await Promise.race([starting, late]).finally(() => clearTimeout(timer));
    if (db) return db;
    void starting.then((abandoned) => abandoned.close()).catch(() => {});
    const what = `a new PGlite did not start${migrated ? ' and migrate' : ''} within ${Date.now() - started} ms`;
    if (attempt === 2) throw new Error(`${what}, twice`);
    console.warn(`${what}: starting another`);
  }
}

/** A fresh, migrated database of the given kind; PostgreSQL ones are created and dropped. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await startPglite(options.migrate !== false);
    return { db, dispose: () => db.close() };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `points_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), { poolSize: options.poolSize ?? 10 });
  if (options.migrate !== false) await migrate(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Runs the same suite on every database available: PGlite always, PostgreSQL whenever
 * TEST_DATABASE_URL is set (and always under CI).
 */
export function describeEachDatabase(
  title: string,
  suite: (context: {
    kind: DatabaseKind;
    db: () => Database;
    url: () => string | undefined;
  }) => void,
  options: { poolSize?: number } = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${title} [${kind}]`, () => {
      let handle: TestDatabase | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind, options);
      }, 120_000);
      afterAll(async () => {
        await handle?.dispose();
      });
      suite({
        kind,
        db: () => {
          if (!handle) throw new Error('database not ready');
          return handle.db;
        },
        url: () => handle?.url,
      });
    });
  }
}
