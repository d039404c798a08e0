import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MarkNotificationsReadResponse,
  NotificationSettingsResponse,
  NotificationsResponse,
  PointResponse,
} from '@points/contracts';
import { run } from '../../db/statement';
import { describeEachDatabase } from '../../test/databases';
import { testLedger as ledger } from '../../test/ledger';
import { seedLotteries } from '../../test/lotteries';
import { buildTestApp } from '../../test/test-app';
import { asPlayer, createTestUser, type TestUser } from '../../test/users';
import { createLotteryCatalogueStore } from '../lottery/lottery-catalogue';
import { createPlayerFacts } from '../users/player-facts';
import { raiseNotification } from './raise-notifications';

const HOUR = 3_600_000;
const T0 = new Date('2026-03-01T10:00:00.000Z');

describeEachDatabase('notifications API', ({ db }) => {
  let app: FastifyInstance;
  let now = T0;
  let player: TestUser;
  let other: TestUser;
  let otherNotice: string;

  const raise = async (
    user: TestUser,
    notice: Omit<Parameters<typeof raiseNotification>[0], 'userId'>,
    at = now,
  ) => {
    const { rows } = await db().query<{ id: string }>(
      `SELECT id FROM notifications WHERE user_id = $1 AND kind = $2 AND event_key = $3`,
      [user.id, notice.kind, notice.eventKey],
    );
    if (rows[0]) return rows[0].id;
    await run(db(), raiseNotification({ ...notice, userId: user.id }, at));
    return (
      await db().query<{ id: string }>(
        `SELECT id FROM notifications WHERE user_id = $1 AND kind = $2 AND event_key = $3`,
        [user.id, notice.kind, notice.eventKey],
      )
    ).rows[0]!.id;
  };

  beforeAll(async () => {
    app = await buildTestApp({
      db: db(),
      extra: {
        ledger,
        clock: () => now,
        lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
      },
    });
    await seedLotteries(db(), T0, 'notices', [{ id: 'stadium' }]);
    player = await createTestUser(db());
    other = await createTestUser(db());
    otherNotice = await raise(other, {
      kind: 'coupon_expiring',
      eventKey: randomUUID(),
      params: { player_coupon_id: randomUUID(), expires_at: '2026-03-03T00:00:00.000Z' },
      link: '/mycoupons',
      visibleFrom: T0,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string, user: TestUser = player) =>
    app.inject({ url: `/api/v1${url}`, headers: asPlayer(user) });
  const list = async (query = '', user: TestUser = player) =>
    NotificationsResponse.parse((await get(`/notifications${query}`, user)).json());
  const markRead = (payload: unknown, user: TestUser = player) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      headers: asPlayer(user),
      payload: payload as object,
    });

  it('answers an empty list to a player who was told nothing', async () => {
    const body = await list();
    expect(body.data).toEqual({ notifications: [], unread: 0, total: 0 });
    expect(body.pagination).toEqual({ total: 0, page: 1, per_page: 20 });
  });

  it('lists what the player was told, newest first, in their language, with the names rendered', async () => {
    await raise(
      player,
      {
        kind: 'points_expiring',
        eventKey: 'week:2026-03-05',
        params: { stage: 'week', amount: 1250, expires_at: '2026-03-05T09:36:00.000Z' },
        link: '/point-history',
        visibleFrom: T0,
      },
      T0,
    );
    now = new Date(T0.getTime() + HOUR);
    await raise(player, {
      kind: 'lottery_result',
      eventKey: 'stadium',
      params: { lottery_id: 'stadium', won: true, delivery: 'shipped' },
      link: '/campaign-lotto-infocheck?lottery=stadium',
      visibleFrom: now,
    });
    const body = await list();
    expect(body.data.unread).toBe(2);
    expect(body.data.total).toBe(2);
    expect(body.data.notifications.map((n) => n.kind)).toEqual([
      'lottery_result',
      'points_expiring',
    ]);
    const [won, expiring] = body.data.notifications;
    expect(won).toMatchObject({
      title: 'You won a lottery prize!',
      link: '/campaign-lotto-infocheck?lottery=stadium',
      created_at: now.toISOString(),
      read_at: null,
    });
    expect(won!.body).toContain('“Lottery stadium”');
    expect(expiring!.body).toBe(
      '1,250 points expire within the next 7 days, the first of them on 5 Mar 2026 09:36 UTC. Use them before they go.',
    );

    const ja = await list('?lang=ja');
    expect(ja.data.notifications[0]!.body).toContain('「抽選 stadium」');
    expect(ja.data.notifications[1]!.body).toContain('2026年3月5日 09:36 UTC');
    const de = await list('?lang=de');
    expect(de.data.notifications[1]!.body).toContain('1.250 Punkte');
  });

  it('shows nothing before its time, and counts it from then on', async () => {
    const announcement = new Date(now.getTime() + 2 * HOUR);
    await raise(player, {
      kind: 'lottery_result',
      eventKey: 'later',
      params: { lottery_id: 'later', won: false, delivery: null },
      link: '/campaign-lotto-detail/later',
      visibleFrom: announcement,
    });
    const before = await list();
    expect(before.data.notifications.map((n) => n.link)).not.toContain(
      '/campaign-lotto-detail/later',
    );
    expect(before.data).toMatchObject({ unread: 2, total: 2 });
    // Marking everything read before it shows does not mark it.
    expect((await markRead({ all: true })).json()).toEqual({
      status_code: 200,
      data: { unread: 0 },
    });
    now = announcement;
    const after = await list();
    expect(after.data).toMatchObject({ unread: 1, total: 3 });
    expect(after.data.notifications[0]).toMatchObject({
      link: '/campaign-lotto-detail/later',
      title: 'Lottery result',
      read_at: null,
      created_at: announcement.toISOString(),
    });
    expect(after.data.notifications[0]!.body).toContain('“later”');
  });

  it("marks read only the player's own notifications, and answers how many stay unread", async () => {
    const late = (await list()).data.notifications[0]!;
    expect(late.read_at).toBeNull();
    // Another player's id, and an unknown one, change nothing.
    const foreign = await markRead({ ids: [otherNotice, randomUUID()] });
    expect(MarkNotificationsReadResponse.parse(foreign.json()).data.unread).toBe(1);
    expect((await list('', other)).data.unread).toBe(1);
    const own = await markRead({ ids: [late.id, otherNotice] });
    expect(own.json()).toEqual({ status_code: 200, data: { unread: 0 } });
    const read = (await list()).data.notifications[0]!;
    expect(read.read_at).toBe(now.toISOString());
    expect((await list('', other)).data.unread).toBe(1);
    // Marking again keeps the first time.
    now = new Date(now.getTime() + HOUR);
    await markRead({ ids: [late.id] });
    expect((await list()).data.notifications[0]!.read_at).toBe(read.read_at);
  });

  it('pages the list', async () => {
    const first = await list('?page=1&per_page=2');
    const second = await list('?page=2&per_page=2');
    expect(first.data.notifications).toHaveLength(2);
    expect(second.data.notifications).toHaveLength(1);
    expect(second.pagination).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(
      new Set([...first.data.notifications, ...second.data.notifications].map((n) => n.id)).size,
    ).toBe(3);
    expect((await list('?page=9')).data.notifications).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'per_page=0',
      'per_page=51',
      'lang=xx',
      'page=100000',
    ]) {
      const response = await get(`/notifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ status_code: 400 });
    }
    const before = await list();
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['not-a-uuid'] },
      { ids: Array.from({ length: 101 }, () => randomUUID()) },
      { all: false },
      { all: 'true' },
      { all: true, ids: [randomUUID()] },
      { ids: [randomUUID()], extra: 1 },
      [],
    ]) {
      const response = await markRead(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ status_code: 400 });
    }
    for (const payload of [{}, { email: 'yes' }, { email: true, address: 'a@b.c' }, []]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/notification-settings',
        headers: asPlayer(player),
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ status_code: 400 });
    }
    expect(await list()).toEqual(before);
  });

  it('keeps the e-mail choice: off until the player opts in, and off again', async () => {
    const settings = async () =>
      NotificationSettingsResponse.parse((await get('/notification-settings')).json()).data;
    const put = async (email: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/notification-settings',
        headers: asPlayer(player),
        payload: { email },
      });
    expect(await settings()).toEqual({ email: false, address_known: false });
    // This sign-in brought no address: opted in, but nothing can be sent, and the answer says so.
    expect((await put(true)).json()).toEqual({
      status_code: 200,
      data: { email: true, address_known: false },
    });
    expect(await settings()).toEqual({ email: true, address_known: false });
    const { rows } = await db().query<{ email: string | null; unsubscribe_token: string }>(
      `SELECT email, unsubscribe_token FROM notification_settings WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0]!.email).toBeNull();
    expect(rows[0]!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect((await put(false)).json()).toEqual({
      status_code: 200,
      data: { email: false, address_known: false },
    });
    expect(await settings()).toEqual({ email: false, address_known: false });
    // Another player's choice is their own.
    expect(
      NotificationSettingsResponse.parse((await get('/notification-settings', other)).json()).data,
    ).toEqual({ email: false, address_known: false });
  });

  it('gives the header its unread count with the balance, kept while nothing changes', async () => {
    // A node that keeps players' facts, as deployed: its answers must still follow every change.
    const facts = createPlayerFacts({ ttlMs: 60_000, maxPlayers: 100 });
    const kept = await buildTestApp({
      db: db(),
      env: { PLAYER_FACTS_CACHE_MS: '60000' },
      extra: { ledger, clock: () => now, playerFacts: facts },
    });
    try {
      const reader = await createTestUser(db());
      const header = async () =>
        PointResponse.parse(
          (await kept.inject({ url: '/api/v1/point', headers: asPlayer(reader) })).json(),
        ).data;
      expect(await header()).toEqual({ point: 0, unread_notifications: 0 });
      // Raised for a later time (an announcement): the kept count holds until then, not after.
      const shows = new Date(now.getTime() + HOUR);
      const id = await raise(reader, {
        kind: 'festival_draw_result',
        eventKey: 'header-fest',
        params: { festival_id: 'header-fest', drawn: false },
        link: '/campaign-festival/header-fest',
        visibleFrom: shows,
      });
      // As the job that raises one does when it finishes (forgetPlayersOf).
      facts.changed(reader.id);
      expect(await header()).toEqual({ point: 0, unread_notifications: 0 });
      expect(await header()).toEqual({ point: 0, unread_notifications: 0 });
      now = shows;
      expect(await header()).toEqual({ point: 0, unread_notifications: 1 });
      // The player's own read mark is a write: the next read counts again.
      const marked = await kept.inject({
        method: 'POST',
        url: '/api/v1/notifications/read',
        headers: asPlayer(reader),
        payload: { ids: [id] },
      });
      expect(marked.json()).toEqual({ status_code: 200, data: { unread: 0 } });
      expect(await header()).toEqual({ point: 0, unread_notifications: 0 });
    } finally {
      await kept.close();
    }
  });
});
