import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database, PoolStats, WaitListener } from '../db/database';
import { buildTestApp } from '../test/test-app';
import { shedRequests } from '../metrics/metrics';

/**
 * A node whose clock, pool statistics, connection waits and event-loop lateness the test drives;
 * its database answers only `SELECT 1`. Production's defaults: target 10 ms for the pool, 50 ms
 * for the event loop, interval 100 ms.
 */
async function drivenNode(env: Record<string, string> = {}) {
  let time = 0;
  const stats: PoolStats = { total: 10, idle: 10, waiting: 0, oldestWaitMs: 0 };
  const waits: WaitListener[] = [];
  const loop: Array<(delayMs: number) => void> = [];
  const db: Database = {
    kind: 'postgres',
    query: async () => ({ rows: [{ '?column?': 1 }] as never[], rowCount: 1 }),
    exec: async () => {},
    transaction: async (fn) =>
      fn({ query: async () => ({ rows: [], rowCount: 0 }), exec: async () => {} }),
    stats: () => stats,
    observeWaits: (listener) => waits.push(listener),
    close: async () => {},
  };
  const app = await buildTestApp({
    db,
    env: {
      OVERLOAD_TARGET_DB_WAIT_MS: '10',
      OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS: '50',
      OVERLOAD_INTERVAL_MS: '100',
      ...env,
    },
    extra: {
      overload: {
        now: () => time,
        eventLoopDelays: (listener) => {
          loop.push(listener);
          return () => loop.splice(loop.indexOf(listener), 1);
        },
      },
    },
  });
  return {
    app,
    stats,
    /** The pool's queue as the node sees it at the next arrival. */
    queue: (waiting: number, oldestWaitMs: number) => {
      stats.waiting = waiting;
      stats.oldestWaitMs = oldestWaitMs;
    },
    advance: (ms: number) => (time += ms),
    /** A request got its connection after waiting `ms`, with `stillWaiting` behind it. */
    granted: (ms: number, stillWaiting: number) => {
      for (const listener of waits) listener(ms, stillWaiting);
    },
    lateness: (ms: number) => {
      for (const listener of loop) listener(ms);
    },
    listeners: () => ({ waits: waits.length, loop: loop.length }),
    status: async (url = '/api/v1/openapi.json') => (await app.inject({ url })).statusCode,
  };
}

const shedCount = async (reason: string) =>
  (await shedRequests.get()).values.find((value) => value.labels.reason === reason)?.value ?? 0;

describe('overload protection', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('serves a burst whose queue drains within the interval, however long the queue grew', async () => {
    const node = await drivenNode();
    app = node.app;
    // 100 requests arrive at once: the pool's queue is 90 long, and its waits climb as it drains.
    node.stats.waiting = 90;
    for (let step = 0; step < 18; step++) {
      node.advance(5);
      node.stats.oldestWaitMs = 5 * step;
      node.granted(5 * step, 90 - 5 * step);
      expect(await node.status()).toBe(200);
    }
    // Drained after 90 ms: the next burst starts from nothing.
    node.queue(0, 0);
    node.granted(88, 0);
    node.advance(20);
    node.queue(50, 60);
    node.advance(95);
    expect(await node.status()).toBe(200);
  });

  it('sheds once the wait for a connection has stood above the target for an interval, with the 407 envelope', async () => {
    const node = await drivenNode();
    app = node.app;
    const before = await shedCount('dbWaitTime');
    node.queue(30, 25);
    expect(await node.status()).toBe(200);
    node.advance(60);
    node.granted(30, 29);
    expect(await node.status()).toBe(200);
    node.advance(40);
    const shed = await node.app.inject({ url: '/api/v1/openapi.json' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('60');
    expect(shed.json()).toEqual({ status_code: 407 });
    expect(await node.status()).toBe(503);
    expect((await shedCount('dbWaitTime')) - before).toBe(2);

    // Health checks and the site's configuration are never shed; pages are not the API's.
    expect((await node.app.inject({ url: '/api/v1/health' })).json()).toEqual({
      status_code: 200,
      data: { status: 'ok', database: 'ok' },
    });
    expect(await node.status('/api/v1/site-config')).toBe(200);
    expect(await node.status('/')).not.toBe(503);
  });

  it('stops shedding at the first wait under the target, and when the queue empties', async () => {
    const node = await drivenNode();
    app = node.app;
    node.queue(30, 40);
    node.granted(40, 29);
    node.advance(150);
    expect(await node.status()).toBe(503);

    // A request got its connection at once: the queue is keeping up again.
    node.granted(2, 10);
    node.stats.oldestWaitMs = 8;
    expect(await node.status()).toBe(200);

    // Standing again, then the last waiter is served.
    node.stats.oldestWaitMs = 40;
    node.granted(40, 20);
    node.advance(150);
    expect(await node.status()).toBe(503);
    node.granted(60, 0);
    node.queue(0, 0);
    expect(await node.status()).toBe(200);
  });

  it("sheds while the event loop's lateness stands above its target, not for one long task", async () => {
    const node = await drivenNode();
    app = node.app;
    const before = await shedCount('eventLoopDelay');
    // One 400 ms task: the timer fires once, very late, then on time.
    node.advance(400);
    node.lateness(390);
    expect(await node.status()).toBe(200);
    node.advance(10);
    node.lateness(1);
    expect(await node.status()).toBe(200);

    // Back-to-back 70 ms tasks: every tick is late beyond the target.
    for (let tick = 0; tick < 2; tick++) {
      node.advance(70);
      node.lateness(60);
      expect(await node.status()).toBe(200);
    }
    node.advance(70);
    node.lateness(60);
    expect(await node.status()).toBe(503);
    expect((await shedCount('eventLoopDelay')) - before).toBe(1);

    node.advance(12);
    node.lateness(2);
    expect(await node.status()).toBe(200);
  });

  it('with NO_SHEDDING (the test configuration) judges nothing and never sheds', async () => {
    const node = await drivenNode({
      OVERLOAD_TARGET_DB_WAIT_MS: '0',
      OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS: '0',
    });
    app = node.app;
    expect(node.listeners()).toEqual({ waits: 0, loop: 0 });
    node.queue(500, 5_000);
    node.advance(10_000);
    expect(await node.status()).toBe(200);
  });

  it('stops sampling the event loop when the node closes', async () => {
    const node = await drivenNode();
    expect(node.listeners().loop).toBe(1);
    await node.app.close();
    expect(node.listeners().loop).toBe(0);
  });
});
