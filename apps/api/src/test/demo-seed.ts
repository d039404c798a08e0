import type { Database } from '../db/database';
import { seedDemo } from '../demo/seed';
import { createTestDatabase, type TestDatabase } from './databases';
import { testLedger } from './ledger';

/** A fresh database holding the demo, written as at `now`. */
export async function seededDemo(now: Date): Promise<{ db: Database; handle: TestDatabase }> {
  const handle = await createTestDatabase('pglite');
  await seedDemo(handle.db, testLedger, now);
  return { db: handle.db, handle };
}

/**
 * Every per-language text column of the tables the demo writes (`texts` and `names`, JSON keyed
 * by language): found from the schema, so a new one is checked without listing it here.
 */
export async function demoTextRows(
  db: Database,
): Promise<Array<{ where: string; texts: Record<string, unknown> }>> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type = 'jsonb' AND column_name IN ('texts', 'names')
      ORDER BY table_name`,
  );
  const found: Array<{ where: string; texts: Record<string, unknown> }> = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query<{
      texts: Record<string, unknown>;
      row: Record<string, unknown>;
    }>(`SELECT ${column_name} AS texts, to_jsonb(t) AS row FROM ${table_name} t`);
    for (const { texts, row } of rows) {
      const id = row.reason_id ?? row.id ?? `${String(row.lottery_id)}/${String(row.position)}`;
      found.push({ where: `${table_name} ${String(id)}`, texts });
    }
  }
  return found;
}
