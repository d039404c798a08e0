import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PlayerCouponsResponse,
  PlayerDetailResponse,
  PlayerExchangesResponse,
  PlayerHistoryResponse,
  PlayerListResponse,
  PointHistoryResponse,
  type PlayerExchange,
} from '@points/contracts';
import { createGameSimulator } from '../../../integrations/game-platform/simulator';
import { seedCoupons } from '../../../test/coupons';
import { describeEachDatabase, hasPostgres } from '../../../test/databases';
import { httpSuite } from '../../../test/http-suite';
import { testLedger as ledger } from '../../../test/ledger';
import { suiteApp, suiteOperators } from '../../../test/suite-app';
import { operatorClaims } from '../../../test/operators';
import { createPlayer, seedShop, type Player } from '../../../test/shop';

type Role = 'viewer' | 'editor' | 'admin';

describeEachDatabase('console players', ({ db, kind }) => {
  const simulator = createGameSimulator();
  beforeAll(async () => {
    await seedShop(db());
  });
  const app = suiteApp(db, () => ({ gateway: simulator }));
  const operators = suiteOperators(db);

  const get = (url: string, role: Role = 'viewer') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/console${url}`,
      headers: operators[role],
    });
  const post = (url: string, payload: object, role: Role = 'admin', key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/console${url}`,
      headers: { ...operators[role], ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const adjust = (player: Player, payload: object, key = randomUUID(), role: Role = 'admin') =>
    post(`/players/${player.id}/adjustments`, payload, role, key);
  const balanceOf = async (player: Player) =>
    Number(await ledger.balance(db(), player.id, new Date()));
  const count = async (sql: string, params: unknown[] = []) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
  const lastAudit = async () =>
    (
      await db().query<{
        action: string;
        object_type: string;
        object_id: string;
        before: unknown;
        after: unknown;
        reason: string | null;
        operator_subject: string;
      }>(
        `SELECT action, object_type, object_id, before, after, reason, operator_subject
             FROM console_audit ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];

  it('finds players by part of the nickname in any case, by id and by subject, with paging', async () => {
    const player = await createPlayer(db(), ledger, { points: 10 });
    const { rows } = await db().query<{ nickname: string; subject: string }>(
      'SELECT nickname, subject FROM users WHERE id = $1',
      [player.id],
    );
    const { nickname, subject } = rows[0]!;
    const part = nickname.slice(7).toUpperCase();
    for (const q of [part, player.id, player.id.toUpperCase(), subject]) {
      const response = await get(`/players?q=${encodeURIComponent(q)}`);
      const body = PlayerListResponse.parse(response.json());
      expect(
        body.data.map((p) => p.id),
        q,
      ).toContain(player.id);
      expect(body.data[0]!.id, q).toBe(player.id);
    }
    // LIKE's own wildcards are taken literally.
    const wildcard = PlayerListResponse.parse((await get('/players?q=%25')).json());
    expect(wildcard.data).toEqual([]);
    await createPlayer(db(), ledger);
    const paged = PlayerListResponse.parse((await get('/players?per_page=1&page=2')).json());
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(paged.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('shows a player’s profile, linked apps and balance; 404 for an unknown player', async () => {
    const player = await createPlayer(db(), ledger, { points: 420, country: 'br' });
    const detail = PlayerDetailResponse.parse((await get(`/players/${player.id}`)).json()).data;
    expect(detail).toMatchObject({ id: player.id, country: 'br', balance: 420 });
    expect(detail.game_apps).toEqual([
      { content_id: 'efs', platform: 'steam', game_user_id: player.gameUserId },
    ]);
    expect((await get(`/players/${randomUUID()}`)).json()).toMatchObject({ status_code: 404 });
    expect((await get(`/players/not-a-uuid`)).json()).toMatchObject({ status_code: 400 });
  });

  it('credits with a reason: the player’s own history shows it, the console names the operator, one audit row', async () => {
    const player = await createPlayer(db(), ledger, { points: 100 });
    const auditsBefore = await count('console_audit');
    const reason = 'Spring cup prize did not arrive';
    const response = await adjust(player, { direction: 'credit', amount: 250, reason });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      amount: 250,
      balance_after: 350,
      reason,
      operator_name: operatorClaims('admin').name,
    });
    expect(await balanceOf(player)).toBe(350);

    // The player, signed in on the site, reads why.
    const own = await app.inject({
      url: '/api/v1/point-history',
      headers: { authorization: `Bearer ${player.token}` },
    });
    const entry = PointHistoryResponse.parse(own.json()).data.history[0]!;
    expect(entry).toMatchObject({
      amount: 250,
      kind: 'adjustment',
      reason: 'support_adjustment',
      reference: `adjustment:${data.id}`,
      balance_after: 350,
      subject: { type: 'adjustment', id: data.id, name: reason, status: null, path: null },
    });

    const history = PlayerHistoryResponse.parse(
      (await get(`/players/${player.id}/history`)).json(),
    );
    expect(history.data[0]).toMatchObject({
      kind: 'adjustment',
      subject: { name: reason },
      adjustment: { operator_subject: operatorClaims('admin').sub, reason },
    });

    expect(await count('console_audit')).toBe(auditsBefore + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'players.adjust_points',
      object_type: 'player',
      object_id: player.id,
      before: { balance: 100 },
      after: { balance: 350, adjustment: { id: data.id, amount: 250 } },
      reason,
      operator_subject: operatorClaims('admin').sub,
    });
  });

  it('debits; a debit beyond the balance is refused with 402 and changes nothing', async () => {
    const player = await createPlayer(db(), ledger, { points: 100 });
    const ok = await adjust(player, {
      direction: 'debit',
      amount: 30,
      reason: 'Duplicate reward',
    });
    expect(ok.json()).toMatchObject({
      status_code: 200,
      data: { amount: -30, balance_after: 70 },
    });

    const audits = await count('console_audit');
    const entries = await count('point_entries WHERE user_id = $1', [player.id]);
    const key = randomUUID();
    const refused = await adjust(
      player,
      { direction: 'debit', amount: 71, reason: 'Duplicate reward' },
      key,
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ status_code: 402 });
    expect(await balanceOf(player)).toBe(70);
    expect(await count('point_entries WHERE user_id = $1', [player.id])).toBe(entries);
    expect(await count('point_adjustments WHERE user_id = $1', [player.id])).toBe(1);
    expect(await count('console_audit')).toBe(audits);
    // The refusal is the key's answer: a replay is refused the same way.
    const replay = await adjust(
      player,
      { direction: 'debit', amount: 71, reason: 'Duplicate reward' },
      key,
    );
    expect(replay.json()).toEqual({ status_code: 402 });
  });

  it('replays of one key adjust once and answer the same; another request with the key is refused', async () => {
    const player = await createPlayer(db(), ledger, { points: 5 });
    const key = randomUUID();
    const payload = { direction: 'credit', amount: 10, reason: 'Goodwill for the outage' };
    const first = await adjust(player, payload, key);
    const second = await adjust(player, payload, key);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(player)).toBe(15);
    expect(await count('point_adjustments WHERE user_id = $1', [player.id])).toBe(1);
    const other = await adjust(player, { ...payload, amount: 11 }, key);
    expect(other.json()).toMatchObject({ status_code: 400 });
    // The player's own keys are apart from the operators'.
    expect(await balanceOf(player)).toBe(15);
  });

  it('refuses a malformed adjustment (400) and one without a key, storing nothing', async () => {
    const player = await createPlayer(db(), ledger, { points: 5 });
    const audits = await count('console_audit');
    for (const payload of [
      { direction: 'credit', amount: 10, reason: '' },
      { direction: 'credit', amount: 0, reason: 'Goodwill' },
      { direction: 'credit', amount: 1.5, reason: 'Goodwill' },
      { direction: 'credit', amount: 1_000_001, reason: 'Goodwill' },
      { direction: 'up', amount: 10, reason: 'Goodwill' },
    ]) {
      expect((await adjust(player, payload)).json(), JSON.stringify(payload)).toMatchObject({
        status_code: 400,
      });
    }
    const keyless = await post(`/players/${player.id}/adjustments`, {
      direction: 'credit',
      amount: 10,
      reason: 'Goodwill',
    });
    expect(keyless.json()).toMatchObject({ status_code: 400 });
    const unknown = await adjust(
      { ...player, id: randomUUID() },
      {
        direction: 'credit',
        amount: 10,
        reason: 'Goodwill',
      },
    );
    expect(unknown.json()).toMatchObject({ status_code: 404 });
    expect(await balanceOf(player)).toBe(5);
    expect(await count('console_audit')).toBe(audits);
  });

  it('refuses the adjustment to a viewer and an editor (403), changing nothing', async () => {
    const player = await createPlayer(db(), ledger, { points: 5 });
    for (const role of ['viewer', 'editor'] as const) {
      const response = await adjust(
        player,
        { direction: 'credit', amount: 10, reason: 'Goodwill' },
        randomUUID(),
        role,
      );
      expect(response.statusCode, role).toBe(403);
    }
    expect(await balanceOf(player)).toBe(5);
  });

  describe('failed deliveries', () => {
    const exchange = async (player: Player) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/item-withdraw/coins-100',
        headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { exchange_id: string } }).data.exchange_id;
    };
    /** An exchange whose first delivery attempt failed for a while (the platform was down). */
    const failing = async (player: Player) => {
      const id = await exchange(player);
      simulator.options.failureRate = 1;
      try {
        await app.jobs.runDue();
      } finally {
        simulator.options.failureRate = 0;
      }
      return id;
    };
    const exchangesOf = async (player: Player) =>
      PlayerExchangesResponse.parse((await get(`/players/${player.id}/exchanges`)).json()).data;
    const exchangeOf = async (player: Player, id: string): Promise<PlayerExchange> =>
      (await exchangesOf(player)).find((x) => x.id === id)!;
    const act = (player: Player, id: string, action: 'retry' | 'refund', role: Role = 'admin') =>
      post(
        `/players/${player.id}/exchanges/${id}/${action}`,
        { reason: 'Support ticket K7F2' },
        role,
      );
    const refusal = (response: { json(): unknown }) =>
      response.json() as { status_code: number; reason?: string };

    it('shows a failing delivery, retries it on an admin’s word, and it is delivered', async () => {
      const player = await createPlayer(db(), ledger, { points: 500 });
      const id = await failing(player);
      const shown = await exchangeOf(player, id);
      expect(shown).toMatchObject({
        status: 'queued',
        item_name: expect.any(String),
        delivery: {
          state: 'failing',
          attempts: 1,
          last_error: 'platform temporarily unavailable',
        },
        can_retry: true,
        can_refund: true,
      });
      expect(new Date(shown.delivery.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());

      for (const role of ['viewer', 'editor'] as const) {
        expect((await act(player, id, 'retry', role)).statusCode, role).toBe(403);
      }
      const audits = await count('console_audit');
      const retried = await act(player, id, 'retry');
      expect(retried.json(), retried.body).toMatchObject({
        status_code: 200,
        data: { id, delivery: { state: 'failing', attempts: 0 } },
      });
      expect(await count('console_audit')).toBe(audits + 1);
      expect(await lastAudit()).toMatchObject({
        action: 'players.retry_delivery',
        object_type: 'item_exchange',
        object_id: id,
        before: {
          status: 'queued',
          delivery: 'failing',
          job: { status: 'pending', attempts: 1 },
        },
        after: { status: 'queued', job: { status: 'pending', attempts: 0 } },
        reason: 'Support ticket K7F2',
      });

      // Due now: the next pass delivers it.
      await app.jobs.runDue();
      expect(simulator.inbox.has(id)).toBe(true);
      expect(await exchangeOf(player, id)).toMatchObject({
        status: 'delivered',
        delivery: { state: 'delivered' },
        can_retry: false,
        can_refund: false,
      });
      const after = await count('console_audit');
      for (const action of ['retry', 'refund'] as const) {
        const response = await act(player, id, action);
        expect(refusal(response), action).toEqual({
          status_code: 4049,
          reason: 'already_delivered',
        });
      }
      expect(await count('console_audit')).toBe(after);
    });

    it('refunds a failing delivery through the job’s compensation, once', async () => {
      const player = await createPlayer(db(), ledger, { points: 500 });
      const id = await failing(player);
      expect(await balanceOf(player)).toBe(450);
      const audits = await count('console_audit');
      const refunded = await act(player, id, 'refund');
      expect(refunded.json(), refunded.body).toMatchObject({
        status_code: 200,
        data: { id, status: 'refunded', delivery: { state: 'refunded' }, can_refund: false },
      });
      expect(refunded.json().data.delivery.last_error).toContain('Support ticket K7F2');
      expect(await balanceOf(player)).toBe(500);
      expect(await count('console_audit')).toBe(audits + 1);
      expect(await lastAudit()).toMatchObject({
        action: 'players.refund_exchange',
        object_id: id,
        before: { status: 'queued', delivery: 'failing' },
        after: { status: 'refunded', delivery: 'refunded', job: { status: 'failed' } },
        reason: 'Support ticket K7F2',
      });
      // The job runs no more: nothing reaches the platform afterwards.
      const attempts = () => simulator.received.filter((r) => r.deliveryId === id).length;
      const sent = attempts();
      await db().query(`UPDATE jobs SET run_at = now() - interval '1 hour' WHERE id = $1`, [
        `item-delivery:${id}`,
      ]);
      await app.jobs.runDue();
      expect(attempts()).toBe(sent);
      // The player's history shows the refund of the exchange.
      const own = await app.inject({
        url: '/api/v1/point-history',
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(PointHistoryResponse.parse(own.json()).data.history[0]).toMatchObject({
        kind: 'refund',
        amount: 50,
        subject: { type: 'exchange', status: 'refunded' },
      });
      for (const action of ['retry', 'refund'] as const) {
        expect(refusal(await act(player, id, action)), action).toEqual({
          status_code: 4049,
          reason: 'already_refunded',
        });
      }
      expect(await balanceOf(player)).toBe(500);
      expect(await count('console_audit')).toBe(audits + 1);
    });

    it('refuses a delivery that has not failed, one the platform got after all, and unknown exchanges', async () => {
      const player = await createPlayer(db(), ledger, { points: 500 });
      const fresh = await exchange(player);
      for (const action of ['retry', 'refund'] as const) {
        expect(refusal(await act(player, fresh, action)), action).toEqual({
          status_code: 4049,
          reason: 'not_failed',
        });
      }
      await app.jobs.runDue();

      const got = await failing(player);
      // An attempt did get through, though the answer was lost on the way back.
      simulator.inbox.set(got, { ...simulator.received.at(-1)!, outcome: 'delivered' });
      expect(refusal(await act(player, got, 'refund'))).toEqual({
        status_code: 4049,
        reason: 'delivered_on_platform',
      });
      expect(await balanceOf(player)).toBe(400);

      const other = await createPlayer(db(), ledger, { points: 500 });
      expect(refusal(await act(other, got, 'retry')).status_code).toBe(404);
      expect(refusal(await act(player, randomUUID(), 'refund')).status_code).toBe(404);
    });

    it('an exchange the job already compensated (a permanent refusal) cannot be retried', async () => {
      const player = await createPlayer(db(), ledger, { points: 500 });
      const id = await exchange(player);
      simulator.options.permanentFailureRate = 1;
      try {
        await app.jobs.runDue();
      } finally {
        simulator.options.permanentFailureRate = 0;
      }
      expect(await exchangeOf(player, id)).toMatchObject({
        status: 'refunded',
        delivery: { state: 'refunded', last_error: 'product refused by the platform' },
      });
      expect(refusal(await act(player, id, 'retry'))).toEqual({
        status_code: 4049,
        reason: 'already_refunded',
      });
    });
  });

  it('lists the player’s coupons without their codes', async () => {
    const now = new Date();
    await seedCoupons(db(), now, `camp-${kind}`, [{ id: `cup-${kind}`, cost: 100 }]);
    const player = await createPlayer(db(), ledger, { points: 500 });
    const got = await app.inject({
      method: 'POST',
      url: '/api/v1/coupon-measure-items-check',
      headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': randomUUID() },
      payload: { coupon_measure_item_id: `cup-${kind}` },
    });
    expect(got.statusCode, got.body).toBe(200);
    const { rows } = await db().query<{ value: string }>(
      `SELECT s.value FROM player_coupons p JOIN stock_units s ON s.id = p.unit_id
          WHERE p.user_id = $1`,
      [player.id],
    );
    const code = rows[0]!.value;
    const response = await get(`/players/${player.id}/coupons?lang=ja`);
    const body = PlayerCouponsResponse.parse(response.json());
    expect(body.data).toEqual([
      expect.objectContaining({
        coupon_id: `cup-${kind}`,
        name: `クーポン cup-${kind}`,
        cost: 100,
        status: 'obtained',
      }),
    ]);
    expect(response.body).not.toContain(code);
  });
});

describe.skipIf(!hasPostgres)('console point adjustment, parallel replays [postgres]', () => {
  const handle = httpSuite({ poolSize: 12 });
  const { admin } = suiteOperators(() => handle.db);

  it('10 parallel requests with one key adjust once and all answer the same', async () => {
    const player = await createPlayer(handle.db, ledger, { points: 100 });
    const key = randomUUID();
    const send = () =>
      fetch(`${handle.base}/api/v1/console/players/${player.id}/adjustments`, {
        method: 'POST',
        headers: {
          ...admin,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ direction: 'credit', amount: 40, reason: 'Outage goodwill' }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const answers = await Promise.all(Array.from({ length: 10 }, send));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.parse(a.body).data.id)).size).toBe(1);
    expect(Number(await ledger.balance(handle.db, player.id, new Date()))).toBe(140);
    const counts = await handle.db.query<{ entries: number; adjustments: number; audits: number }>(
      `SELECT (SELECT count(*)::int FROM point_entries WHERE user_id = $1 AND kind = 'adjustment') AS entries,
              (SELECT count(*)::int FROM point_adjustments WHERE user_id = $1) AS adjustments,
              (SELECT count(*)::int FROM console_audit WHERE object_id = $1::text) AS audits`,
      [player.id],
    );
    expect(counts.rows[0]).toEqual({ entries: 1, adjustments: 1, audits: 1 });
  });
});
