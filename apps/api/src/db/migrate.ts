import type { Database } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

// Any fixed number: every node that starts at once queues on this lock instead of racing.
const MIGRATION_LOCK_KEY = 7_240_311;

/** Applies the migrations not yet applied, each in its own transaction; returns their ids. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
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
  return applied;
}
