import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { testLedger as ledger } from '../test/ledger';
import { buildTestApp } from '../test/test-app';
import { createTestUser } from '../test/users';
import { PUBLIC_READS } from './http-cache';

describe('HTTP caching of the API', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    app = await buildTestApp({ db: handle.db, extra: { ledger } });
    token = (await createTestUser(handle.db, { nickname: 'cache-player', country: 'jp' })).token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  it('lists only routes that exist, as GET', () => {
    for (const url of PUBLIC_READS.keys()) {
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
  });

  it('lets caches keep a visitor read, with an ETag that answers 304 with no body', async () => {
    const first = await app.inject({ url: '/api/v1/notice?lang=en' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=15');
    expect(first.headers.vary).toBe('Authorization, Accept-Encoding');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const again = await app.inject({
      url: '/api/v1/notice?lang=en',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A tag of another answer does not match.
    const changed = await app.inject({
      url: '/api/v1/notice?lang=en',
      headers: { 'if-none-match': 'W/"an-older-answer"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it("never lets a signed-in player's answer be stored", async () => {
    const headers = { authorization: `Bearer ${token}` };
    for (const url of ['/api/v1/notice?lang=en', '/api/v1/group-item?lang=en', '/api/v1/point']) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('keeps errors and writes out of caches', async () => {
    const missing = await app.inject({ url: '/api/v1/notice/no-such-notice?lang=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(missing.headers.etag).toBeUndefined();
  });
});
