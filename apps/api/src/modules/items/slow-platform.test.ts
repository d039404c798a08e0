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
import { waitFor } from '../../test/wait';

const LATENCY_MS = 2000;
const EXCHANGES = 50;

/** The simulator, counting the questions it is answering at this moment. */
function countingPlatform() {
  const simulator = createGameSimulator({ latencyMs: LATENCY_MS });
  let asking = 0;
  const gateway: GamePlatformGateway = {
    ...simulator,
    async accountStatus(contentId, gameUserId) {
      asking++;
      try {
        return await simulator.accountStatus(contentId, gameUserId);
      } finally {
        asking--;
      }
    },
  };
  return { gateway, asking: () => asking };
}

/**
 * A game platform that takes 2 s to answer every call, under 50 parallel exchanges: the
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
      () => Promise<{ gateway: GamePlatformGateway; asking: () => number; close(): Promise<void> }>,
    ]
  > = [
    [
      'through the simulator',
      async () => {
        const platform = countingPlatform();
        return { ...platform, close: async () => {} };
      },
    ],
    [
      'through the HTTP gateway',
      async () => {
        const platform = countingPlatform();
        const served = await serveGateway(platform.gateway);
        return {
          gateway: createHttpGateway(served.url),
          asking: platform.asking,
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
          { timeoutMs: LATENCY_MS - 500, intervalMs: 5 },
        );
        const samples: number[] = [];
        const pool: number[] = [];
        while (platform.asking() === EXCHANGES && samples.length < 20) {
          samples.push(await busyConnections());
          const stats = handle.db.stats();
          pool.push(stats.total - stats.idle);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(samples.length).toBeGreaterThan(5);
        // Measured by PostgreSQL and by the pool: no connection is held while they wait.
        expect(Math.max(...samples)).toBeLessThanOrEqual(1);
        expect(Math.max(...pool)).toBeLessThanOrEqual(1);

        // Meanwhile the node answers at once: its health check and a player's catalogue.
        const health = await fetch(`${base}/api/v1/health`);
        expect(health.status).toBe(200);
        const catalogue = await fetch(`${base}/api/v1/group-item`, {
          headers: { authorization: `Bearer ${players[0]!.token}` },
        });
        expect(catalogue.status).toBe(200);
        expect(answered).toBe(0);

        const results = await Promise.all(exchanges);
        expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
        await waitFor('every connection back', async () => (await busyConnections()) === 0);
      } finally {
        await app.close();
        await platform.close();
      }
    }, 30_000);
  }
});
