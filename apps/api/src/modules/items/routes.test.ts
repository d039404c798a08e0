import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupItemsResponse, ItemResponse } from '@points/contracts';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { suiteApp } from '../../test/suite-app';
import { asPlayer } from '../../test/users';
import { createCatalogueCache } from './catalogue';

// Saturday 21 November 2026, 10:00 UTC.
const START = Date.parse('2026-11-21T10:00:00Z');

describeEachDatabase('item shop', ({ db }) => {
  let now = new Date(START);
  const clock = () => now;
  const simulator = createGameSimulator();

  beforeAll(async () => {
    await seedShop(db());
  });
  const app = suiteApp(db, () => ({
    clock,
    gateway: simulator,
    catalogue: createCatalogueCache(db(), 0),
  }));
  beforeEach(() => {
    now = new Date(START);
    simulator.options = {};
  });

  const catalogue = async (player?: Player, lang = 'en') => {
    const response = await app.inject({
      url: `/api/v1/group-item?lang=${lang}`,
      headers: asPlayer(player),
    });
    return GroupItemsResponse.parse(response.json()).data;
  };
  const itemsOf = async (player?: Player) =>
    new Map(
      (await catalogue(player)).groups
        .flatMap((group) => group.items)
        .map((item) => [item.id, item]),
    );
  const exchange = (
    player: Player | undefined,
    itemId: string,
    key: string | null = randomUUID(),
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/item-withdraw/${itemId}`,
      headers: { ...asPlayer(player), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const balance = (player: Player) => ledger.balance(db(), player.id, now);

  describe('catalogue', () => {
    it('lists the groups and items for a visitor, in the language asked for', async () => {
      const data = await catalogue(undefined, 'ja');
      expect(data.point).toBeNull();
      expect(data.groups.map((group) => group.id)).toEqual([
        'featured',
        'players',
        'boosts',
        'currency',
        'other-games',
      ]);
      const items = data.groups.flatMap((group) => group.items);
      expect(items.length).toBeGreaterThanOrEqual(12);
      const coins = items.find((item) => item.id === 'coins-100')!;
      expect(coins).toMatchObject({
        cost: 50,
        trade_point_type: 'points',
        platforms: ['mobile', 'steam'],
      });
      expect(coins.name).not.toBe('100 Match Coins');
      expect(items.find((item) => item.id === 'winter-cup-pack')!.state).toBe('cannot_exchange');
      expect(items.find((item) => item.id === 'scout-ticket')!).toMatchObject({
        state: 'exchangeable',
        remaining_count: null,
        exchange_limit: 1,
        reset: 'weekly',
        next_reset_at: '2026-11-23T00:00:00.000Z',
      });
      const types = new Set(items.map((item) => item.trade_point_type));
      expect(types).toEqual(new Set(['item', 'points']));
      expect(Math.min(...items.map((item) => item.cost))).toBe(50);
      expect(Math.max(...items.map((item) => item.cost))).toBe(3000);
    });

    it('serves visitors one answer per language until a reset passes, then the next', async () => {
      const first = await app.inject({ url: '/api/v1/group-item?lang=en' });
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['x-request-id']).toBeTruthy();
      const scout = (body: string) =>
        GroupItemsResponse.parse(JSON.parse(body))
          .data.groups.flatMap((group) => group.items)
          .find((item) => item.id === 'scout-ticket')!;
      expect(scout(first.body).next_reset_at).toBe('2026-11-23T00:00:00.000Z');
      expect((await app.inject({ url: '/api/v1/group-item?lang=en' })).body).toBe(first.body);
      expect(scout((await app.inject({ url: '/api/v1/group-item?lang=fr' })).body).name).not.toBe(
        scout(first.body).name,
      );
      // Monday's weekly reset has passed: the next one is a week later.
      now = new Date('2026-11-23T00:00:01Z');
      const after = await app.inject({ url: '/api/v1/group-item?lang=en' });
      expect(scout(after.body).next_reset_at).toBe('2026-11-30T00:00:00.000Z');
    });

    it('shows a player the variant for their game, their remaining count and every state', async () => {
      const steam = await createPlayer(db(), ledger, { points: 1000 });
      const items = await itemsOf(steam);
      expect(items.get('golden-ball')).toMatchObject({ platform: 'steam', state: 'exchangeable' });
      // Linked, but on a platform the item is not made for: not "link your app".
      expect(items.get('night-stadium')).toMatchObject({
        platform: null,
        state: 'cannot_exchange',
        unavailable_reason: 'wrong_platform',
      });
      expect(items.get('legends-pack')!.state).toBe('not_enough_points');
      expect(items.get('training-boost')).toMatchObject({ remaining_count: 3, exchange_limit: 3 });
      expect(items.get('coins-100')!.remaining_count).toBeNull();
      expect(items.get('winter-cup-pack')!.state).toBe('cannot_exchange');

      const mobile = await createPlayer(db(), ledger, {
        apps: [{ content_id: 'efm', platform: 'ios' }],
        points: 5000,
      });
      expect((await itemsOf(mobile)).get('night-stadium')).toMatchObject({
        platform: 'mobile',
        state: 'exchangeable',
      });
      const unlinked = await createPlayer(db(), ledger, { apps: [], points: 5000 });
      expect((await itemsOf(unlinked)).get('night-stadium')).toMatchObject({
        state: 'app_not_linked',
        unavailable_reason: null,
      });
    });

    it("joins each item's shared part to the viewer's own, as the item's page shows it", async () => {
      const steam = await createPlayer(db(), ledger, { points: 1000 });
      for (const viewer of [steam, undefined]) {
        const listed = await itemsOf(viewer);
        expect(listed.size).toBeGreaterThan(5);
        for (const [id, item] of listed) {
          const response = await app.inject({
            url: `/api/v1/item/${id}?lang=en`,
            headers: asPlayer(viewer),
          });
          const shown = ItemResponse.parse(response.json()).data.item;
          expect({ ...item, details: shown.details }).toEqual(shown);
        }
      }
    });

    it('answers one item with its longer text, and 404 for an unknown one', async () => {
      const response = await app.inject({ url: '/api/v1/item/scout-ticket?lang=en' });
      const data = ItemResponse.parse(response.json()).data;
      expect(data.item.details).toContain('Gold Scout Ticket');
      expect((await app.inject({ url: '/api/v1/item/no-such-item' })).json()).toEqual({
        status_code: 404,
      });
      expect((await app.inject({ url: '/api/v1/item/BAD_ID' })).json()).toEqual({
        status_code: 400,
      });
    });

    it('shows an item barred in the account’s or the game’s country as such, and refuses it with 4042 or 4043', async () => {
      const jp = await createPlayer(db(), ledger, {
        country: 'jp',
        apps: [{ content_id: 'efm', platform: 'ios' }],
        points: 5000,
      });
      const barredForJp = { state: 'cannot_exchange', unavailable_reason: 'account_country' };
      expect((await itemsOf(jp)).get('retro-kit')).toMatchObject(barredForJp);
      const jpItem = await app.inject({ url: '/api/v1/item/retro-kit', headers: asPlayer(jp) });
      expect(jpItem.statusCode).toBe(200);
      expect(ItemResponse.parse(jpItem.json()).data.item).toMatchObject(barredForJp);
      expect((await exchange(jp, 'retro-kit')).json()).toEqual({ status_code: 4042 });

      // The game's country is the platform's to say (the simulator reads it from the id: HK-…).
      const hk = await createPlayer(db(), ledger, {
        country: 'hk',
        apps: [{ content_id: 'efm', platform: 'android' }],
        points: 5000,
      });
      const barredForHk = { state: 'cannot_exchange', unavailable_reason: 'game_country' };
      expect((await itemsOf(hk)).get('night-stadium')).toMatchObject(barredForHk);
      const hkItem = await app.inject({ url: '/api/v1/item/night-stadium', headers: asPlayer(hk) });
      expect(hkItem.statusCode).toBe(200);
      expect(ItemResponse.parse(hkItem.json()).data.item).toMatchObject(barredForHk);
      expect((await exchange(hk, 'night-stadium')).json()).toEqual({ status_code: 4043 });
      expect(await balance(hk)).toBe(5000);
      // Elsewhere the same item is on offer.
      expect((await itemsOf(jp)).get('night-stadium')).toMatchObject({
        state: 'exchangeable',
        unavailable_reason: null,
      });
    });

    it('still shows the catalogue when the platform cannot say, without the game’s bars', async () => {
      const player = await createPlayer(db(), ledger, {
        country: 'hk',
        apps: [{ content_id: 'efm', platform: 'android' }],
        points: 5000,
      });
      const accountStatus = simulator.accountStatus;
      simulator.accountStatus = async () => {
        throw new Error('platform down');
      };
      try {
        const items = await itemsOf(player);
        expect(items.get('night-stadium')!.state).toBe('exchangeable');
        expect(items.get('coins-100')!.state).toBe('exchangeable');
      } finally {
        simulator.accountStatus = accountStatus;
      }
    });
  });

  describe('exchange', () => {
    it('debits the points, queues the delivery and answers the new balance', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const response = await exchange(player, 'training-boost', 'order-1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        status_code: 200,
        data: { exchange_id: expect.any(String), status: 'queued', point: 850 },
      });
      const { rows } = await db().query<{
        status: string;
        sku: string;
        platform: string;
        outbox: number;
      }>(
        `SELECT x.status, x.sku, x.platform,
                (SELECT count(*)::int FROM jobs j
                  WHERE j.reference = 'exchange:' || x.id AND j.status = 'pending') AS outbox
           FROM item_exchanges x WHERE x.id = $1`,
        [body.data.exchange_id],
      );
      expect(rows).toEqual([
        { status: 'queued', sku: 'efs.training-boost', platform: 'steam', outbox: 1 },
      ]);
      const entry = await db().query<{ amount: number; reference: string }>(
        `SELECT amount, reference FROM point_entries WHERE user_id = $1 AND kind = 'debit'`,
        [player.id],
      );
      expect(entry.rows).toEqual([
        { amount: -150, reference: `exchange:${body.data.exchange_id}` },
      ]);

      // The same key again: the first answer, nothing moved.
      const replay = await exchange(player, 'training-boost', 'order-1');
      expect(replay.body).toBe(response.body);
      expect(await balance(player)).toBe(850);
    });

    it('refuses in the order of the catalogue codes, each changing nothing', async () => {
      const player = await createPlayer(db(), ledger, { points: 100 });
      expect((await exchange(undefined, 'coins-100')).json()).toEqual({ status_code: 401 });
      expect((await exchange(player, 'coins-100', null)).json()).toEqual({ status_code: 400 });
      expect((await exchange(player, 'no-such-item')).json()).toEqual({ status_code: 404 });

      const unlinked = await createPlayer(db(), ledger, { apps: [], points: 1000 });
      expect((await exchange(unlinked, 'coins-100')).json()).toEqual({ status_code: 4041 });
      expect((await exchange(player, 'night-stadium')).json()).toEqual({
        status_code: 4049,
        reason: 'wrong_platform',
      });

      const noConsent = await createPlayer(db(), ledger, { points: 1000, consent: false });
      expect((await exchange(noConsent, 'coins-100')).json()).toEqual({ status_code: 4011 });

      // A deleted game account: 4044 with SPEC.md §8's own message (its data is gone).
      simulator.options = { deletedAccounts: [player.gameUserId!] };
      expect((await exchange(player, 'coins-100')).json()).toEqual({
        status_code: 4044,
        reason: 'game_account_deleted',
      });
      simulator.options = { maintenance: ['efs'] };
      expect((await exchange(player, 'coins-100')).json()).toEqual({ status_code: 4045 });
      simulator.options = {};

      expect((await exchange(player, 'winter-cup-pack')).json()).toEqual({
        status_code: 4049,
        reason: 'period_ended',
      });
      now = new Date('2025-12-31T23:00:00Z');
      expect((await exchange(player, 'winter-cup-pack')).json()).toEqual({
        status_code: 4049,
        reason: 'period_not_started',
      });
      now = new Date(START);
      expect((await exchange(player, 'scout-ticket')).json()).toEqual({ status_code: 402 });
      expect(await balance(player)).toBe(100);
      const { rows } = await db().query('SELECT 1 FROM item_exchanges WHERE user_id = $1', [
        player.id,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('answers 503 while the game platform fails, keeps nothing, and takes the same key once it is back', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const accountStatus = simulator.accountStatus;
      simulator.accountStatus = async () => {
        throw new Error('connection refused');
      };
      try {
        const refused = await exchange(player, 'coins-100', 'while-down');
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ status_code: 503 });
      } finally {
        simulator.accountStatus = accountStatus;
      }
      expect(await balance(player)).toBe(1000);
      const again = await exchange(player, 'coins-100', 'while-down');
      expect(again.statusCode).toBe(200);
      expect(await balance(player)).toBe(950);
    });

    it('holds the limit per period and opens it again when the period turns over', async () => {
      const player = await createPlayer(db(), ledger, { points: 5000 });
      for (let i = 0; i < 3; i++)
        expect((await exchange(player, 'training-boost')).statusCode).toBe(200);
      const fourth = await exchange(player, 'training-boost');
      expect(fourth.json()).toEqual({ status_code: 4049, reason: 'limit_reached' });
      expect((await itemsOf(player)).get('training-boost')).toMatchObject({
        state: 'limit_reached',
        remaining_count: 0,
        next_reset_at: '2026-11-22T00:00:00.000Z',
      });
      now = new Date('2026-11-22T00:00:00Z');
      expect((await itemsOf(player)).get('training-boost')!.remaining_count).toBe(3);
      expect((await exchange(player, 'training-boost')).statusCode).toBe(200);

      expect((await exchange(player, 'scout-ticket')).statusCode).toBe(200);
      expect((await itemsOf(player)).get('scout-ticket')!.state).toBe('exchanged');
    });
  });

  describe('delivery', () => {
    const drain = () => app.jobs.runDue();
    // The exchange, and its delivery job: attempts made, and whether it is still waiting.
    const exchangeRow = async (id: string) =>
      (
        await db().query<{ status: string; attempts: number; outbox: number }>(
          `SELECT x.status, j.attempts, (j.status = 'pending')::int AS outbox
             FROM item_exchanges x JOIN jobs j ON j.reference = 'exchange:' || x.id
            WHERE x.id = $1`,
          [id],
        )
      ).rows[0]!;

    it('delivers to the game inbox once and marks the exchange delivered', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const { exchange_id: id } = (await exchange(player, 'coins-100')).json().data;
      const run = await drain();
      expect(run.done).toBeGreaterThanOrEqual(1);
      expect(await exchangeRow(id)).toEqual({ status: 'delivered', attempts: 1, outbox: 0 });
      expect(simulator.inbox.get(id)).toMatchObject({
        gameUserId: player.gameUserId,
        sku: 'efs.coins-100',
      });

      const history = await app.inject({
        url: '/api/v1/point-history?lang=en',
        headers: asPlayer(player),
      });
      expect(history.json().data.history[0]).toMatchObject({
        reason: 'item_exchange',
        amount: -50,
        subject: {
          type: 'exchange',
          id,
          name: '100 Match Coins',
          status: 'delivered',
          path: '/items/coins-100',
        },
      });
    });

    it('retries a temporary failure with backoff, then delivers', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const { exchange_id: id } = (await exchange(player, 'coins-100')).json().data;
      simulator.options = { failureRate: 1 };
      await drain();
      expect(await exchangeRow(id)).toEqual({ status: 'queued', attempts: 1, outbox: 1 });
      // Not due again at once: the retry waits.
      expect((await drain()).claimed).toBe(0);
      simulator.options = {};
      now = new Date(START + 5000);
      await drain();
      expect(await exchangeRow(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('refunds a delivery the platform refuses for good', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const { exchange_id: id } = (await exchange(player, 'coins-100')).json().data;
      simulator.options = { permanentFailureRate: 1 };
      await drain();
      expect(await exchangeRow(id)).toMatchObject({ status: 'refunded', outbox: 0 });
      expect(await balance(player)).toBe(1000);
      expect(simulator.inbox.has(id)).toBe(false);
      const history = await app.inject({ url: '/api/v1/point-history', headers: asPlayer(player) });
      expect(history.json().data.history[0]).toMatchObject({
        kind: 'refund',
        reason: 'exchange_refund',
        amount: 50,
        subject: { type: 'exchange', id, status: 'refunded' },
      });
      // A refunded exchange does not count against the limit.
      expect((await itemsOf(player)).get('coins-100')!.state).toBe('exchangeable');
    });

    it('gives up after the last attempt and refunds, unless the platform did deliver', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const { exchange_id: id } = (await exchange(player, 'coins-100')).json().data;
      simulator.options = { failureRate: 1 };
      for (let attempt = 0; attempt < 8; attempt++) {
        now = new Date(START + attempt * 10 * 60_000);
        await drain();
      }
      expect(await exchangeRow(id)).toMatchObject({ status: 'refunded', attempts: 8 });
      expect(await balance(player)).toBe(1000);
    });

    it('survives a worker dying mid-delivery: the lease runs out and the item arrives once', async () => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const { exchange_id: id } = (await exchange(player, 'stamina-drink')).json().data;
      // A runner delivered, then died before recording it: the job is still leased.
      await db().query(`UPDATE jobs SET leased_until = $2, attempts = 1 WHERE reference = $1`, [
        `exchange:${id}`,
        new Date(START + 30_000),
      ]);
      await simulator.deliver({
        deliveryId: id,
        contentId: 'efs',
        gameUserId: player.gameUserId!,
        sku: 'efs.stamina-drink',
        platform: 'steam',
      });
      expect((await drain()).claimed).toBe(0);
      now = new Date(START + 31_000);
      await drain();
      expect(await exchangeRow(id)).toMatchObject({ status: 'delivered', outbox: 0 });
      expect(
        simulator.received.filter((record) => record.deliveryId === id).map((r) => r.outcome),
      ).toEqual(['delivered', 'duplicate']);
    });
  });
});
