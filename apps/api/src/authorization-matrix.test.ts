import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/databases';
import { testLedger as ledger } from './test/ledger';
import { createPlayer, seedShop, type Player } from './test/shop';
import { buildTestApp } from './test/test-app';

/** Every table's row count: a refused request must leave each one as it was. */
async function tableCounts(handle: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await handle.db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const result = await handle.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

/**
 * The authorization matrix over every players' route that needs a session, enumerated from the
 * app's route table: no token, a garbage token and a logged-out token are each refused with 401
 * before anything runs; and no signed-in read shows one player another's data.
 */
describe('authorization matrix of the players API', () => {
  let handle: TestDatabase;
  let app: FastifyInstance;
  let alice: Player;
  let bob: Player;
  let loggedOut: string;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    await seedShop(handle.db);
    app = await buildTestApp({ db: handle.db, extra: { ledger } });
    alice = await createPlayer(handle.db, ledger, {
      points: 1_234,
      apps: [{ content_id: 'efm', platform: 'ios', game_user_id: 'ALICE-GAME-ID-0001' }],
    });
    bob = await createPlayer(handle.db, ledger, { points: 500 });
    const carol = await createPlayer(handle.db, ledger, { points: 10 });
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${carol.token}` },
    });
    expect(logout.statusCode).toBe(200);
    loggedOut = carol.token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const playerRoutes = () =>
    app.routeTable.filter(
      (route) =>
        route.auth === 'required' &&
        route.method !== 'HEAD' &&
        !route.url.startsWith('/api/v1/console'),
    );
  const concrete = (url: string) => url.replace(/:(\w+)/g, 'summer-festival');

  it('covers every route that needs a session', () => {
    const urls = playerRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(25);
    // Spot checks that the table is the real one.
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/point',
        'POST /api/v1/item-withdraw/:id',
        'POST /api/v1/coupon-measure-items-check',
        'POST /api/v1/campaign-festival-reward/:id',
      ]),
    );
  });

  it('refuses no token, a garbage token and a logged-out token with 401, changing nothing', async () => {
    const before = await tableCounts(handle);
    const credentials: Array<[string, Record<string, string>]> = [
      ['no token', {}],
      ['garbage token', { authorization: 'Bearer not-a-token-at-all' }],
      ['malformed header', { authorization: 'Basic YWxpY2U6c2VjcmV0' }],
      ['logged-out token', { authorization: `Bearer ${loggedOut}` }],
    ];
    for (const route of playerRoutes()) {
      for (const [label, headers] of credentials) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...headers, 'idempotency-key': 'f4c1b0a2-7a0e-4a8e-9d55-2f2a7d1a9a11' },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const seen = `${route.method} ${route.url} with ${label}`;
        expect(response.statusCode, seen).toBe(401);
        expect(response.json(), seen).toEqual({ status_code: 401 });
      }
    }
    expect(await tableCounts(handle)).toEqual(before);
  });

  it("never shows one player another's data in a signed-in read", async () => {
    const secrets = [alice.id, 'ALICE-GAME-ID-0001', '1,234', '1234'];
    const reads = playerRoutes().filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(8);
    for (const route of reads) {
      const response = await app.inject({
        url: `${concrete(route.url)}?lang=en`,
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(response.statusCode, route.url).toBeLessThan(500);
      for (const secret of secrets) {
        expect(response.body, `${route.url} shows ${secret}`).not.toContain(secret);
      }
    }
    // And the same reads as Alice do show her own (the check can fail).
    const own = await app.inject({
      url: '/api/v1/point',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(own.body).toContain('1234');
  });
});
