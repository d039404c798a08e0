import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, OVERLOAD_FLAG_SECONDS } from '@points/contracts';
import type { PoolStats, WaitListener } from '../db/database';
import { shedRequests } from '../metrics/metrics';
import { sendError } from './envelope';
import { createStandingQueue } from './standing-queue';

/** Calls `listener` with each delay as it is seen; returns how to stop. */
export type DelaySource = (listener: (delayMs: number) => void) => () => void;

export interface OverloadOptions {
  /** How long a queue's delay must stay above its target before the node sheds (CoDel's interval). */
  intervalMs: number;
  /** The wait for a database connection the pool should keep under (0: never shed on it). */
  dbWaitTargetMs: number;
  /** The event loop's lateness it should keep under (0: never shed on it). */
  eventLoopTargetMs: number;
  dbStats: () => PoolStats;
  /** Each wait for a connection as it ends, with how many still wait (the PostgreSQL pool's). */
  dbWaits?: ((listener: WaitListener) => void) | undefined;
  /** The event loop's lateness; a 10 ms timer's by default. Tests feed their own. */
  eventLoopDelays?: DelaySource | undefined;
  /** Milliseconds on a monotonic clock; `performance.now` by default. Tests move their own. */
  now?: (() => number) | undefined;
}

const LATENESS_TICK_MS = 10;

/**
 * How late a timer set every 10 ms fires: one sample per tick of how long a callback that became
 * ready waited for the event loop.
 */
export const timerLateness: DelaySource = (listener) => {
  let due = performance.now() + LATENESS_TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    listener(Math.max(0, now - due));
    due = now + LATENESS_TICK_MS;
  }, LATENESS_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
};

/** The 407 envelope with `Retry-After: 60`, counted by what ran out. */
function shed(reply: FastifyReply, reason: string): FastifyReply {
  shedRequests.inc({ reason });
  reply.header('Retry-After', String(OVERLOAD_FLAG_SECONDS));
  return sendError(reply, ERROR_CODES.OVERLOADED);
}

/**
 * Sheds requests with the 407 envelope and `Retry-After: 60` while a queue stands: the wait for a
 * database connection, or the event loop's lateness, has stayed above its target for a whole
 * interval (see `standing-queue.ts`). A burst the node drains within the interval is served whole;
 * a 407 logs the player out (SPEC §4), so the node turns away only what it cannot serve. The
 * decision is made per node at each request's arrival, and only for `/api/`; routes may opt out
 * with a `pressureHandler` in their config (health, site-config). Shedding stops at the first
 * delay under the target, or when the pool's queue empties.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, options: OverloadOptions) => {
    const now = options.now ?? (() => performance.now());
    const checks: Array<{ reason: string; standing: () => boolean }> = [];

    if (options.dbWaitTargetMs > 0) {
      const pool = createStandingQueue({
        targetMs: options.dbWaitTargetMs,
        intervalMs: options.intervalMs,
        now,
      });
      options.dbWaits?.((waitedMs, stillWaiting) => {
        if (stillWaiting === 0) pool.drained();
        else pool.sample(waitedMs);
      });
      checks.push({
        reason: 'dbWaitTime',
        standing: () => {
          // The oldest waiter's age is the least a request arriving now would wait.
          const { waiting, oldestWaitMs } = options.dbStats();
          if (waiting === 0) pool.drained();
          else pool.sample(oldestWaitMs);
          return pool.standing();
        },
      });
    }

    if (options.eventLoopTargetMs > 0) {
      const loop = createStandingQueue({
        targetMs: options.eventLoopTargetMs,
        intervalMs: options.intervalMs,
        now,
      });
      const stop = (options.eventLoopDelays ?? timerLateness)((delayMs) => loop.sample(delayMs));
      app.addHook('onClose', async () => stop());
      checks.push({ reason: 'eventLoopDelay', standing: () => loop.standing() });
    }

    if (checks.length === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      // Routes with their own pressure handler (health, site-config) are never shed.
      if ((request.routeOptions.config as { pressureHandler?: unknown }).pressureHandler) return;
      for (const check of checks) if (check.standing()) return shed(reply, check.reason);
    });
  },
  { name: 'overload' },
);
