import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';

const loginAttempt = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: ip,
    payload: { code: 'x', code_verifier: 'c'.repeat(43), nonce: 'd'.repeat(32) },
  });

const redisUrl = process.env.TEST_REDIS_URL;

describe('sign-in rate limit', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers 504 (high traffic) on HTTP 429 with Retry-After past the per-minute limit, per client address', async () => {
    const app = await buildTestApp({
      db: handle.db,
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
      identity: {
        serverInfo: async () => ({
          authorizationEndpoint: 'http://idp/auth',
          endSessionEndpoint: null,
        }),
        exchangeCode: async () => {
          throw Object.assign(new Error('refused'), { statusCode: 401 });
        },
        endSessionUrl: async () => null,
      },
    });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await loginAttempt(app, '10.0.0.1')).statusCode);
      expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
      const limited = await loginAttempt(app, '10.0.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status_code: 504 });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await loginAttempt(app, '10.0.0.2')).statusCode).not.toBe(429);
    } finally {
      await app.close();
    }
  });

  it.runIf(Boolean(redisUrl))('shares counters between API nodes through Redis', async () => {
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '2' };
    const nodeA = await buildTestApp({ db: handle.db, env, extra: { redis } });
    const nodeB = await buildTestApp({ db: handle.db, env, extra: { redis } });
    try {
      await loginAttempt(nodeA, '10.0.0.9');
      await loginAttempt(nodeB, '10.0.0.9');
      expect((await loginAttempt(nodeA, '10.0.0.9')).statusCode).toBe(429);
      expect((await loginAttempt(nodeB, '10.0.0.9')).statusCode).toBe(429);
    } finally {
      await nodeA.close();
      await nodeB.close();
      redis.disconnect();
    }
  });
});
