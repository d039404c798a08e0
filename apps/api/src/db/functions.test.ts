import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlFunctions } from './functions';
import { FOLLOWED } from './functions/revisions';
import { applyFunctions, migrate } from './migrate';
import { migrations } from './migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';

/** The names a piece of SQL defines: functions and triggers. */
const definedIn = (sql: string) =>
  [...sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|TRIGGER)\s+([a-z_]+)/gi)].map(
    (match) => `${match[1]!.toLowerCase()} ${match[2]}`,
  );

describe('SQL functions and triggers have one home', () => {
  it('no migration defines a function or a trigger', () => {
    for (const migration of migrations) expect(definedIn(migration.sql), migration.id).toEqual([]);
  });

  it('each function and trigger is defined in one file, once', () => {
    const names = sqlFunctions.flatMap((file) => definedIn(file.sql));
    expect(names).toContain('function spend_points');
    expect(names).toContain('trigger point_entries_append_only');
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

describe.each(databaseKinds)('applying the SQL functions [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('applies a file again only when its text changed', async () => {
    expect(await applyFunctions(handle.db)).toEqual([]);
    const changed = sqlFunctions.map((file) =>
      file.name === 'stock' ? { ...file, sql: `${file.sql}\n-- reworded\n` } : file,
    );
    expect(await applyFunctions(handle.db, changed)).toEqual(['stock']);
    expect(await applyFunctions(handle.db, changed)).toEqual([]);
    expect(await applyFunctions(handle.db)).toEqual(['stock']);
  });

  it('defines what the application calls, and the history stays append-only', async () => {
    const { rows } = await handle.db.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' ORDER BY 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      [
        'bump_revision',
        'console_audit_append_only',
        'earn_points',
        'idempotency_answered',
        'idempotency_claim',
        'idempotency_store',
        'ledger_add',
        'ledger_consume',
        'ledger_lock',
        'ledger_movement',
        'ledger_settle',
        'reject_history_change',
        'spend_points',
        'stock_reserve',
      ].sort(),
    );
    await expect(handle.db.query('TRUNCATE point_entries CASCADE')).rejects.toThrow(/append-only/);
    await expect(handle.db.query('TRUNCATE console_audit')).rejects.toThrow(/append-only/);
  });

  it('gives each followed table one revision trigger: a change moves its revision by one', async () => {
    const { rows } = await handle.db.query<{ table: string; triggers: number }>(
      `SELECT c.relname AS table, count(*)::int AS triggers
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname = 'bump_revision' GROUP BY c.relname`,
    );
    expect(rows.map((row) => row.table).sort()).toEqual(Object.values(FOLLOWED).flat().sort());
    expect(rows.filter((row) => row.triggers !== 1)).toEqual([]);
    const revision = async () =>
      Number(
        (await handle.db.query<{ r: string }>('SELECT revision::text AS r FROM content_revision'))
          .rows[0]!.r,
      );
    const before = await revision();
    await handle.db.query('UPDATE contents SET sort_order = sort_order WHERE false');
    expect(await revision()).toBe(before + 1);
  });
});
