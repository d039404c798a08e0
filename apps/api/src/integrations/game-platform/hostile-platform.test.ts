import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  CampaignMeasureResponse,
  CampaignMeasuresResponse,
  ConnectAppResponse,
  GroupItemsResponse,
  LotteryItemResponse,
} from '@points/contracts';
import { createCampaignCatalogueStore } from '../../modules/campaigns/campaign-catalogue';
import { createCatalogueCache } from '../../modules/items/catalogue';
import { createLotteryCatalogueStore } from '../../modules/lottery/lottery-catalogue';
import { saveTestCampaign } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/databases';
import {
  badAnswersFor,
  ERROR_OBJECT,
  PLATFORM_CALLS,
  startHostilePlatform,
  type BadAnswer,
  type HostilePlatform,
} from '../../test/hostile-platform';
import { ledgerTotals, testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { buildTestApp } from '../../test/test-app';
import { createHttpGateway } from './http-gateway';
import type { PlatformFailureReport } from './platform-failure';
import { createGameSimulator } from './simulator';

// Monday 23 November 2026, 10:00 UTC.
const START = Date.parse('2026-11-23T10:00:00Z');
const TEN_MINUTES = 10 * 60_000;
const EFM = { content_id: 'efm', platform: 'ios' } as const;

/**
 * The game platform answering badly, through the real API: a platform over HTTP that answers one
 * call at a time with missing fields, wrong types, strings for numbers, HTML, an empty body, a
 * 200 carrying an error object, a redirect, a 50 MB body, or nothing at all. Nothing is credited
 * or debited, nothing is delivered twice, our API never fails (the player is told the platform
 * is unavailable: the 503 envelope, as for a timeout), and a delivery ends delivered or refunded
 * as the platform's clear answers say.
 */
describeEachDatabase('a game platform that answers badly', ({ db }) => {
  let app: FastifyInstance;
  let platform: HostilePlatform;
  let now = new Date(START);
  let reports: PlatformFailureReport[] = [];
  const simulator = createGameSimulator();
  let goal: string;
  let barred: string;

  beforeAll(async () => {
    platform = await startHostilePlatform(simulator);
    await seedShop(db());
    goal = await saveTestCampaign(db(), now, {
      kind: 'goal',
      repeat: 'weekly',
      linked_rule: 'one',
      linked_games: ['efootball'],
      goal: { metric: 'matches_played', target: 10 },
      reward_points: 150,
    });
    barred = await saveTestCampaign(db(), now, { barred_game_countries: ['jp'] });
    app = await buildTestApp({
      db: db(),
      env: { DELIVERY_MAX_ATTEMPTS: '2', DELIVERY_BACKOFF_MS: '1000' },
      extra: {
        ledger,
        clock: () => now,
        gateway: createHttpGateway(platform.url, {
          timeoutMs: 250,
          log: (report) => reports.push(report),
        }),
        catalogue: createCatalogueCache(db(), 0),
        campaigns: createCampaignCatalogueStore(db(), { refreshMs: 0 }),
        lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });
  beforeEach(() => {
    now = new Date(START);
    reports = [];
    simulator.options = {};
    for (const call of PLATFORM_CALLS) platform.sabotage(call, null);
  });

  const auth = (player: Player) => ({ authorization: `Bearer ${player.token}` });
  /** Every answer of our API is the envelope, and never a failure of ours. */
  const envelope = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).not.toBe(500);
    expect(response.json()).toHaveProperty('status_code');
    return response;
  };
  const get = async (player: Player, url: string) =>
    envelope(await app.inject({ url, headers: auth(player) }));
  const post = async (player: Player, url: string, payload: unknown = {}) =>
    envelope(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...auth(player), 'idempotency-key': randomUUID() },
        payload: payload as Record<string, unknown>,
      }),
    );
  /** The 503 envelope a platform timeout answers too: "unavailable, try later". */
  const expectUnavailable = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ status_code: 503 });
  };
  const totals = async (player: Player) => (await ledgerTotals(db(), [player.id])).get(player.id)!;
  const balance = (player: Player) => ledger.balance(db(), player.id, now);
  const exchangeOf = async (id: string) =>
    (await db().query<{ status: string }>('SELECT status FROM item_exchanges WHERE id = $1', [id]))
      .rows[0]?.status;
  /** Runs the delivery's two attempts (the second is the last), ten minutes apart. */
  const runDeliveryAttempts = async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      now = new Date(START + attempt * TEN_MINUTES);
      await app.jobs.runDue();
    }
  };
  const names = (bads: BadAnswer[]) => bads.map((bad) => [bad.name, bad] as const);

  for (const call of ['accountStatus', 'inMaintenance'] as const) {
    it.each(names(badAnswersFor(call)))(
      `${call} answering %s: an exchange moves nothing and the pages still answer`,
      async (_name, bad) => {
        const player = await createPlayer(db(), ledger, { points: 1000 });
        platform.sabotage(call, bad);
        const before = await totals(player);
        const received = platform.received.deliver;

        expectUnavailable(await post(player, '/api/v1/item-withdraw/coins-100'));
        expect(await totals(player)).toEqual(before);
        const { rows } = await db().query('SELECT 1 FROM item_exchanges WHERE user_id = $1', [
          player.id,
        ]);
        expect(rows).toHaveLength(0);
        expect(platform.received.deliver).toBe(received);
        expect(reports.filter((report) => report.call === call).length).toBeGreaterThan(0);

        // Pages that only show what the platform says answer without it.
        GroupItemsResponse.parse((await get(player, '/api/v1/group-item')).json());
        const connect = ConnectAppResponse.parse(
          (await get(player, '/api/v1/get-connect-app?page=1&per_page=10')).json(),
        );
        if (call === 'accountStatus') expect(connect.data.flag_same_country).toBe(0);
      },
    );
  }

  it.each(names(badAnswersFor('accountStatus')))(
    'accountStatus answering %s: a claim that bars game countries credits nothing',
    async (_name, bad) => {
      const player = await createPlayer(db(), ledger, { points: 0 });
      platform.sabotage('accountStatus', bad);
      expectUnavailable(
        await post(player, '/api/v1/campaign-measure-check', { campaign_measure_id: barred }),
      );
      expect(await balance(player)).toBe(0);
    },
  );

  it.each(names(badAnswersFor('goalProgress')))(
    'goalProgress answering %s: a goal pays nothing and its pages show no progress',
    async (_name, bad) => {
      const player = await createPlayer(db(), ledger, { points: 0, apps: [EFM] });
      platform.sabotage('goalProgress', bad);

      expectUnavailable(
        await post(player, '/api/v1/campaign-measure-check', { campaign_measure_id: goal }),
      );
      expect(await balance(player)).toBe(0);
      const { rows } = await db().query('SELECT 1 FROM point_grants WHERE user_id = $1', [
        player.id,
      ]);
      expect(rows).toHaveLength(0);

      const detail = CampaignMeasureResponse.parse(
        (await get(player, `/api/v1/campaign-measure/${goal}?lang=en`)).json(),
      ).data.campaign;
      expect(detail).toMatchObject({ state: 'in_progress', progress: null });
      const list = CampaignMeasuresResponse.parse(
        (await get(player, '/api/v1/campaign-measure?lang=en')).json(),
      ).data.campaigns;
      expect(list.find((campaign) => campaign.id === goal)).toMatchObject({ progress: null });
    },
  );

  it('pays a goal once the platform answers clearly again', async () => {
    const player = await createPlayer(db(), ledger, { points: 0, apps: [EFM] });
    simulator.setProgress(player.gameUserId!, 'matches_played', 10);
    const claimed = await post(player, '/api/v1/campaign-measure-check', {
      campaign_measure_id: goal,
    });
    expect(claimed.statusCode).toBe(200);
    expect(await balance(player)).toBe(150);
  });

  it.each(names(badAnswersFor('deliver')))(
    'deliver answering %s without delivering: retried, then refunded once the platform says it never arrived',
    async (_name, bad) => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const exchanged = await post(player, '/api/v1/item-withdraw/coins-100');
      expect(exchanged.statusCode).toBe(200);
      const id = exchanged.json().data.exchange_id as string;
      platform.sabotage('deliver', bad);

      await runDeliveryAttempts();
      expect(await exchangeOf(id)).toBe('refunded');
      expect(await balance(player)).toBe(1000);
      expect(simulator.inbox.has(id)).toBe(false);
      const ledgerOf = await totals(player);
      expect(ledgerOf.balance).toBe(ledgerOf.entries_sum);
    },
  );

  it.each(names(badAnswersFor('deliver')))(
    'deliver answering %s after delivering: the item is in the inbox once and nothing is refunded',
    async (_name, bad) => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const id = (await post(player, '/api/v1/item-withdraw/coins-100')).json().data
        .exchange_id as string;
      platform.sabotage('deliver', bad, { deliverFirst: true });

      await runDeliveryAttempts();
      expect(await exchangeOf(id)).toBe('delivered');
      expect(await balance(player)).toBe(950);
      expect(
        simulator.received.filter((record) => record.deliveryId === id).map((r) => r.outcome),
      ).toEqual(['delivered', 'duplicate']);
    },
  );

  it.each(names(badAnswersFor('wasDelivered')))(
    'wasDelivered answering %s: a failed delivery is neither refunded nor closed until it answers clearly',
    async (_name, bad) => {
      const player = await createPlayer(db(), ledger, { points: 1000 });
      const id = (await post(player, '/api/v1/item-withdraw/coins-100')).json().data
        .exchange_id as string;
      simulator.options = { failureRate: 1 };
      platform.sabotage('wasDelivered', bad);

      await runDeliveryAttempts();
      now = new Date(START + 3 * TEN_MINUTES);
      await app.jobs.runDue();
      expect(await exchangeOf(id)).toBe('queued');
      expect(await balance(player)).toBe(950);

      // Clear again: "never arrived", so the exchange is refunded, once.
      platform.sabotage('wasDelivered', null);
      now = new Date(START + 6 * TEN_MINUTES);
      await app.jobs.runDue();
      expect(await exchangeOf(id)).toBe('refunded');
      expect(await balance(player)).toBe(1000);
      expect(simulator.inbox.has(id)).toBe(false);
    },
  );

  it('marks an in-game prize failed, never delivered, when its deliveries answer badly', async () => {
    const lotteryId = `hostile-${randomUUID().slice(0, 8)}`;
    await seedLotteries(db(), now, `camp-${lotteryId}`, [
      { id: lotteryId, prizes: [{ delivery: 'in_game', game: 'efs', game_item: 'coins-100' }] },
    ]);
    const player = await createPlayer(db(), ledger, { points: 500 });
    const entered = await post(player, `/api/v1/campaign-lottery-item/${lotteryId}`, { count: 1 });
    expect(entered.statusCode).toBe(200);
    platform.sabotage('deliver', {
      name: 'error object',
      answer: () => ({ status: 200, body: JSON.stringify(ERROR_OBJECT) }),
    });
    // The draw (26 h on), then the prize's two delivery attempts.
    for (const minutes of [0, 10, 20]) {
      now = new Date(START + 26 * 3_600_000 + minutes * 60_000);
      await app.jobs.runDue();
    }
    const seen = LotteryItemResponse.parse(
      (await get(player, `/api/v1/campaign-lottery-item/${lotteryId}?lang=en`)).json(),
    ).data;
    expect(seen.won).toMatchObject({ status: 'delivery_failed' });
    expect(simulator.inbox.has(`lottery-${lotteryId}-0`)).toBe(false);
  });
});
