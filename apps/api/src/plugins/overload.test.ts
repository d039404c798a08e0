import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database, PoolStats } from '../db/database';
import { buildTestApp } from '../test/test-app';
import { waitFor } from '../test/wait';
import { shedRequests } from '../metrics/metrics';

/** A database stand-in whose pool statistics the test controls; only `SELECT 1` is answered. */
function fakeDatabase(stats: PoolStats): Database {
  return {
    kind: 'postgres',
    query: async () => ({ rows: [{ '?column?': 1 }] as never[], rowCount: 1 }),
    exec: async () => {},
    transaction: async (fn) =>
      fn({ query: async () => ({ rows: [], rowCount: 0 }), exec: async () => {} }),
    stats: () => stats,
    close: async () => {},
  };
}

describe('overload protection', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('turns a burst away as it arrives, not a sample later', async () => {
    const stats = { total: 10, idle: 0, waiting: 0, oldestWaitMs: 0 };
    app = await buildTestApp({
      db: fakeDatabase(stats),
      env: { OVERLOAD_MAX_DB_WAITING: '5' },
      // The sampled check would not notice for a minute.
      extra: { overloadSampleIntervalMs: 60_000 },
    });
    expect((await app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    stats.waiting = 6;
    const shed = await app.inject({ url: '/api/v1/openapi.json' });
    expect(shed.json()).toEqual({ status_code: 407 });
    expect(shed.headers['retry-after']).toBe('60');
    expect((await app.inject({ url: '/api/v1/health' })).json().status_code).toBe(200);
    stats.waiting = 5;
    expect((await app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
  });

  it('sheds while the oldest request waiting for a connection has waited too long, however short the queue', async () => {
    const stats = { total: 10, idle: 0, waiting: 1, oldestWaitMs: 0 };
    app = await buildTestApp({
      db: fakeDatabase(stats),
      env: { OVERLOAD_MAX_DB_WAITING: '100', OVERLOAD_MAX_DB_WAIT_MS: '50' },
      extra: { overloadSampleIntervalMs: 60_000 },
    });
    stats.oldestWaitMs = 50;
    expect((await app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    stats.oldestWaitMs = 51;
    const shed = await app.inject({ url: '/api/v1/openapi.json' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('60');
    expect(shed.json()).toEqual({ status_code: 407 });

    // Health checks are never shed: the load balancer sees the node's real state.
    const health = await app.inject({ url: '/api/v1/health' });
    expect(health.json()).toEqual({ status_code: 200, data: { status: 'ok', database: 'ok' } });

    // The queue drained: the next request is served, with no sampled flag keeping the node shut.
    stats.oldestWaitMs = 0;
    expect((await app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
  });

  it('counts shed requests by reason in the metrics', async () => {
    app = await buildTestApp({
      db: fakeDatabase({ total: 10, idle: 0, waiting: 0, oldestWaitMs: 500 }),
      env: { OVERLOAD_MAX_DB_WAIT_MS: '50' },
    });
    const counted = async () =>
      (await shedRequests.get()).values.find((value) => value.labels.reason === 'dbWaitTime')
        ?.value ?? 0;
    const before = await counted();
    await app.inject({ url: '/api/v1/openapi.json' });
    await app.inject({ url: '/api/v1/openapi.json' });
    expect((await counted()) - before).toBe(2);
  });

  it('sheds while the event loop is blocked beyond the configured delay', async () => {
    app = await buildTestApp({
      db: fakeDatabase({ total: 10, idle: 10, waiting: 0, oldestWaitMs: 0 }),
      env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20' },
      extra: { overloadSampleIntervalMs: 100 },
    });
    const instance = app;
    let shed: Awaited<ReturnType<typeof instance.inject>> | undefined;
    // Sustained lag, as a CPU-bound surge makes it: 80 ms blocks with only a moment between them.
    const lagFor = async (ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const blockedUntil = Date.now() + 80;
        while (Date.now() < blockedUntil) {
          // busy
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await waitFor('shedding while the event loop lags', async () => {
      await lagFor(350);
      shed = await instance.inject({ url: '/api/v1/openapi.json' });
      return shed.json().status_code === 407;
    });
    expect(shed!.headers['retry-after']).toBe('60');
    expect(shed!.statusCode).toBe(503);
  });

  it('does not shed with default thresholds under normal load', async () => {
    app = await buildTestApp({
      db: fakeDatabase({ total: 10, idle: 5, waiting: 3, oldestWaitMs: 20 }),
      // The production defaults (config.ts), which the test configuration turns off.
      env: { OVERLOAD_MAX_DB_WAITING: '100', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500' },
      extra: { overloadSampleIntervalMs: 100 },
    });
    const instance = app;
    // Long enough for the pool and the event loop to have been sampled twice.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => instance.inject({ url: '/api/v1/openapi.json' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });
});
