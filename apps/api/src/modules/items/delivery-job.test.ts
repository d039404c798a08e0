import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { createJobRunner, DEFAULT_RUNNER_OPTIONS, type JobRunner } from '../../jobs/job-runner';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait';

describeEachDatabase('item delivery jobs', ({ db }) => {
  const simulator = createGameSimulator();
  let app: FastifyInstance;
  let player: Player;
  let runner: JobRunner;
  let passes = 0;

  beforeAll(async () => {
    await seedShop(db());
    const inner = db();
    const counting: Database = {
      kind: inner.kind,
      query: (text, params) => {
        if (text.includes('SKIP LOCKED')) passes++;
        return inner.query(text, params);
      },
      transaction: (work, options) => inner.transaction(work, options),
      exec: (sql) => inner.exec(sql),
      stats: () => inner.stats(),
      close: () => inner.close(),
    };
    // The timer alone would wait a minute: only the nudges can deliver in time.
    runner = createJobRunner(
      {
        db: counting,
        clock: () => new Date(),
        onError: (error) => {
          throw error;
        },
      },
      { ...DEFAULT_RUNNER_OPTIONS, pollMs: 60_000, lingerMs: 400 },
    );
    app = await buildTestApp({ db: db(), extra: { ledger, gateway: simulator, jobs: runner } });
    player = await createPlayer(db(), ledger, { points: 1000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const exchange = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/item-withdraw/coins-100',
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { exchange_id: string } }).data.exchange_id;
  };

  it('delivers soon after an exchange, and exchanges close together share one pass', async () => {
    runner.start();
    // Each exchange nudges the runner; the app must not have started it on its own.
    const first = await exchange();
    const second = await exchange();
    await waitFor(
      'both exchanges delivered',
      () => simulator.inbox.has(first) && simulator.inbox.has(second),
      { intervalMs: 10 },
    );
    // Without the linger, PostgreSQL would run a pass for the first exchange alone (PGlite's
    // one connection makes the pass wait for the second either way).
    expect(passes).toBe(1);
  });
});
