import { describe, expect, it } from 'vitest';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { hasPostgres } from '../../test/databases';
import { httpSuite, postAs } from '../../test/http-suite';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { createPostgresDatabase } from '../../db/database';
import { createJobRunner, DEFAULT_RUNNER_OPTIONS } from '../../jobs/job-runner';
import { itemDeliveryHandler } from './delivery-job';

/** Real parallel requests over HTTP on PostgreSQL: limits and the ledger hold under load. */
describe.runIf(hasPostgres)('item exchanges under concurrency [postgres]', () => {
  const simulator = createGameSimulator();
  const handle = httpSuite({ seed: seedShop, extra: () => ({ gateway: simulator }) });

  const exchange = (player: Player, itemId: string) =>
    postAs(handle.base, player, `item-withdraw/${itemId}`);

  it('one player sending 100 parallel exchanges of an item limited to 3 gets exactly 3', async () => {
    const player = await createPlayer(handle.db, ledger, { points: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => exchange(player, 'training-boost')),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.body).toEqual({ status_code: 4049, reason: 'limit_reached' });
    }
    const { rows } = await handle.db.query<{ exchanges: number; debits: number }>(
      `SELECT (SELECT count(*)::int FROM item_exchanges WHERE user_id = $1) AS exchanges,
              (SELECT count(*)::int FROM point_entries WHERE user_id = $1 AND kind = 'debit') AS debits`,
      [player.id],
    );
    expect(rows[0]).toEqual({ exchanges: 3, debits: 3 });
    expect(await ledger.balance(handle.db, player.id, new Date())).toBe(100_000 - 3 * 150);
  });

  it('a storm over many items and players keeps every ledger whole and nothing negative', async () => {
    const players = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createPlayer(handle.db, ledger, { points: 400 + i * 150 }),
      ),
    );
    const items = [
      'coins-100',
      'stamina-drink',
      'training-boost',
      'gp-50000',
      'coins-550',
      'golden-ball',
    ];
    const requests = players.flatMap((player) =>
      Array.from({ length: 15 }, (_, i) =>
        exchange(player, items[(i + players.indexOf(player)) % items.length]!),
      ),
    );
    const results = await Promise.all(requests);
    expect(
      results.every(
        (result) => [200, 402].includes(result.status) || result.body.status_code === 4049,
      ),
    ).toBe(true);
    expect(results.some((result) => result.status === 200)).toBe(true);
    expect(results.some((result) => result.status === 402)).toBe(true);

    // Deliver everything, some failing for good along the way.
    simulator.options = { permanentFailureRate: 0.2 };
    while ((await handle.app.jobs.runDue()).claimed > 0) {
      // drain
    }
    simulator.options = {};
    const totals = await ledgerTotals(
      handle.db,
      players.map((player) => player.id),
    );
    expect(totals.size).toBe(players.length);
    for (const row of totals.values()) {
      expect(row.entries_sum).toBe(row.balance);
      expect(row.lots_sum).toBe(row.balance);
      expect(row.min_balance_after).toBeGreaterThanOrEqual(0);
    }
    const settled = await handle.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM item_exchanges WHERE user_id = ANY($1) GROUP BY status`,
      [players.map((player) => player.id)],
    );
    expect(settled.rows.map((row) => row.status).sort()).toEqual(['delivered', 'refunded']);
  });

  it('four nodes draining one outbox at once deliver every exchange exactly once', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, () => createPlayer(handle.db, ledger, { points: 10_000 })),
    );
    const results = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 10 }, (_, i) =>
          exchange(player, i % 2 ? 'coins-100' : 'stamina-drink'),
        ),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const { rows: queued } = await handle.db.query<{ id: string }>(
      `SELECT id FROM item_exchanges WHERE user_id = ANY($1) AND status = 'queued'`,
      [players.map((player) => player.id)],
    );
    expect(queued).toHaveLength(80);

    // Each node has its own pool, as separate API processes would; the platform is slow and
    // fails a fifth of the attempts for a while, so batches overlap and retries interleave.
    const platform = createGameSimulator({ latencyMs: 3, failureRate: 0.2 });
    const nodes = Array.from({ length: 4 }, () =>
      createPostgresDatabase(handle.url!, { poolSize: 4 }),
    );
    const runners = nodes.map((node) => {
      const runner = createJobRunner(
        { db: node, clock: () => new Date() },
        { ...DEFAULT_RUNNER_OPTIONS, batchSize: 4, concurrency: 4 },
      );
      runner.register(
        itemDeliveryHandler({
          gateway: platform,
          ledger,
          retry: { backoffMs: 5, maxBackoffMs: 20, maxAttempts: 100 },
        }),
      );
      return runner;
    });
    const drain = async (node: (typeof nodes)[number], index: number) => {
      let delivered = 0;
      for (;;) {
        const run = await runners[index]!.runDue();
        delivered += run.done;
        if (run.claimed > 0) continue;
        const left = await node.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'item-delivery' AND status = 'pending'`,
        );
        if (left.rows[0]!.n === 0) return delivered;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    let perNode: number[];
    try {
      perNode = await Promise.all(nodes.map(drain));
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }

    expect(perNode.reduce((sum, n) => sum + n, 0)).toBe(80);
    expect(perNode.filter((n) => n > 0).length).toBeGreaterThan(1);
    // No node ever sent a delivery another node held or had finished.
    expect(platform.received.filter((record) => record.outcome === 'duplicate')).toEqual([]);
    expect(platform.received.some((record) => record.outcome === 'temporary-failure')).toBe(true);
    for (const { id } of queued) expect(platform.inbox.has(id)).toBe(true);
    const { rows: settled } = await handle.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM item_exchanges WHERE user_id = ANY($1) GROUP BY status`,
      [players.map((player) => player.id)],
    );
    expect(settled).toEqual([{ status: 'delivered', n: 80 }]);
  });
});
