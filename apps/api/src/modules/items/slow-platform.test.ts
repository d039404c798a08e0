import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGateway, serveGateway } from '../../integrations/game-platform/http-gateway';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import type { GamePlatformGateway } from '../../integrations/game-platform/types';
import { createTestDatabase, hasPostgres, type TestDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { buildTestApp, listenTestApp } from '../../test/test-app';
import { gate, waitFor } from '../../test/wait';

const EXCHANGES = 50;

/**
 * The simulator, holding every question until the test answers (`answer`): as slow as the test
 * needs, however busy the machine; counts the questions it is holding.
 */
function heldPlatform() {
  const simulator = createGameSimulator();
  const held = gate();
  let asking = 0;
  const gateway: GamePlatformGateway = {
    ...simulator,
    async accountStatus(contentId, gameUserId) {
      asking++;
      try {
        await held.opened;
        return await simulator.accountStatus(contentId, gameUserId);
      } finally {
        asking--;
      }
    },
  };
  return { gateway, asking: () => asking, answer: held.open };
}

/**
 * A game platform that does not answer yet, under 50 parallel exchanges: the
 * exchanges wait on the platform without holding a database connection (counted by PostgreSQL
 * itself), so the health check and other requests answer while they wait, and every exchange
 * then goes through.
 */
describe.runIf(hasPostgres)('a slow game platform [postgres]', () => {
  let handle: TestDatabase;
  let observer: pg.Client;
  let players: Player[];

  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 10 });
    await seedShop(handle.db);
    players = await Promise.all(
      Array.from({ length: EXCHANGES }, () => createPlayer(handle.db, ledger, { points: 1000 })),
    );
    observer = new pg.Client({ connectionString: handle.url });
    await observer.connect();
  }, 120_000);
  afterAll(async () => {
    await observer?.end();
    await handle?.dispose();
  });

  /** Connections of this database doing something (a query, or a transaction left open). */
  const busyConnections = async () =>
    (
      await observer.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      )
    ).rows[0]!.n;

  const cases: Array<
    [
      string,
      () => Promise<{
        gateway: GamePlatformGateway;
        asking: () => number;
        answer: () => void;
        close(): Promise<void>;
      }>,
    ]
  > = [
    [
      'through the simulator',
      async () => {
        const platform = heldPlatform();
        return { ...platform, close: async () => {} };
      },
    ],
    [
      'through the HTTP gateway',
      async () => {
        const platform = heldPlatform();
        const served = await serveGateway(platform.gateway);
        return {
          // The platform answers when the test says: the calls wait for it, not for a timeout.
          gateway: createHttpGateway(served.url, { timeoutMs: 60_000 }),
          asking: platform.asking,
          answer: platform.answer,
          close: () => served.close(),
        };
      },
    ],
  ];

  for (const [name, makePlatform] of cases) {
    it(`holds no connection while ${EXCHANGES} exchanges wait on it, ${name}`, async () => {
      const platform = await makePlatform();
      // The app runs on the test database's pool: 10 connections.
      const app = await buildTestApp({
        db: handle.db,
        extra: { ledger, gateway: platform.gateway },
      });
      const base = await listenTestApp(app);
      try {
        const exchanges = players.map((player) =>
          fetch(`${base}/api/v1/item-withdraw/coins-100`, {
            method: 'POST',
            headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
          }).then(async (response) => ({ status: response.status, body: await response.text() })),
        );
        let answered = 0;
        for (const exchange of exchanges) void exchange.then(() => answered++);

        // Every exchange is waiting on the platform at once: none is held back by the pool.
        await waitFor(
          () => `all ${EXCHANGES} exchanges asking the platform (${platform.asking()} are)`,
          () => platform.asking() === EXCHANGES,
          { timeoutMs: 20_000, intervalMs: 5 },
        );
        const samples: number[] = [];
        const pool: number[] = [];
        for (let sample = 0; sample < 10; sample++) {
          samples.push(await busyConnections());
          const stats = handle.db.stats();
          pool.push(stats.total - stats.idle);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // Measured by PostgreSQL and by the pool: no connection is held while they wait.
        expect(Math.max(...samples)).toBeLessThanOrEqual(1);
        expect(Math.max(...pool)).toBeLessThanOrEqual(1);

        // Meanwhile the node answers what does not wait on the platform: its health check and a
        // player's balance (their session and points read from the database).
        const health = await fetch(`${base}/api/v1/health`);
        expect(health.status).toBe(200);
        const point = await fetch(`${base}/api/v1/point`, {
          headers: { authorization: `Bearer ${players[0]!.token}` },
        });
        expect(point.status).toBe(200);
        expect(platform.asking()).toBe(EXCHANGES);
        expect(answered).toBe(0);

        platform.answer();
        const results = await Promise.all(exchanges);
        expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
        await waitFor('every connection back', async () => (await busyConnections()) === 0);
      } finally {
        platform.answer();
        await app.close();
        await platform.close();
      }
    }, 60_000);
  }
});
