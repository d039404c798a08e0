import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaignCatalogueStore } from '../modules/campaigns/campaign-catalogue';
import { saveTestCampaign } from '../test/campaigns';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { createPlayer } from '../test/shop';
import { buildTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests';

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
const sample = (text: string, line: RegExp) => {
  const found = text.split('\n').find((row) => line.test(row));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
};

describe('Prometheus metrics', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  const scrape = async (token = TOKEN) =>
    app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    app = await buildTestApp({
      db: handle.db,
      env: { METRICS_TOKEN: TOKEN },
      extra: { ledger, campaigns: createCampaignCatalogueStore(handle.db, { refreshMs: 0 }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('are served only with the token', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('not-the-metrics-token-at-all')).statusCode).toBe(401);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('count requests by route and status, and read the pool and the job queue', async () => {
    const line =
      /^points_http_requests_total\{route="\/api\/v1\/health",method="GET",status="200"\}/;
    const before = sample((await scrape()).body, line) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/v1/health' });
    const text = (await scrape()).body;
    expect(sample(text, line)).toBe(before + 3);
    expect(text).toMatch(
      /^points_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/v1\/health"/m,
    );
    expect(sample(text, /^points_db_pool_connections\{state="waiting"\}/)).toBe(0);
    expect(sample(text, /^points_db_pool_oldest_wait_seconds /)).toBe(0);

    await handle.db.query(
      `INSERT INTO jobs (id, kind, run_at, created_at) VALUES
         ('metrics-a', 'metrics-test', now() - interval '90 seconds', now()),
         ('metrics-b', 'metrics-test', now() + interval '1 hour', now())`,
    );
    const queue = (await scrape()).body;
    expect(sample(queue, /^points_jobs_pending\{kind="metrics-test"\}/)).toBe(2);
    expect(
      sample(queue, /^points_jobs_oldest_pending_seconds\{kind="metrics-test"\}/),
    ).toBeGreaterThanOrEqual(90);
  });

  it('count idempotent replays', async () => {
    const now = new Date();
    const id = await saveTestCampaign(handle.db, now, { reward_points: 10 });
    const player = await createPlayer(handle.db, ledger, {
      points: 0,
      apps: [{ content_id: 'efm', platform: 'ios' }],
    });
    const key = randomUUID();
    const claim = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/campaign-measure-check',
        headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': key },
        payload: { campaign_measure_id: id },
      });
    const count = async () =>
      sample((await scrape()).body, /^points_idempotent_replays_total /) ?? 0;
    const before = await count();
    expect((await claim()).statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect((await claim()).statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
  });
});
