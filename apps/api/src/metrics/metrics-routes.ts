import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { countAnswer, metricsText, registry, watch, type QueueFigures } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The queue's figures in one statement: jobs by kind, exchanges by status. */
async function readQueue(db: Database): Promise<QueueFigures> {
  const [jobs, exchanges] = await Promise.all([
    db.query<{ kind: string; pending: number; oldest_seconds: number; failed: number }>(
      `SELECT kind,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(run_at)
                FILTER (WHERE status = 'pending' AND run_at <= now())), 0)::float8 AS oldest_seconds,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM jobs GROUP BY kind`,
    ),
    db.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM item_exchanges GROUP BY status`,
    ),
  ]);
  return { jobs: jobs.rows, exchanges: exchanges.rows };
}

/**
 * Counts every answer by route, method and status, and serves the registry at `GET /metrics`
 * for Prometheus, behind `METRICS_TOKEN` (a bearer token); without a token the route is absent.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; token: string | undefined }) => {
    watch({ pool: () => options.db.stats(), queue: () => readQueue(options.db) });

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        countAnswer(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      }
      done();
    });

    const token = options.token;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return metricsText();
    });
  },
  { name: 'metrics' },
);
