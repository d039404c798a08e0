import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveGateway } from '../../integrations/game-platform/http-gateway';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { createTestDatabase, hasPostgres, type TestDatabase } from '../../test/databases';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { waitFor } from '../../test/wait';
import { NO_SHEDDING } from '../../config';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The whole API in its own process, killed with SIGKILL in the middle of a burst of exchanges
 * while the game platform fails 30% of deliveries, then restarted: every debit must end
 * delivered or refunded, and no item may reach an inbox twice.
 */
describe.runIf(hasPostgres)('a crash in the middle of exchanges [postgres]', () => {
  let handle: TestDatabase;
  let platform: Awaited<ReturnType<typeof serveGateway>>;
  const simulator = createGameSimulator({
    failureRate: 0.3,
    permanentFailureRate: 0.05,
    latencyMs: 5,
  });
  let api: ChildProcess | undefined;

  const startApi = async (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: handle.url,
        OIDC_ISSUER: 'http://127.0.0.1:9/unused',
        GAME_PLATFORM_URL: platform.url,
        SEED_DEMO: 'false',
        JOB_POLL_MS: '50',
        DELIVERY_BACKOFF_MS: '20',
        DELIVERY_MAX_ATTEMPTS: '6',
        // Deliveries the killed process held come back to the restarted one after this.
        JOB_LEASE_MS: '2000',
        ...NO_SHEDDING,
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent-web-dist',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    await waitFor(
      () => `the API to start: ${stderr}`,
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    return child;
  };

  beforeAll(async () => {
    handle = await createTestDatabase('postgres', { poolSize: 4 });
    await seedShop(handle.db);
    platform = await serveGateway(simulator);
  }, 120_000);
  afterAll(async () => {
    api?.kill('SIGKILL');
    await platform?.close();
    await handle?.dispose();
  });

  it('every debit ends delivered or refunded, and nothing is delivered twice', async () => {
    const players: Player[] = await Promise.all(
      Array.from({ length: 25 }, () => createPlayer(handle.db, ledger, { points: 20_000 })),
    );
    const items = ['coins-100', 'stamina-drink', 'golden-ball', 'coins-550', 'gp-50000'];
    const requests = players.flatMap((player, p) =>
      Array.from({ length: 20 }, (_, i) => ({
        player,
        item: items[(p + i) % items.length]!,
        key: randomUUID(),
      })),
    );
    expect(requests).toHaveLength(500);

    let port = await freePort();
    api = await startApi(port);
    const send = (request: (typeof requests)[number]) =>
      fetch(`http://127.0.0.1:${port}/api/v1/item-withdraw/${request.item}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${request.player.token}`,
          'idempotency-key': request.key,
        },
      }).then(
        async (response) => ({ request, status: response.status, body: await response.text() }),
        () => ({ request, status: 0, body: '' }),
      );

    // 500 exchanges, 25 at a time; the process is killed once half have been answered.
    const answered: Array<Awaited<ReturnType<typeof send>>> = [];
    let killed = false;
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (queue.length > 0) {
          const next = queue.shift()!;
          const result = await send(next);
          answered.push(result);
          if (!killed && answered.length >= 250) {
            killed = true;
            api!.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    const lost = answered.filter((result) => result.status === 0);
    expect(lost.length).toBeGreaterThan(0);

    // Restart; the client retries what it never heard back about, with the same keys.
    port = await freePort();
    api = await startApi(port);
    const retried = await Promise.all(lost.map((result) => send(result.request)));
    expect(retried.every((result) => result.status !== 0)).toBe(true);

    await waitFor(
      'every delivery job to finish',
      async () => {
        const { rows } = await handle.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'item-delivery' AND status = 'pending'`,
        );
        return rows[0]!.n === 0;
      },
      { timeoutMs: 120_000, intervalMs: 100 },
    );

    const exchanges = await handle.db.query<{ id: string; status: string; debit: number | null }>(
      `SELECT x.id, x.status,
              (SELECT count(*)::int FROM point_entries e WHERE e.id = x.debit_entry_id) AS debit
         FROM item_exchanges x`,
    );
    expect(exchanges.rows.length).toBeGreaterThan(0);
    for (const exchange of exchanges.rows) {
      expect(['delivered', 'refunded']).toContain(exchange.status);
      expect(exchange.debit).toBe(1);
      const deliveredRecords = simulator.received.filter(
        (record) => record.deliveryId === exchange.id && record.outcome === 'delivered',
      );
      expect(deliveredRecords).toHaveLength(exchange.status === 'delivered' ? 1 : 0);
    }
    // Each request made at most one exchange, and every debit belongs to one.
    const debits = await handle.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM point_entries WHERE kind = 'debit' AND reason = 'item_exchange'`,
    );
    expect(debits.rows[0]!.n).toBe(exchanges.rows.length);
    expect(exchanges.rows.length).toBeLessThanOrEqual(500);

    for (const row of (await ledgerTotals(handle.db)).values()) {
      expect(row.entries_sum).toBe(row.balance);
      expect(row.lots_sum).toBe(row.balance);
    }
    const statuses = new Set(exchanges.rows.map((row) => row.status));
    expect(statuses).toEqual(new Set(['delivered', 'refunded']));
  }, 240_000);
});
