import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from './database';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { seedDemo } from './seed';
import {
  createTestDatabase,
  databaseKinds,
  hasPostgres,
  type TestDatabase,
} from '../test/databases';
import { testLedger as ledger } from '../test/ledger';

describe.each(databaseKinds)('migrations and demo seed [%s]', (kind) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('applies every migration once, in order, and nothing on the second run', async () => {
    expect(await migrate(handle.db)).toEqual(migrations.map((migration) => migration.id));
    expect(await migrate(handle.db)).toEqual([]);
    const { rows } = await handle.db.query<{ id: string }>(
      'SELECT id FROM schema_migrations ORDER BY id',
    );
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it('seeds the demo users and their points idempotently', async () => {
    await seedDemo(handle.db, ledger);
    await seedDemo(handle.db, ledger);
    const { rows } = await handle.db.query<{ subject: string; apps: number }>(
      `SELECT u.subject, (SELECT count(*)::int FROM user_game_apps a WHERE a.user_id = u.id) AS apps
         FROM users u ORDER BY u.subject`,
    );
    expect(rows).toEqual([
      { subject: 'demo-0001-jp', apps: 3 },
      { subject: 'demo-0002-us', apps: 1 },
      { subject: 'demo-0003-br', apps: 1 },
      { subject: 'demo-0004-hk', apps: 2 },
      { subject: 'demo-0005-gb', apps: 0 },
      { subject: 'demo-0006-fr', apps: 1 },
    ]);
    const balances = await handle.db.query<{ subject: string; balance: number; entries: number }>(
      `SELECT u.subject, COALESCE(a.balance, 0) AS balance,
              (SELECT count(*)::int FROM point_entries e WHERE e.user_id = u.id) AS entries
         FROM users u LEFT JOIN point_accounts a ON a.user_id = u.id ORDER BY u.subject`,
    );
    expect(balances.rows.map((row) => [row.subject, row.balance])).toEqual([
      ['demo-0001-jp', 5000],
      ['demo-0002-us', 1200],
      ['demo-0003-br', 300],
      ['demo-0004-hk', 2000],
      ['demo-0005-gb', 500],
      ['demo-0006-fr', 0],
    ]);
    // Every balance is explained by credit entries.
    const sums = await handle.db.query<{ subject: string; total: number }>(
      `SELECT u.subject, COALESCE(SUM(e.amount), 0)::bigint AS total FROM users u
         LEFT JOIN point_entries e ON e.user_id = u.id GROUP BY u.subject ORDER BY u.subject`,
    );
    expect(sums.rows.map((row) => row.total)).toEqual([5000, 1200, 300, 2000, 500, 0]);
    // player-jp and player-hk hold points that expire within 14 days.
    const soon = await handle.db.query<{ subject: string }>(
      `SELECT DISTINCT u.subject FROM point_lots l JOIN users u ON u.id = l.user_id
        WHERE l.remaining > 0 AND l.expires_at < now() + interval '14 days' ORDER BY u.subject`,
    );
    expect(soon.rows.map((row) => row.subject)).toEqual(['demo-0001-jp', 'demo-0004-hk']);
  });

  it('rolls a failing migration back entirely', async () => {
    const broken = [
      { id: '9999-broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;' },
    ];
    await expect(migrate(handle.db, broken)).rejects.toThrow();
    const { rows } = await handle.db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe.runIf(hasPostgres)('migrations from several nodes at once [postgres]', () => {
  let handle: TestDatabase;
  const nodes: Database[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { migrate: false });
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await handle?.dispose();
  });

  it('applies each migration exactly once when four nodes start together', async () => {
    for (let i = 0; i < 4; i++) nodes.push(createPostgresDatabase(handle.url!, { poolSize: 2 }));
    const applied = await Promise.all(nodes.map((node) => migrate(node)));
    expect(applied.flat().sort()).toEqual(migrations.map((migration) => migration.id).sort());
  });
});
