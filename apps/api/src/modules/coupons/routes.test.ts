import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CouponHistoryResponse,
  CouponMeasureItemsResponse,
  CouponMeasuresResponse,
  PointHistoryResponse,
  type CouponView,
} from '@points/contracts';
import { describeEachDatabase } from '../../test/databases';
import { seedCoupons, type TestCoupon } from '../../test/coupons';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { suiteApp } from '../../test/suite-app';
import { asPlayer } from '../../test/users';
import { createCouponCatalogueStore } from './coupon-catalogue';
import { createCouponStockCache, importCouponCodes, parseCodesCsv } from './coupon-stock';
import { expireCoupons } from './expire-coupons';
import { saveCoupon } from './save-coupon';

// Monday 23 November 2026, 10:00 UTC.
const START = Date.parse('2026-11-23T10:00:00Z');
const DAY_MS = 86_400_000;

describeEachDatabase('coupons', ({ db }) => {
  let now = new Date(START);
  const clock = () => now;
  let serial = 0;

  const app = suiteApp(db, () => ({
    clock,
    coupons: createCouponCatalogueStore(db(), { refreshMs: 0 }),
    couponStock: createCouponStockCache(db(), 0),
  }));
  beforeEach(() => {
    now = new Date(START);
  });

  /** A fresh campaign with the given coupons (ids made unique); returns the ids. */
  const campaign = async (coupons: TestCoupon[]) => {
    serial++;
    const campaignId = `camp-${serial}`;
    const named = coupons.map((coupon) => ({ ...coupon, id: `${coupon.id}-${serial}` }));
    await seedCoupons(db(), now, campaignId, named);
    return { campaignId, ids: named.map((coupon) => coupon.id) };
  };
  const items = async (campaignId: string, player?: Player, lang = 'en') => {
    const response = await app.inject({
      url: `/api/v1/coupon-measure/${campaignId}/coupon-measure-item?lang=${lang}`,
      headers: asPlayer(player),
    });
    expect(response.statusCode).toBe(200);
    return CouponMeasureItemsResponse.parse(response.json()).data;
  };
  const couponOf = async (campaignId: string, couponId: string, player?: Player) =>
    (await items(campaignId, player)).coupons.find((coupon) => coupon.id === couponId)!;
  const get = (player: Player | undefined, couponId: unknown, key: string | null = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/coupon-measure-items-check',
      headers: { ...asPlayer(player), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { coupon_measure_item_id: couponId },
    });
  const use = (player: Player, couponId: unknown, key: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/coupon-measure-items-use-check',
      headers: { ...asPlayer(player), 'idempotency-key': key },
      payload: { coupon_id: couponId },
    });
  const history = async (player: Player, query = '') => {
    const response = await app.inject({
      url: `/api/v1/coupon-measure-items-history${query}`,
      headers: asPlayer(player),
    });
    expect(response.statusCode).toBe(200);
    return { raw: response.body, ...CouponHistoryResponse.parse(response.json()) };
  };
  const balance = (player: Player) => ledger.balance(db(), player.id, now);
  const debits = async (player: Player) => {
    const { rows } = await db().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM point_entries WHERE user_id = $1 AND kind = 'debit'`,
      [player.id],
    );
    return rows[0]!.count;
  };

  describe('catalogue', () => {
    it('shows a window opening and closing at once, with the list kept as bytes, and each player their balance', async () => {
      // A node that keeps the stock's counts (and so the rendered list) for a minute.
      const keeping = await buildTestApp({
        db: db(),
        extra: {
          ledger,
          clock,
          coupons: createCouponCatalogueStore(db(), { refreshMs: 0 }),
          couponStock: createCouponStockCache(db(), 60_000),
        },
      });
      try {
        const { campaignId } = await campaign([{ id: 'later', cost: 50, from: 1, to: 2 }]);
        const listed = async (player?: Player) => {
          const response = await keeping.inject({
            url: '/api/v1/coupon-measure?lang=en',
            headers: asPlayer(player),
          });
          expect(response.statusCode).toBe(200);
          const { data } = CouponMeasuresResponse.parse(response.json());
          return { point: data.point, ...data.coupon_measures.find((m) => m.id === campaignId)! };
        };
        expect(await listed()).toMatchObject({ open: false, phase: 'upcoming', point: null });
        expect(await listed()).toMatchObject({ open: false });
        const rich = await createPlayer(db(), ledger, { points: 700 });
        const poor = await createPlayer(db(), ledger, { points: 20 });
        expect(await listed(rich)).toMatchObject({ open: false, point: 700 });
        now = new Date(START + DAY_MS);
        expect(await listed()).toMatchObject({
          open: true,
          phase: 'open',
          next_open_at: null,
          point: null,
        });
        expect(await listed(rich)).toMatchObject({ open: true, point: 700 });
        expect(await listed(poor)).toMatchObject({ open: true, point: 20 });
        now = new Date(START + 2 * DAY_MS);
        expect(await listed()).toMatchObject({ open: false, phase: 'ended' });
      } finally {
        await keeping.close();
      }
    });

    it('lists the campaigns with their coupons summed up, for a visitor', async () => {
      const { campaignId } = await campaign([
        { id: 'cheap', cost: 50 },
        { id: 'dear', cost: 900, from: 3, to: 40 },
      ]);
      const response = await app.inject({ url: '/api/v1/coupon-measure?lang=ja' });
      const data = CouponMeasuresResponse.parse(response.json()).data;
      expect(data.point).toBeNull();
      const listed = data.coupon_measures.find((measure) => measure.id === campaignId)!;
      expect(listed).toMatchObject({
        name: `キャンペーン ${campaignId}`,
        coupon_count: 2,
        min_cost: 50,
        valid_from: new Date(START - DAY_MS).toISOString(),
        valid_to: new Date(START + 40 * DAY_MS).toISOString(),
        open: true,
        next_open_at: new Date(START + 3 * DAY_MS).toISOString(),
      });
    });

    it('says a campaign that began is open by its period, between two of its coupons too', async () => {
      // One coupon ended yesterday, the next starts in three days: nothing to get this minute,
      // yet the campaign began 20 days ago and has not ended. It is not "coming soon".
      const { campaignId } = await campaign([
        { id: 'autumn', from: -20, to: -1 },
        { id: 'winter', from: 3, to: 40 },
      ]);
      const listed = async () =>
        CouponMeasuresResponse.parse(
          (await app.inject({ url: '/api/v1/coupon-measure?lang=en' })).json(),
        ).data.coupon_measures.find((measure) => measure.id === campaignId)!;
      expect(await listed()).toMatchObject({
        phase: 'open',
        open: false,
        next_open_at: new Date(START + 3 * DAY_MS).toISOString(),
      });
      expect((await items(campaignId)).coupon_measure.phase).toBe('open');
      now = new Date(START + 40 * DAY_MS);
      expect(await listed()).toMatchObject({ phase: 'ended', open: false, next_open_at: null });
    });

    it('gives every field and a visitor state for each coupon', async () => {
      const { campaignId, ids } = await campaign([
        { id: 'open', cost: 120, issueLimit: 7, holdingLimit: 2 },
        { id: 'soon', from: 2 },
        { id: 'ended', from: -20, to: -1 },
        { id: 'stopped', issuing: false },
        { id: 'empty', codes: 0 },
      ]);
      const data = await items(campaignId);
      expect(data.coupons.map((coupon) => coupon.state)).toEqual([
        'obtainable',
        'not_issued',
        'expired',
        'not_issued',
        'limit_reached',
      ]);
      expect(data.coupons[0]).toEqual({
        id: ids[0]!,
        coupon_measure_id: campaignId,
        name: `Coupon ${ids[0]}`,
        image: `/content/coupons/${ids[0]}.svg`,
        cost: 120,
        issue_limit: 7,
        issued_count: 0,
        holding_limit: 2,
        held_count: 0,
        unused_coupon_ids: [],
        valid_from: new Date(START - DAY_MS).toISOString(),
        valid_to: new Date(START + 30 * DAY_MS).toISOString(),
        terms: 'Terms',
        notes: 'Notes',
        state: 'obtainable',
        get_state: 'obtainable',
      } satisfies CouponView);
    });

    it('answers 404 for a campaign that does not exist and 400 for a malformed id', async () => {
      const missing = await app.inject({
        url: '/api/v1/coupon-measure/no-such-campaign/coupon-measure-item',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status_code: 404 });
      const malformed = await app.inject({
        url: '/api/v1/coupon-measure/..%2Fetc/coupon-measure-item',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('getting a coupon', () => {
    it('debits the cost, assigns a code and shows the coupon as obtained', async () => {
      const { campaignId, ids } = await campaign([{ id: 'get', cost: 300, holdingLimit: 2 }]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const response = await get(player, ids[0]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        status_code: 200,
        data: {
          coupon_measure_item_id: ids[0],
          status: 'obtained',
          valid_to: new Date(START + 30 * DAY_MS).toISOString(),
          point: 700,
        },
      });
      expect(body.data).not.toHaveProperty('code');
      expect(await balance(player)).toBe(700);

      const coupon = await couponOf(campaignId, ids[0]!, player);
      expect(coupon).toMatchObject({
        state: 'obtained',
        get_state: 'obtainable',
        held_count: 1,
        issued_count: 1,
        unused_coupon_ids: [body.data.coupon_id],
      });
      const { rows } = await db().query<{ reason: string; reference: string; amount: number }>(
        `SELECT reason, reference, amount::int FROM point_entries WHERE user_id = $1 AND kind = 'debit'`,
        [player.id],
      );
      expect(rows).toEqual([
        { reason: 'coupon_purchase', reference: `coupon:${body.data.coupon_id}`, amount: -300 },
      ]);
    });

    it('answers a replay with the first answer and spends once', async () => {
      const { ids } = await campaign([{ id: 'replay', cost: 100, holdingLimit: 5 }]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const key = randomUUID();
      const first = await get(player, ids[0], key);
      const second = await get(player, ids[0], key);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(await debits(player)).toBe(1);
      // The same key for another coupon is another request: refused, nothing spent.
      const other = await campaign([{ id: 'other' }]);
      const reused = await get(player, other.ids[0], key);
      expect(reused.statusCode).toBe(400);
      expect(await debits(player)).toBe(1);
    });

    it('refuses without an idempotency key, with a bad body, for an unknown coupon and signed out', async () => {
      const { ids } = await campaign([{ id: 'bad' }]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      expect((await get(player, ids[0], null)).statusCode).toBe(400);
      expect((await get(player, 42)).statusCode).toBe(400);
      expect((await get(player, 'Not An Id!')).statusCode).toBe(400);
      const unknown = await get(player, 'no-such-coupon');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status_code: 404 });
      expect((await get(undefined, ids[0])).statusCode).toBe(401);
      expect(await balance(player)).toBe(1000);
    });

    it('refuses with 402 without enough points, and debits nothing', async () => {
      const { campaignId, ids } = await campaign([{ id: 'dear', cost: 500 }]);
      const player = await createPlayer(db(), ledger, { points: 499 });
      expect((await couponOf(campaignId, ids[0]!, player)).state).toBe('not_enough_points');
      const response = await get(player, ids[0]);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ status_code: 402 });
      expect(await balance(player)).toBe(499);
      expect((await couponOf(campaignId, ids[0]!)).issued_count).toBe(0);
    });

    it('stops at the holding limit, then shows the coupon used once it is used', async () => {
      const { campaignId, ids } = await campaign([{ id: 'hold', cost: 100, holdingLimit: 1 }]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const got = (await get(player, ids[0])).json();
      const refused = await get(player, ids[0]);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ status_code: 4049, reason: 'holding_limit_reached' });
      expect(await balance(player)).toBe(900);
      expect(await couponOf(campaignId, ids[0]!, player)).toMatchObject({
        state: 'obtained',
        get_state: 'holding_limit_reached',
      });
      expect((await use(player, got.data.coupon_id)).statusCode).toBe(200);
      expect(await couponOf(campaignId, ids[0]!, player)).toMatchObject({
        state: 'used',
        held_count: 1,
        unused_coupon_ids: [],
      });
    });

    it('stops at the issue limit for everyone', async () => {
      const { campaignId, ids } = await campaign([{ id: 'few', issueLimit: 2, codes: 5 }]);
      const players = await Promise.all(
        [1, 2, 3].map(() => createPlayer(db(), ledger, { points: 1000 })),
      );
      expect((await get(players[0], ids[0])).statusCode).toBe(200);
      expect((await get(players[1], ids[0])).statusCode).toBe(200);
      const third = await get(players[2], ids[0]);
      expect(third.json()).toEqual({ status_code: 4049, reason: 'issue_limit_reached' });
      expect(await balance(players[2]!)).toBe(1000);
      expect(await couponOf(campaignId, ids[0]!, players[2])).toMatchObject({
        state: 'limit_reached',
        issued_count: 2,
      });
    });

    it('refuses once the pool runs out before the issue limit, debiting nothing', async () => {
      const { campaignId, ids } = await campaign([{ id: 'short', issueLimit: 10, codes: 1 }]);
      const [first, second] = await Promise.all(
        [1, 2].map(() => createPlayer(db(), ledger, { points: 1000 })),
      );
      expect((await get(first, ids[0])).statusCode).toBe(200);
      const refused = await get(second, ids[0]);
      expect(refused.json()).toEqual({ status_code: 4049, reason: 'coupon_get_failed' });
      expect(await balance(second!)).toBe(1000);
      expect(await debits(second!)).toBe(0);
      expect((await couponOf(campaignId, ids[0]!, second)).state).toBe('limit_reached');
    });

    it('refuses outside the validity and once no longer issued', async () => {
      const { ids } = await campaign([
        { id: 'later', from: 1 },
        { id: 'past', from: -9, to: -2 },
        { id: 'halted', issuing: false },
      ]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      for (const id of ids) {
        const response = await get(player, id);
        expect(response.json()).toEqual({ status_code: 4049, reason: 'not_issued' });
      }
      expect(await balance(player)).toBe(1000);
    });

    it('raises the issue limit by releasing withheld codes', async () => {
      const { campaignId, ids } = await campaign([{ id: 'raise', issueLimit: 1, codes: 3 }]);
      const [a, b] = await Promise.all(
        [1, 2].map(() => createPlayer(db(), ledger, { points: 1000 })),
      );
      expect((await get(a, ids[0])).statusCode).toBe(200);
      expect((await get(b, ids[0])).json()).toMatchObject({ reason: 'issue_limit_reached' });
      await db().transaction((tx) =>
        saveCoupon(tx, {
          id: ids[0]!,
          campaignId,
          cost: 100,
          validFrom: new Date(START - DAY_MS),
          validTo: new Date(START + 30 * DAY_MS),
          issueLimit: 3,
          holdingLimit: 1,
          image: '/content/coupons/raise.svg',
          texts: { en: { name: 'Raised', terms: '', notes: '' } },
        }),
      );
      expect((await get(b, ids[0])).statusCode).toBe(200);
      expect((await couponOf(campaignId, ids[0]!)).issued_count).toBe(2);
    });
  });

  describe('using a coupon', () => {
    const obtained = async (options: TestCoupon = { id: 'use' }) => {
      const { campaignId, ids } = await campaign([options]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const got = (await get(player, ids[0])).json();
      return { campaignId, couponId: ids[0]!, player, id: got.data.coupon_id as string };
    };

    it('answers the code once; a replay repeats it; another key is refused; no list shows it', async () => {
      const { player, id, couponId } = await obtained();
      const key = randomUUID();
      const first = await use(player, id, key);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const data = first.json().data;
      expect(data).toMatchObject({ coupon_id: id, coupon_measure_item_id: couponId });
      expect(data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const { rows } = await db().query<{ value: string }>(
        `SELECT s.value FROM player_coupons p JOIN stock_units s ON s.id = p.unit_id WHERE p.id = $1`,
        [id],
      );
      expect(data.code).toBe(rows[0]!.value);

      expect((await use(player, id, key)).body).toBe(first.body);
      const again = await use(player, id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ status_code: 4049, reason: 'already_used' });

      const listed = await history(player);
      expect(listed.raw).not.toContain(data.code);
      expect(listed.data.coupons[0]).toMatchObject({
        id,
        status: 'used',
        used_at: now.toISOString(),
      });
    });

    it("treats another player's coupon as unknown and refuses a malformed id", async () => {
      const { id } = await obtained();
      const stranger = await createPlayer(db(), ledger, { points: 10 });
      const response = await use(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status_code: 404 });
      expect((await use(stranger, 'not-a-uuid')).statusCode).toBe(400);
      expect((await use(stranger, randomUUID())).statusCode).toBe(404);
    });

    it('refuses a coupon past its end, which the expiry step then marks expired', async () => {
      const { player, id, campaignId, couponId } = await obtained({ id: 'lapse', to: 2 });
      now = new Date(START + 3 * DAY_MS);
      const refused = await use(player, id);
      expect(refused.json()).toEqual({ status_code: 4049, reason: 'coupon_expired' });
      expect((await couponOf(campaignId, couponId, player)).state).toBe('expired');
      // Expired at its end in every read, before the step runs…
      const before = await history(player, '?filter=used');
      expect(before.data.coupons.find((coupon) => coupon.id === id)).toMatchObject({
        status: 'expired',
        expired_at: new Date(START + 2 * DAY_MS).toISOString(),
      });
      // …and in the table once it has.
      expect(await expireCoupons(db(), now)).toBeGreaterThanOrEqual(1);
      const { rows } = await db().query<{ status: string; expired_at: Date }>(
        'SELECT status, expired_at FROM player_coupons WHERE id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ status: 'expired', expired_at: new Date(START + 2 * DAY_MS) });
      expect(await expireCoupons(db(), now)).toBe(0);
    });
  });

  describe('history', () => {
    it('lists the unused and the used coupons apart, newest first, in pages', async () => {
      const { ids } = await campaign([{ id: 'many', cost: 10, holdingLimit: 5 }]);
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const got: string[] = [];
      for (let i = 0; i < 3; i++) {
        now = new Date(START + i * 60_000);
        got.push((await get(player, ids[0])).json().data.coupon_id);
      }
      await use(player, got[0]);
      const unused = await history(player, '?filter=unused&per_page=1&page=2');
      expect(unused.pagination).toEqual({ total: 2, page: 2, per_page: 1 });
      expect(unused.data.coupons.map((coupon) => coupon.id)).toEqual([got[1]]);
      const used = await history(player, '?filter=used');
      expect(used.data.coupons.map((coupon) => coupon.id)).toEqual([got[0]]);
      const all = await history(player);
      expect(all.data.coupons.map((coupon) => coupon.id)).toEqual([...got].reverse());
      const bad = await app.inject({
        url: '/api/v1/coupon-measure-items-history?filter=everything',
        headers: asPlayer(player),
      });
      expect(bad.statusCode).toBe(400);
      const signedOut = await app.inject({ url: '/api/v1/coupon-measure-items-history' });
      expect(signedOut.statusCode).toBe(401);
    });

    it('names the coupon a purchase got in the points history', async () => {
      const { campaignId, ids } = await campaign([{ id: 'named', cost: 40 }]);
      const player = await createPlayer(db(), ledger, { points: 100 });
      const got = (await get(player, ids[0])).json().data.coupon_id;
      const response = await app.inject({
        url: '/api/v1/point-history',
        headers: asPlayer(player),
      });
      const entries = PointHistoryResponse.parse(response.json()).data.history;
      expect(entries.find((entry) => entry.reason === 'coupon_purchase')?.subject).toEqual({
        type: 'coupon',
        id: got,
        name: `Coupon ${ids[0]}`,
        status: 'obtained',
        path: `/coupons/${campaignId}`,
      });
    });
  });

  describe('code pool', () => {
    it('imports a CSV file, reporting bad, repeated and known codes by line', async () => {
      const { campaignId, ids } = await campaign([{ id: 'csv', issueLimit: 3, codes: 0 }]);
      const csv = 'code\nAAA-111\n"BBB-222"\n\nbad code!\nAAA-111\nCCC-333,extra\nDDD-444\n';
      const codes = parseCodesCsv(csv);
      expect(codes.map((code) => code.line)).toEqual([2, 3, 5, 6, 7, 8]);
      const result = await importCouponCodes(db(), ids[0]!, codes);
      expect(result).toMatchObject({ read: 6, added: 4, stock: { total: 4, free: 3, issued: 0 } });
      expect(result.errors).toEqual([
        { line: 5, value: 'bad code!', problem: 'invalid' },
        { line: 6, value: 'AAA-111', problem: 'duplicate_in_file' },
      ]);
      const again = await importCouponCodes(db(), ids[0]!, parseCodesCsv('BBB-222\nEEE-555'));
      expect(again.errors).toEqual([{ line: 1, value: 'BBB-222', problem: 'already_in_pool' }]);
      expect(again.stock).toEqual({ total: 5, free: 3, issued: 0 });
      expect((await couponOf(campaignId, ids[0]!)).state).toBe('obtainable');
      await expect(importCouponCodes(db(), 'no-such-coupon', codes)).rejects.toThrow();
    });
  });
});
