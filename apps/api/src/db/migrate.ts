import { createHash } from 'node:crypto';
import type { Database } from './database';
import { sqlFunctions, type SqlFunctions } from './functions';
import { migrations as allMigrations, type Migration } from './migrations';

// Any fixed number: every node that starts at once queues on this lock instead of racing.
const MIGRATION_LOCK_KEY = 7_240_311;

/**
 * Applies the migrations not yet applied, each in its own transaction, then the SQL functions
 * and triggers whose text changed (db/functions/); returns the migrations' ids. A list of
 * migrations other than all of them (tests of a migration on older data) applies no functions:
 * they are written for the last schema.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
  functions: readonly SqlFunctions[] = migrations === allMigrations ? sqlFunctions : [],
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(
      async (tx) => {
        // As a script, like the migration itself: a node may wait here for another's long
        // migration longer than a query may take (DB_QUERY_TIMEOUT_MS).
        await tx.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
        // Created under the lock: concurrent CREATE TABLE IF NOT EXISTS races in PostgreSQL.
        await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
          id text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
        const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [
          migration.id,
        ]);
        if (done.rows.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        return true;
      },
      { retries: 0 },
    );
    if (didApply) applied.push(migration.id);
  }
  if (functions.length > 0) await applyFunctions(db, functions);
  return applied;
}

/**
 * Defines the functions and triggers of each file whose text differs from the one the database
 * last applied (all at the first start), in one transaction under the migrations' lock; returns
 * the names of the files applied. Each file replaces what it defines (CREATE OR REPLACE).
 */
export async function applyFunctions(
  db: Database,
  functions: readonly SqlFunctions[] = sqlFunctions,
): Promise<string[]> {
  const hashed = functions.map((file) => ({
    ...file,
    hash: createHash('sha256').update(file.sql).digest('hex'),
  }));
  return db.transaction(
    async (tx) => {
      await tx.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.query(`CREATE TABLE IF NOT EXISTS schema_functions (
        name text PRIMARY KEY,
        sha256 text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await tx.query<{ name: string; sha256: string }>(
        'SELECT name, sha256 FROM schema_functions',
      );
      const held = new Map(rows.map((row) => [row.name, row.sha256]));
      const applied: string[] = [];
      for (const file of hashed) {
        if (held.get(file.name) === file.hash) continue;
        await tx.exec(file.sql);
        await tx.query(
          `INSERT INTO schema_functions (name, sha256) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()`,
          [file.name, file.hash],
        );
        applied.push(file.name);
      }
      return applied;
    },
    { retries: 0 },
  );
}
