import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { ERROR_CODES, OVERLOAD_FLAG_SECONDS } from '@points/contracts';
import type { PoolStats } from '../db/database';
import { shedRequests } from '../metrics/metrics';
import { sendError } from './envelope';

export interface OverloadOptions {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  /** Requests queued for a database connection beyond which the node sheds load (0: never). */
  maxDbWaiting: number;
  /**
   * How long the oldest request queued for a connection may have waited before the node sheds
   * new ones (0: never). It tracks latency whatever the pool's size and the queries' speed.
   */
  maxDbWaitMs: number;
  sampleIntervalMs?: number;
  dbStats: () => PoolStats;
}

/**
 * Sheds requests with the 407 envelope and `Retry-After: 60` while the event loop or the database
 * pool is saturated, so a node under launch-day load answers fast instead of timing out. Only
 * `/api/` is shed; routes may opt out with their own `pressureHandler` (the health check does).
 */
/** The 407 envelope with `Retry-After: 60`, counted by what ran out. */
function shed(reply: FastifyReply, reason: string): FastifyReply {
  shedRequests.inc({ reason });
  reply.header('Retry-After', String(OVERLOAD_FLAG_SECONDS));
  return sendError(reply, ERROR_CODES.OVERLOADED);
}

export const overloadPlugin = fp(
  async (app: FastifyInstance, options: OverloadOptions) => {
    // The pool's queue is read at each request's arrival, not once a second: a burst is turned
    // away as it comes, before it queues, so the requests admitted keep their latency.
    const saturated = (): 'dbWaiting' | 'dbWaitTime' | null => {
      const stats = options.dbStats();
      if (options.maxDbWaiting > 0 && stats.waiting > options.maxDbWaiting) return 'dbWaiting';
      if (options.maxDbWaitMs > 0 && stats.oldestWaitMs > options.maxDbWaitMs) return 'dbWaitTime';
      return null;
    };
    if (options.maxDbWaiting > 0 || options.maxDbWaitMs > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (!request.url.startsWith('/api/')) return;
        const reason = saturated();
        if (!reason) return;
        // Routes with their own pressure handler (health, site-config) are never shed.
        if ((request.routeOptions.config as { pressureHandler?: unknown }).pressureHandler) return;
        return shed(reply, reason);
      });
    }
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      // Utilization over the last sample, not since start-up.
      eventLoopUtilizationMode: 'interval',
      sampleInterval: options.sampleIntervalMs ?? 1000,
      pressureHandler: (request, reply, type) => {
        // Static files cost nothing; the SPA loads and shows the heavy-traffic page itself.
        if (!request.url.startsWith('/api/')) return;
        shed(reply, type);
      },
    });
  },
  { name: 'overload' },
);
