import type { FastifyInstance } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { redisChangeNotices, type ChangeNotices } from '../db/change-notices';
import type { Database } from '../db/database';
import { buildTestApp } from './test-app';

/**
 * One API node of a multi-node test: its own Redis connection carrying change notices, its app
 * on `db`. Whatever it opens is handed to `closers`, for the suite's afterAll to close in reverse.
 */
export async function redisNoticesNode(options: {
  db: Database;
  redisUrl: string;
  redisOptions?: RedisOptions;
  env?: Record<string, string>;
  warn?: (message: string) => void;
  closers: Array<() => Promise<unknown>>;
}): Promise<{ app: FastifyInstance; notices: ChangeNotices }> {
  const redis = new Redis(options.redisUrl, options.redisOptions ?? {});
  redis.on('error', () => {});
  const notices = redisChangeNotices(redis, { warn: options.warn ?? (() => {}) });
  const app = await buildTestApp({
    db: options.db,
    ...(options.env ? { env: options.env } : {}),
    extra: { notices },
  });
  options.closers.push(
    () => app.close(),
    () => notices.close(),
    async () => redis.disconnect(),
  );
  return { app, notices };
}
