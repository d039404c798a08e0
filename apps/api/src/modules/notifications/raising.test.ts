import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { NotificationsResponse } from '@points/contracts';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { run } from '../../db/statement';
import { describeEachDatabase } from '../../test/databases';
import { seedCoupons } from '../../test/coupons';
import { seedFestival } from '../../test/festival';
import { testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { createPlayer, seedShop, type Player } from '../../test/shop';
import { suiteApp } from '../../test/suite-app';
import { asPlayer, createTestUser, type TestUser } from '../../test/users';
import { createFestivalCatalogueStore } from '../festival/festival-catalogue';
import { createLotteryCatalogueStore } from '../lottery/lottery-catalogue';
import { lotteryDrawHandler } from '../lottery/draw-job';
import { raiseExpiryNotices } from './expiry-notices';
import {
  raiseFestivalDrawResults,
  raiseInChunks,
  raiseLotteryResults,
} from './raise-notifications';

// Sunday 1 March 2026, 10:00 UTC.
const START = Date.parse('2026-03-01T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Stored {
  user_id: string;
  kind: string;
  event_key: string;
  params: Record<string, unknown>;
  link: string;
  visible_from: Date;
}

describeEachDatabase('raising notifications, once per player and event', ({ db }) => {
  let now = new Date(START);
  const simulator = createGameSimulator();
  const app = suiteApp(db, () => ({
    clock: () => now,
    gateway: simulator,
    lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
    festivals: createFestivalCatalogueStore(db(), { refreshMs: 0 }),
  }));
  beforeEach(() => {
    now = new Date(START);
    simulator.options = {};
  });

  const at = (ms: number) => {
    now = new Date(START + ms);
  };
  const drain = async () => {
    while ((await app.jobs.runDue()).claimed > 0) {
      /* until nothing is due */
    }
  };
  const stored = async (users: Array<{ id: string }>, kind?: string) =>
    (
      await db().query<Stored>(
        `SELECT user_id, kind, event_key, params, link, visible_from FROM notifications
          WHERE user_id = ANY($1::uuid[]) AND ($2::text IS NULL OR kind = $2)
          ORDER BY kind, event_key, user_id`,
        [users.map((user) => user.id), kind ?? null],
      )
    ).rows;
  const list = async (user: TestUser) =>
    NotificationsResponse.parse(
      (await app.inject({ url: '/api/v1/notifications?lang=en', headers: asPlayer(user) })).json(),
    ).data;
  const credit = (user: TestUser, amount: number, expiresIn: number) =>
    db().transaction((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        amount,
        reason: 'login_bonus',
        now,
        expiresAt: new Date(now.getTime() + expiresIn),
      }),
    );

  it('tells every entrant a lottery result once, won or not, from the announcement on', async () => {
    await seedLotteries(db(), now, 'notice-draws', [{ id: 'grand', pointsPerEntry: 10 }]);
    const players = await Promise.all(
      [1, 2, 3].map(() => createPlayer(db(), ledger, { points: 100 })),
    );
    const [alice, bob] = players as [Player, Player, Player];
    for (const [player, count] of [
      [alice, 2],
      [bob, 1],
      [alice, 1],
    ] as const) {
      const entered = await app.inject({
        method: 'POST',
        url: '/api/v1/campaign-lottery-item/grand',
        headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
        payload: { count },
      });
      expect(entered.json()).toMatchObject({ status_code: 200 });
    }
    // Drawn at the selection time (25 h), announced at 26 h.
    at(25 * HOUR + 60_000);
    await drain();
    const raised = await stored(players, 'lottery_result');
    expect(raised).toHaveLength(2);
    const { rows: winners } = await db().query<{ user_id: string }>(
      `SELECT user_id FROM lottery_winners WHERE lottery_id = 'grand'`,
    );
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.user_id;
    for (const notice of raised) {
      const won = notice.user_id === winner;
      expect(notice).toMatchObject({
        event_key: 'grand',
        params: { lottery_id: 'grand', won, delivery: won ? 'shipped' : null },
        link: won ? '/campaign-lotto-infocheck?lottery=grand' : '/campaign-lotto-detail/grand',
        visible_from: new Date(START + 26 * HOUR),
      });
    }
    // Not before the announcement: neither listed nor counted.
    expect(await list(alice)).toMatchObject({ notifications: [], unread: 0, total: 0 });

    // The draw again (its job, and the draw itself) and the notice again: nothing more.
    await drain();
    await db().transaction((tx) =>
      lotteryDrawHandler().run(
        {
          id: 'x',
          kind: 'lottery-draw',
          reference: null,
          payload: { lottery_id: 'grand' },
          attempts: 1,
          runAt: now,
        },
        { now, finalAttempt: false, tx },
      ),
    );
    await run(db(), raiseLotteryResults({ id: 'grand', resultFrom: now }, [alice.id, bob.id], now));
    expect(await stored(players, 'lottery_result')).toEqual(raised);

    at(26 * HOUR);
    for (const player of [alice, bob]) {
      const seen = await list(player);
      expect(seen.unread).toBe(1);
      expect(seen.notifications[0]!.title).toBe(
        player.id === winner ? 'You won a lottery prize!' : 'Lottery result',
      );
      expect(seen.notifications[0]!.body).toContain('“Lottery grand”');
    }
    // The third player entered nothing and is told nothing.
    expect(await list(players[2]!)).toMatchObject({ notifications: [], unread: 0 });
  });

  it('tells every pre-registered player the visitor draw once, drawn or not, as soon as it is made', async () => {
    await seedFestival(db(), now, 'notice-fest', {}, 1);
    const players = await Promise.all([1, 2, 3].map(() => createPlayer(db(), ledger)));
    for (const player of players) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/campaign-festival/notice-fest',
        headers: asPlayer(player),
      });
      expect(response.json()).toMatchObject({ status_code: 200 });
    }
    at(25 * HOUR + 60_000);
    await drain();
    await drain();
    const raised = await stored(players, 'festival_draw_result');
    expect(raised).toHaveLength(3);
    const drawn = raised.filter((notice) => notice.params.drawn === true);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.link).toBe('/campaign-festival-visit/notice-fest');
    for (const notice of raised) expect(notice.visible_from).toEqual(now);
    const seen = await list(players.find((p) => p.id === drawn[0]!.user_id)!);
    expect(seen.notifications[0]).toMatchObject({
      title: 'You were drawn for the festival!',
      link: '/campaign-festival-visit/notice-fest',
    });
    expect(seen.notifications[0]!.body).toContain('“Festival notice-fest”');
  });

  it('tells a player their failed delivery was refunded, once, with the points returned', async () => {
    await seedShop(db());
    const player = await createPlayer(db(), ledger, { points: 500 });
    simulator.options = { permanentFailureRate: 1 };
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/v1/item-withdraw/coins-100',
      headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
    });
    const exchangeId = (exchanged.json() as { data: { exchange_id: string } }).data.exchange_id;
    await drain();
    await drain();
    expect(await stored([player])).toEqual([
      {
        user_id: player.id,
        kind: 'delivery_refunded',
        event_key: exchangeId,
        params: { exchange_id: exchangeId, amount: 50 },
        link: '/point-history',
        visible_from: now,
      },
    ]);
    const seen = await list(player);
    expect(seen.notifications[0]).toMatchObject({
      title: 'Delivery failed: points returned',
      body: '“100 Match Coins” could not be delivered, so 50 points were returned to your balance.',
    });
  });

  it('tells a player once about points expiring within 7 days, again within 1 day, at most once a day', async () => {
    const [soon, urgent, calm, crowded] = await Promise.all(
      [1, 2, 3, 4].map(() => createTestUser(db())),
    );
    await credit(soon!, 300, 3 * DAY);
    await credit(soon!, 200, 5 * DAY);
    await credit(soon!, 1000, 20 * DAY);
    await credit(urgent!, 50, 12 * HOUR);
    await credit(urgent!, 100, 3 * DAY);
    await credit(calm!, 700, 30 * DAY);
    await credit(crowded!, 80, 6 * DAY);
    const players = [soon!, urgent!, calm!, crowded!];

    await raiseExpiryNotices(db(), now);
    const first = await stored(players);
    expect(first.map(({ user_id, event_key, params }) => [user_id, event_key, params])).toEqual(
      [
        [
          soon!.id,
          'week:2026-03-04',
          { stage: 'week', amount: 500, expires_at: '2026-03-04T10:00:00.000Z' },
        ],
        [
          urgent!.id,
          'day:2026-03-01',
          { stage: 'day', amount: 50, expires_at: '2026-03-01T22:00:00.000Z' },
        ],
        [
          crowded!.id,
          'week:2026-03-07',
          { stage: 'week', amount: 80, expires_at: '2026-03-07T10:00:00.000Z' },
        ],
      ].sort((a, b) =>
        `${a[1] as string}${a[0] as string}`.localeCompare(`${b[1] as string}${b[0] as string}`),
      ),
    );
    // Again, and again later the same day: nothing more, though `crowded` now has points
    // expiring within a day (a notice of another stage and date, but they had one today).
    await raiseExpiryNotices(db(), now);
    at(2 * HOUR);
    await credit(crowded!, 40, 10 * HOUR);
    await raiseExpiryNotices(db(), now);
    expect(await stored(players)).toEqual(first);

    // The next day: `urgent`'s first lot is gone; their next is 2 days off (a first notice).
    at(DAY);
    await raiseExpiryNotices(db(), now);
    const second = await stored(players);
    expect(
      second.filter(
        (n) => !first.some((f) => f.event_key === n.event_key && f.user_id === n.user_id),
      ),
    ).toMatchObject([
      { user_id: urgent!.id, event_key: 'week:2026-03-04', params: { stage: 'week', amount: 100 } },
    ]);
    // Two days on, `soon`'s first lot is within 24 hours: the last notice, once.
    at(2 * DAY + HOUR);
    await raiseExpiryNotices(db(), now);
    await raiseExpiryNotices(db(), now);
    const third = await stored([soon!]);
    expect(third.map((n) => [n.event_key, n.params.amount])).toEqual([
      ['day:2026-03-04', 300],
      ['week:2026-03-04', 500],
    ]);
    expect((await list(soon!)).notifications.map((n) => n.body)).toEqual([
      '300 points expire within the next 24 hours, the first of them on 4 Mar 2026 10:00 UTC. Use them before they go.',
      '500 points expire within the next 7 days, the first of them on 4 Mar 2026 10:00 UTC. Use them before they go.',
    ]);
    expect(await stored([calm!])).toEqual([]);
  });

  it('tells a player once about each held coupon expiring within 3 days', async () => {
    await seedCoupons(db(), now, 'notice-coupons', [
      { id: 'notice-soon', to: 2, holdingLimit: 2 },
      { id: 'notice-later', to: 10 },
    ]);
    const player = await createPlayer(db(), ledger, { points: 1000 });
    const get = async (coupon: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/coupon-measure-items-check',
        headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
        payload: { coupon_measure_item_id: coupon },
      });
      return (response.json() as { data: { coupon_id: string } }).data.coupon_id;
    };
    const held = [await get('notice-soon'), await get('notice-soon')];
    await get('notice-later');
    // A used one is not held any more.
    const used = await app.inject({
      method: 'POST',
      url: '/api/v1/coupon-measure-items-use-check',
      headers: { ...asPlayer(player), 'idempotency-key': randomUUID() },
      payload: { coupon_id: held[1] },
    });
    expect(used.json()).toMatchObject({ status_code: 200 });
    await raiseExpiryNotices(db(), now);
    await raiseExpiryNotices(db(), now);
    expect(await stored([player], 'coupon_expiring')).toEqual([
      {
        user_id: player.id,
        kind: 'coupon_expiring',
        event_key: held[0],
        params: { player_coupon_id: held[0], expires_at: '2026-03-03T10:00:00.000Z' },
        link: '/mycoupons',
        visible_from: now,
      },
    ]);
    expect((await list(player)).notifications[0]!.body).toBe(
      'Your coupon “Coupon notice-soon” expires on 3 Mar 2026 10:00 UTC. Use it before then.',
    );
  });

  it('scans in batches and misses no one across their edges', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser(db())));
    for (const player of players) await credit(player, 10, 2 * DAY);
    at(3 * HOUR);
    await raiseExpiryNotices(db(), now, { batchSize: 2 });
    expect(await stored(players, 'points_expiring')).toHaveLength(5);
  });

  it("raises a draw's notices a chunk of players at a time, missing no one at the edges", async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser(db())));
    const festival = { id: 'chunked-fest', visibleFrom: now };
    await raiseInChunks(
      db(),
      players.map((player) => player.id),
      (chunk) => raiseFestivalDrawResults(festival, chunk, now),
      2,
    );
    const raised = await stored(players, 'festival_draw_result');
    expect(raised.map((notice) => notice.user_id).sort()).toEqual(
      players.map((player) => player.id).sort(),
    );
    expect(raised.every((notice) => notice.params.drawn === false)).toBe(true);
  });

  it('scans by itself, once an hour, through the job runner', async () => {
    at(50 * DAY);
    const player = await createTestUser(db());
    await credit(player, 25, 4 * DAY);
    await drain();
    expect(await stored([player])).toMatchObject([
      { kind: 'points_expiring', params: { stage: 'week', amount: 25 } },
    ]);
    const { rows } = await db().query<{ status: string }>(`SELECT status FROM jobs WHERE id = $1`, [
      `expiry-notices@${new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString()}`,
    ]);
    expect(rows).toEqual([{ status: 'done' }]);
  });
});
