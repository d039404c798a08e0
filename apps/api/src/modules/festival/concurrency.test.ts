import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, hasPostgres, type TestDatabase } from '../../test/databases';
import { seedFestival } from '../../test/festival';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer } from '../../test/shop';
import { buildTestApp, listenTestApp } from '../../test/test-app';

/** Real parallel requests over HTTP on PostgreSQL: a pre-registration happens once. */
describe.runIf(hasPostgres)('festival under concurrency [postgres]', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 16 });
    await seedFestival(handle.db, new Date(), 'storm-fest');
    app = await buildTestApp({
      db: handle.db,
      env: { OVERLOAD_MAX_DB_WAITING: '0' },
      extra: { ledger },
    });
    base = await listenTestApp(app);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('records one pre-registration for 20 parallel requests by one player', async () => {
    const player = await createPlayer(handle.db, ledger);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/api/v1/campaign-festival/storm-fest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}` },
        }).then((response) => response.json() as Promise<{ status_code: number; data: object }>),
      ),
    );
    expect(answers.every((answer) => answer.status_code === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    const { rows } = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM festival_preregistrations WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
