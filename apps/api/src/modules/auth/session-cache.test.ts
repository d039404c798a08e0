import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localChangeNotices, type ChangeNotices } from '../../db/change-notices';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { redisNoticesNode } from '../../test/redis-node';
import { createTestUser } from '../../test/users';
import { waitFor } from '../../test/wait';
import { createSessionCache, SESSIONS_NOTICE, type SessionCache } from './session-cache';
import { hashToken, type AuthenticatedSession } from './session-store';

const TTL_MS = 5_000;

const sessionOf = (userId: string, sessionId = `s-${userId}`): AuthenticatedSession => ({
  sessionId,
  user: {
    id: userId,
    subject: `sub-${userId}`,
    nickname: userId,
    country: 'us',
    language: 'en',
    programConsent: true,
    pointAvailable: true,
    gameApps: [],
  },
});

/** A cache on a clock the test moves. */
function cacheWithClock(options: { maxEntries?: number; notices?: ChangeNotices } = {}) {
  let now = 1_000;
  const cache = createSessionCache({
    ttlMs: TTL_MS,
    maxEntries: options.maxEntries ?? 100,
    notices: options.notices,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('keeps a session for its lifetime, or less when the database says it ends sooner', () => {
    const { cache, advance } = cacheWithClock();
    cache.keep('a', sessionOf('u1'), 60_000, cache.ticket());
    cache.keep('b', sessionOf('u2'), 1_000, cache.ticket());
    expect(cache.get('a')?.user.id).toBe('u1');
    expect(cache.get('b')?.user.id).toBe('u2');
    advance(1_000);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.user.id).toBe('u1');
    advance(TTL_MS - 1_000);
    expect(cache.get('a')).toBeNull();
  });

  it('keeps nothing that is already due (expired, or its token due for renewal)', () => {
    const { cache } = cacheWithClock();
    cache.keep('a', sessionOf('u1'), 0, cache.ticket());
    cache.keep('b', sessionOf('u2'), -5, cache.ticket());
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it('keeps nothing when off', () => {
    const cache = createSessionCache({ ttlMs: 0, maxEntries: 100 });
    cache.keep('a', sessionOf('u1'), 60_000, cache.ticket());
    expect(cache.get('a')).toBeNull();
  });

  it('forgets every token of a user who signed out or in, here and through the notices', () => {
    const notices = localChangeNotices();
    const heard: Array<string | undefined> = [];
    notices.subscribe(SESSIONS_NOTICE, (key) => heard.push(key));
    const { cache } = cacheWithClock({ notices });
    cache.keep('a1', sessionOf('u1', 's1'), 60_000, cache.ticket());
    cache.keep('a2', sessionOf('u1', 's2'), 60_000, cache.ticket());
    cache.keep('b', sessionOf('u2'), 60_000, cache.ticket());
    cache.changed('u1');
    expect(cache.get('a1')).toBeNull();
    expect(cache.get('a2')).toBeNull();
    expect(cache.get('b')?.user.id).toBe('u2');
    expect(heard).toEqual(['u1']);
    // Another node's notice does the same.
    notices.publish(SESSIONS_NOTICE, 'u2');
    expect(cache.get('b')).toBeNull();
  });

  it('does not keep a row read before a sign-out it may predate', () => {
    const { cache } = cacheWithClock();
    const ticket = cache.ticket();
    // The database was asked, then the user signed out (here or on another node)…
    cache.changed('u1');
    // …so the answer that arrives now may be the session as it was.
    cache.keep('a', sessionOf('u1'), 60_000, ticket);
    expect(cache.get('a')).toBeNull();
    cache.keep('a', sessionOf('u1'), 60_000, cache.ticket());
    expect(cache.get('a')?.user.id).toBe('u1');
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.keep(key, sessionOf(key), 60_000, cache.ticket());
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.user.id).toBe('b');
    expect(cache.get('c')?.user.id).toBe('c');
  });
});

const point = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/v1/point', headers: { authorization: `Bearer ${token}` } });
const logout = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/logout',
    headers: { authorization: `Bearer ${token}` },
  });

/**
 * Two API nodes on one database, each with its own session cache and no Redis between them: a
 * token signed out on one is refused there at once, and on the other once its entry is older
 * than the cache's lifetime; a token due for renewal is renewed, never served from the cache.
 */
describeEachDatabase('session cache across nodes without Redis', ({ db }) => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function node(cache?: SessionCache) {
    const app = await buildTestApp({
      db: db(),
      env: { SESSION_CACHE_MS: String(TTL_MS) },
      extra: { notices: localChangeNotices(), ...(cache ? { sessions: cache } : {}) },
    });
    apps.push(app);
    return app;
  }

  it('refuses a signed-out token on its own node at once, on another within the lifetime', async () => {
    const a = await node();
    const clock = cacheWithClock();
    const b = await node(clock.cache);
    const { token } = await createTestUser(db());
    expect((await point(a, token)).statusCode).toBe(200);
    expect((await point(b, token)).statusCode).toBe(200);

    expect((await logout(a, token)).statusCode).toBe(200);
    expect((await point(a, token)).statusCode).toBe(401);
    // Node B heard nothing: it trusts its entry until the entry's lifetime is over…
    expect(clock.cache.get(hashToken(token).toString('base64'))).not.toBeNull();
    clock.advance(TTL_MS);
    // …and then asks the database.
    expect((await point(b, token)).statusCode).toBe(401);
  });

  it('reads a session from the database again when its token is due for renewal', async () => {
    const clock = cacheWithClock();
    const b = await node(clock.cache);
    const { token } = await createTestUser(db());
    expect((await point(b, token)).statusCode).toBe(200);
    await db().query(
      `UPDATE session_tokens SET issued_at = issued_at - interval '2 hours' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    clock.advance(TTL_MS);
    const renewed = await point(b, token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().new_token).toEqual(expect.any(String));
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** The same with Redis between the nodes: node B forgets the signed-out session when told. */
describe.runIf(Boolean(redisUrl))('session cache across nodes with Redis [redis]', () => {
  let handle: TestDatabase;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await handle?.dispose();
  });

  async function node() {
    const { app, notices } = await redisNoticesNode({
      db: handle.db,
      redisUrl: redisUrl!,
      redisOptions: { maxRetriesPerRequest: 1, enableOfflineQueue: true },
      env: { SESSION_CACHE_MS: '60000' },
      closers,
    });
    const heard: Array<string | undefined> = [];
    notices.subscribe(SESSIONS_NOTICE, (key) => heard.push(key));
    return { app, notices, heard };
  }

  it('refuses a token signed out on another node as soon as the notice arrives', async () => {
    const a = await node();
    const b = await node();
    // Node B's subscription is live once it hears a notice sent through Redis.
    await waitFor('node B subscribed', () => {
      a.notices.publish(SESSIONS_NOTICE, 'nobody');
      return b.heard.includes('nobody');
    });

    const { id, token } = await createTestUser(handle.db);
    expect((await point(b.app, token)).statusCode).toBe(200);
    expect((await logout(a.app, token)).statusCode).toBe(200);
    await waitFor('node B told of the sign-out', () => b.heard.includes(id));
    expect((await point(b.app, token)).statusCode).toBe(401);
  });
});
