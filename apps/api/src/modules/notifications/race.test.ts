import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type Database } from '../../db/database';
import { createTestDatabase, hasPostgres, type TestDatabase } from '../../test/databases';
import { seedFestival } from '../../test/festival';
import { testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { createPlayer, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { asPlayer } from '../../test/users';
import { drawVisitors } from '../festival/visitor-draw-job';
import { createFestivalCatalogueStore } from '../festival/festival-catalogue';
import { lotteryDrawHandler } from '../lottery/draw-job';
import { createLotteryCatalogueStore } from '../lottery/lottery-catalogue';
import { raiseExpiryNotices } from './expiry-notices';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const HOUR = 3_600_000;
const DRAW_AT = new Date(START + 25 * HOUR + 60_000);

/**
 * Two API nodes on one PostgreSQL database, each with a pool of its own, raising the same
 * notices at once: the expiry scan (at two moments a minute apart, on either side of a lot's
 * last day, so each would pick another stage) and the draws. Each player gets one of each.
 */
describe.runIf(hasPostgres)('notifications raised by two nodes at once [postgres]', () => {
  let handle: TestDatabase;
  const pools: Database[] = [];
  const nodes: FastifyInstance[] = [];
  let players: Player[];

  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
    let now = new Date(START);
    for (let i = 0; i < 2; i++) {
      const pool = createPostgresDatabase(handle.url!, { poolSize: 6 });
      pools.push(pool);
      nodes.push(
        await buildTestApp({
          db: pool,
          extra: {
            ledger,
            clock: () => now,
            lotteries: createLotteryCatalogueStore(pool, { refreshMs: 0 }),
            festivals: createFestivalCatalogueStore(pool, { refreshMs: 0 }),
          },
        }),
      );
    }
    await seedLotteries(handle.db, now, 'race', [
      { id: 'race-lottery', prizes: [{ quantity: 3 }] },
    ]);
    await seedFestival(handle.db, now, 'race-fest', {}, 5);
    players = await Promise.all(
      Array.from({ length: 24 }, () => createPlayer(handle.db, ledger, { points: 100 })),
    );
    for (const [index, player] of players.entries()) {
      const node = nodes[index % 2]!;
      const entered = await node.inject({
        method: 'POST',
        url: '/api/v1/campaign-lottery-item/race-lottery',
        headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
        payload: { count: 1 },
      });
      expect(entered.json()).toMatchObject({ status_code: 200 });
      const registered = await node.inject({
        method: 'POST',
        url: '/api/v1/campaign-festival/race-fest',
        headers: asPlayer(player),
      });
      expect(registered.json()).toMatchObject({ status_code: 200 });
      // The soonest lot expires 24 h and 30 s after the draw: a week notice at the draw, a day
      // notice a minute later; the scans run at both moments together.
      await handle.db.transaction((tx) =>
        ledger.credit(tx, {
          userId: player.id,
          amount: 10 + index,
          reason: 'login_bonus',
          now: new Date(START),
          expiresAt: new Date(DRAW_AT.getTime() + 24 * HOUR + 30_000),
        }),
      );
    }
    now = DRAW_AT;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await Promise.all(pools.map((pool) => pool.close()));
    await handle?.dispose();
  });

  const counts = async (kind: string) =>
    (
      await handle.db.query<{ user_id: string; n: number }>(
        `SELECT user_id, count(*)::int AS n FROM notifications WHERE kind = $1
          GROUP BY user_id ORDER BY user_id`,
        [kind],
      )
    ).rows;

  it('raises each notice once for each player, whichever node and moment gets there first', async () => {
    const later = new Date(DRAW_AT.getTime() + 60_000);
    const drawJob = (id: string) => ({
      id: `lottery-draw:${id}`,
      kind: 'lottery-draw',
      reference: null,
      payload: { lottery_id: id },
      attempts: 1,
      runAt: DRAW_AT,
    });
    const results = await Promise.allSettled([
      ...pools.flatMap((pool) => [
        raiseExpiryNotices(pool, DRAW_AT, { batchSize: 5 }),
        raiseExpiryNotices(pool, later, { batchSize: 7 }),
        pool.transaction((tx) =>
          lotteryDrawHandler().run(drawJob('race-lottery'), {
            now: DRAW_AT,
            finalAttempt: false,
            tx,
          }),
        ),
        pool.transaction((tx) => drawVisitors(tx, 'race-fest', DRAW_AT)),
      ]),
      ...nodes.map((node) => node.jobs.runDue()),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const everyone = players
      .map((player) => ({ user_id: player.id, n: 1 }))
      .sort((a, b) => a.user_id.localeCompare(b.user_id));
    const sorted = (rows: Array<{ user_id: string; n: number }>) =>
      rows.toSorted((a, b) => a.user_id.localeCompare(b.user_id));
    expect(sorted(await counts('points_expiring'))).toEqual(everyone);
    expect(sorted(await counts('lottery_result'))).toEqual(everyone);
    expect(sorted(await counts('festival_draw_result'))).toEqual(everyone);
    const won = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
        WHERE kind = 'lottery_result' AND (params->>'won')::boolean`,
    );
    expect(won.rows[0]!.n).toBe(3);
    const drawn = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
        WHERE kind = 'festival_draw_result' AND (params->>'drawn')::boolean`,
    );
    expect(drawn.rows[0]!.n).toBe(5);
  });
});
