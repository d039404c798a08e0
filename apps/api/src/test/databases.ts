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

/** A fresh, migrated database of the given kind; PostgreSQL ones are created and dropped. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await createPgliteDatabase('memory://');
    if (options.migrate !== false) await migrate(db);
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
