import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { asOperator, operatorToken } from '../test/operators';
import { redisNoticesNode } from '../test/redis-node';
import { waitFor } from '../test/wait';
import { createPostgresDatabase, type Database } from './database';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Longer than the test waits: only a notice can make node B see the change in time. */
const SLOW_REFRESH_MS = 60_000;

/**
 * Two API nodes (each its own pool, as two processes) on one PostgreSQL, with a refresh bound
 * far longer than the test: a console write on node A is seen on node B at once through Redis,
 * and, with Redis unreachable, within the refresh bound, never failing a request.
 */
describe.runIf(Boolean(redisUrl && postgresUrl))(
  'change notices between nodes [postgres, redis]',
  () => {
    let handle: TestDatabase;
    let secondPool: Database;
    const closers: Array<() => Promise<unknown>> = [];
    let admin: string;

    beforeAll(async () => {
      handle = await createTestDatabase('postgres');
      secondPool = createPostgresDatabase(handle.url!, { poolSize: 2 });
      admin = await operatorToken(handle.db, 'admin');
    });
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
      await secondPool?.close();
      await handle?.dispose();
    });

    async function node(db: Database, url: string, refreshMs: number) {
      const warnings: string[] = [];
      const { app, notices } = await redisNoticesNode({
        db,
        redisUrl: url,
        redisOptions: {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          retryStrategy: () => 200,
        },
        env: { CONTENT_REFRESH_MS: String(refreshMs) },
        warn: (message) => warnings.push(message),
        closers,
      });
      return { app, warnings, notices };
    }

    const maintenanceOn = async (app: FastifyInstance) => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/site-config' });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { maintenance: boolean } }).data.maintenance;
    };
    const toggle = (app: FastifyInstance, on: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/console/maintenance',
        headers: asOperator(admin),
        payload: { on, reason: on ? 'Launch rehearsal' : 'Rehearsal over' },
      });

    it('shows a console write on every node at once through Redis', async () => {
      const a = await node(handle.db, redisUrl!, SLOW_REFRESH_MS);
      const b = await node(secondPool, redisUrl!, SLOW_REFRESH_MS);
      // Both nodes have read the switch, so each holds a snapshot it would keep for a minute.
      expect(await maintenanceOn(a.app)).toBe(false);
      expect(await maintenanceOn(b.app)).toBe(false);
      await Promise.all([a.notices.listening(), b.notices.listening()]);

      // Seen long before node B's next revision check (a minute away): only a notice can do it.
      expect((await toggle(a.app, true)).statusCode).toBe(200);
      await waitFor('node B in maintenance', () => maintenanceOn(b.app), { timeoutMs: 20_000 });
      expect((await toggle(a.app, false)).statusCode).toBe(200);
      await waitFor('node B open again', async () => !(await maintenanceOn(b.app)), {
        timeoutMs: 20_000,
      });
      expect([...a.warnings, ...b.warnings]).toEqual([]);
    });

    it('falls back to the refresh bound when Redis is away, and never fails a request', async () => {
      // Nothing listens on port 1: every publish and subscribe fails.
      const away = 'redis://127.0.0.1:1';
      const a = await node(handle.db, away, 500);
      const b = await node(secondPool, away, 500);
      expect(await maintenanceOn(b.app)).toBe(false);
      expect((await toggle(a.app, true)).statusCode).toBe(200);
      // Seen by node B's own revision check (every 500 ms), no notice reaching it.
      await waitFor('node B in maintenance', () => maintenanceOn(b.app), { timeoutMs: 20_000 });
      expect(a.warnings.length).toBeGreaterThan(0);
      expect((await toggle(a.app, false)).statusCode).toBe(200);
    });
  },
);
