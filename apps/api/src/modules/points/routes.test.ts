import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PointExpiryResponse, PointHistoryResponse, PointResponse } from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

const DAY = 86_400_000;
const T0 = new Date('2026-03-01T00:00:00.000Z');

describeEachDatabase('points API', ({ db }) => {
  let app: FastifyInstance;
  let now = T0;
  let player: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ db: db(), extra: { ledger, clock: () => now } });
    player = await createTestUser(db());
    await db().transaction(async (tx) => {
      await ledger.credit(tx, {
        userId: player.id,
        amount: 1000,
        reason: 'welcome_bonus',
        reference: 'campaign:welcome',
        now: T0,
      });
      await ledger.credit(tx, {
        userId: player.id,
        amount: 250,
        reason: 'login_bonus',
        now: new Date(T0.getTime() + 1000),
        expiresAt: new Date(T0.getTime() + 10 * DAY),
      });
      await ledger.debit(tx, {
        userId: player.id,
        amount: 100,
        reason: 'item_exchange',
        reference: 'exchange:abc',
        now: new Date(T0.getTime() + 2000),
      });
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, token: string | null = player.token) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 to a signed-out caller on every points endpoint', async () => {
    for (const url of ['/api/v1/point', '/api/v1/point-history', '/api/v1/point-expiry']) {
      for (const token of [null, 'not-a-real-token-0123456789']) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ status_code: 401 });
      }
    }
  });

  it('GET /point gives the spendable balance in data.point', async () => {
    const response = await get('/api/v1/point?target_country=US');
    expect(response.statusCode).toBe(200);
    const body = PointResponse.parse(response.json());
    expect(body.data).toEqual({ point: 1150, unread_notifications: 0 });
  });

  it('GET /point refuses a malformed target_country with 400', async () => {
    const response = await get('/api/v1/point?target_country=united-states');
    expect(response.json()).toEqual({ status_code: 400 });
  });

  it('GET /point-history explains the balance, newest first, with pagination', async () => {
    const response = await get('/api/v1/point-history?page=1&per_page=2');
    const body = PointHistoryResponse.parse(response.json());
    expect(body.pagination).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(
      body.data.history.map((entry) => [entry.kind, entry.amount, entry.balance_after]),
    ).toEqual([
      ['debit', -100, 1150],
      ['credit', 250, 1250],
    ]);
    expect(body.data.history[0]).toMatchObject({
      reason: 'item_exchange',
      reference: 'exchange:abc',
      expires_at: null,
    });
    expect(body.data.history[1]!.expires_at).toBe(new Date(T0.getTime() + 10 * DAY).toISOString());

    const second = PointHistoryResponse.parse(
      (await get('/api/v1/point-history?page=2&per_page=2')).json(),
    );
    expect(second.data.history.map((entry) => entry.reason)).toEqual(['welcome_bonus']);
    expect(second.data.history[0]!.created_at).toBe(T0.toISOString());
  });

  it('GET /point-history refuses bad paging with 400', async () => {
    for (const query of ['page=0', 'per_page=0', 'per_page=1000', 'page=abc']) {
      const response = await get(`/api/v1/point-history?${query}`);
      expect(response.json(), query).toEqual({ status_code: 400 });
    }
  });

  it('GET /point-expiry lists what expires, soonest first', async () => {
    const body = PointExpiryResponse.parse((await get('/api/v1/point-expiry')).json());
    expect(body.data.expiring).toEqual([
      { amount: 150, expires_at: new Date(T0.getTime() + 10 * DAY).toISOString() },
      { amount: 1000, expires_at: new Date(T0.getTime() + 180 * DAY).toISOString() },
    ]);
  });

  it('after expiry the balance drops and the history records why', async () => {
    now = new Date(T0.getTime() + 11 * DAY);
    expect(PointResponse.parse((await get('/api/v1/point')).json()).data.point).toBe(1000);
    const history = PointHistoryResponse.parse((await get('/api/v1/point-history')).json());
    expect(history.data.history[0]).toMatchObject({
      kind: 'expiry',
      amount: -150,
      reason: 'points_expired',
      balance_after: 1000,
    });
    const expiry = PointExpiryResponse.parse((await get('/api/v1/point-expiry')).json());
    expect(expiry.data.expiring.map((item) => item.amount)).toEqual([1000]);
  });

  it('shows a new player an empty history and zero points', async () => {
    const newcomer = await createTestUser(db());
    expect(
      PointResponse.parse((await get('/api/v1/point', newcomer.token)).json()).data.point,
    ).toBe(0);
    const history = PointHistoryResponse.parse(
      (await get('/api/v1/point-history', newcomer.token)).json(),
    );
    expect(history.data.history).toEqual([]);
    expect(history.pagination.total).toBe(0);
  });
});
