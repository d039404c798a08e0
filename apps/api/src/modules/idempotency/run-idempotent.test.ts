import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer } from '../../test/shop';
import { registerSpendRoute } from '../../test/spend-route';
import { buildTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { pruneIdempotentRequests, runIdempotent } from './run-idempotent';

describeEachDatabase('idempotent requests', ({ db }) => {
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      extra: { ledger },
      routes: (instance) => registerSpendRoute(instance, { db: db(), clock: () => new Date() }),
    });
    user = await createTestUser(db());
  });
  afterAll(async () => {
    await app?.close();
  });

  const spend = (amount: number, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/test/spend',
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: { amount },
    });

  const credit = (amount: number) =>
    db().transaction((tx) =>
      ledger.credit(tx, { userId: user.id, amount, reason: 'campaign_reward', now: new Date() }),
    );

  const debits = async () =>
    (
      await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM point_entries WHERE user_id = $1 AND kind = 'debit'`,
        [user.id],
      )
    ).rows[0]!.n;

  it('refuses a spending request without a well-formed Idempotency-Key', async () => {
    await credit(100);
    for (const key of [undefined, '', 'has space', 'x'.repeat(256), 'émoji']) {
      const response = await spend(10, key);
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json()).toEqual({ status_code: 400 });
    }
    expect(await debits()).toBe(0);
  });

  it('answers a replay with the first answer, byte for byte, and moves nothing', async () => {
    const first = await spend(30, 'order-1');
    const again = await spend(30, 'order-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await debits()).toBe(1);
  });

  it('answers a replay of a refusal with the same refusal, even once points have arrived', async () => {
    const balance = await ledger.balance(db(), user.id, new Date());
    const refused = await spend(balance + 1, 'too-much');
    expect(refused.json()).toEqual({ status_code: 402 });
    await credit(1000);
    const replay = await spend(balance + 1, 'too-much');
    expect(replay.statusCode).toBe(402);
    expect(replay.body).toBe(refused.body);
  });

  it('refuses the same key with another request', async () => {
    await spend(5, 'order-2');
    const other = await spend(6, 'order-2');
    expect(other.json()).toEqual({ status_code: 400 });
  });

  it('keeps keys per player: another player may use the same key', async () => {
    const someone = await createPlayer(db(), ledger, { points: 50 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/spend',
      headers: { authorization: `Bearer ${someone.token}`, 'idempotency-key': 'order-1' },
      payload: { amount: 20 },
    });
    expect(response.json().data.point).toBe(30);
  });

  it('stores nothing when the work fails unexpectedly, so the request can be retried', async () => {
    const call = { userId: user.id, key: 'crash-1', requestHash: 'h' };
    await expect(
      runIdempotent(db(), call, async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    const retried = await runIdempotent(db(), call, async () => ({ status_code: 200, data: 1 }));
    expect(retried).toEqual({ status_code: 200, data: 1 });
  });

  it('forgets answers only after the retention period', async () => {
    await db().query(
      `UPDATE idempotent_requests SET created_at = now() - interval '49 hours'
        WHERE user_id = $1 AND key = 'order-1'`,
      [user.id],
    );
    expect(await pruneIdempotentRequests(db(), 48)).toBe(1);
    const { rows } = await db().query(
      'SELECT key FROM idempotent_requests WHERE user_id = $1 ORDER BY key',
      [user.id],
    );
    expect(rows.map((row) => (row as { key: string }).key)).toEqual([
      'crash-1',
      'order-2',
      'too-much',
    ]);
  });
});
