import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  NotificationCountsResponse,
  PlayerNotificationsResponse,
  type NotificationDayCount,
} from '@points/contracts';
import { run } from '../../../db/statement';
import { describeEachDatabase } from '../../../test/databases';
import { seedLotteries } from '../../../test/lotteries';
import { suiteApp, suiteOperators } from '../../../test/suite-app';
import { asPlayer, createTestUser, type TestUser } from '../../../test/users';
import { createLotteryCatalogueStore } from '../../lottery/lottery-catalogue';
import { raiseNotification, type NewNotification } from '../../notifications/raise-notifications';
import type { NotificationKind } from '@points/contracts';
import { countsStatement } from './count-notifications';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** "Now" in these tests: midday of 15 March 2026 (UTC). */
const NOW = new Date('2026-03-15T12:00:00.000Z');

describeEachDatabase('console: what players were told', ({ db }) => {
  const app = suiteApp(db, () => ({
    clock: () => NOW,
    lotteries: createLotteryCatalogueStore(db(), { refreshMs: 0 }),
  }));
  const operators = suiteOperators(db);
  let player: TestUser;
  let other: TestUser;

  const raise = async <Kind extends NotificationKind>(
    user: TestUser,
    notice: Omit<NewNotification<Kind>, 'userId' | 'eventKey' | 'link'> & { link?: string },
  ) => {
    const eventKey = randomUUID();
    await run(
      db(),
      raiseNotification(
        { link: '/point-history', ...notice, eventKey, userId: user.id },
        notice.visibleFrom,
      ),
    );
    const { rows } = await db().query<{ id: string }>(
      'SELECT id FROM notifications WHERE user_id = $1 AND event_key = $2',
      [user.id, eventKey],
    );
    return rows[0]!.id;
  };
  const expiring = (at: Date) => ({
    kind: 'points_expiring' as const,
    params: { stage: 'week' as const, amount: 1250, expires_at: '2026-03-20T09:36:00.000Z' },
    visibleFrom: at,
  });
  const coupon = (at: Date) => ({
    kind: 'coupon_expiring' as const,
    params: { player_coupon_id: randomUUID(), expires_at: '2026-03-18T00:00:00.000Z' },
    link: '/mycoupons',
    visibleFrom: at,
  });
  const get = (url: string, headers: Record<string, string> = operators.viewer) =>
    app.inject({ method: 'GET', url: `/api/v1/console${url}`, headers });

  let ids: { won: string; expiring: string; older: string };

  beforeAll(async () => {
    await seedLotteries(db(), NOW, 'told', [{ id: 'stadium' }]);
    player = await createTestUser(db());
    other = await createTestUser(db());
    ids = {
      older: await raise(player, coupon(new Date(NOW.getTime() - 20 * DAY))),
      expiring: await raise(player, expiring(new Date('2026-03-15T00:00:00.000Z'))),
      won: await raise(player, {
        kind: 'lottery_result',
        params: { lottery_id: 'stadium', won: true, delivery: 'shipped' },
        link: '/campaign-lotto-infocheck?lottery=stadium',
        visibleFrom: new Date(NOW.getTime() - HOUR),
      }),
    };
    // Read by the player an hour after it showed.
    await db().query('UPDATE notifications SET read_at = $2 WHERE id = $1', [
      ids.expiring,
      new Date('2026-03-15T01:00:00.000Z'),
    ]);
    // Drawn, not announced yet: the player has not been told, so neither list nor counts show it.
    await raise(player, {
      kind: 'lottery_result',
      params: { lottery_id: 'stadium', won: false, delivery: null },
      visibleFrom: new Date(NOW.getTime() + HOUR),
    });
    await raise(other, expiring(new Date('2026-03-14T23:59:59.999Z')));
    await raise(other, coupon(new Date('2026-03-14T08:00:00.000Z')));
    await raise(other, coupon(new Date('2026-03-02T00:00:00.000Z')));
    await raise(other, coupon(new Date('2026-03-01T23:59:59.000Z')));
  });

  it('lists what a player was told, newest first, in the operator’s language, with its channel', async () => {
    const response = await get(`/players/${player.id}/notifications`);
    expect(response.statusCode).toBe(200);
    const body = PlayerNotificationsResponse.parse(response.json());
    expect(body.pagination).toEqual({ total: 3, page: 1, per_page: 20 });
    expect(body.data.map((n) => n.id)).toEqual([ids.won, ids.expiring, ids.older]);
    const [won, points] = body.data;
    expect(won).toMatchObject({
      kind: 'lottery_result',
      title: 'You won a lottery prize!',
      created_at: new Date(NOW.getTime() - HOUR).toISOString(),
      read_at: null,
      channels: [{ channel: 'in_app', status: 'sent', at: won!.created_at }],
    });
    expect(won!.body).toContain('“Lottery stadium”');
    expect(points).toMatchObject({
      kind: 'points_expiring',
      created_at: '2026-03-15T00:00:00.000Z',
      read_at: '2026-03-15T01:00:00.000Z',
    });
    expect(points!.body).toContain('1,250 points');

    const ja = PlayerNotificationsResponse.parse(
      (await get(`/players/${player.id}/notifications?lang=ja`)).json(),
    );
    expect(ja.data[0]!.title).not.toBe(won!.title);
    expect(ja.data[0]!.body).toContain('「抽選 stadium」');
    expect(ja.data[1]!.body).toContain('2026年3月20日 09:36 UTC');

    // Another player's list holds only theirs.
    const theirs = PlayerNotificationsResponse.parse(
      (await get(`/players/${other.id}/notifications`)).json(),
    );
    expect(theirs.pagination.total).toBe(4);
    expect(theirs.data.map((n) => n.id)).not.toContain(ids.won);
  });

  it('pages a player’s notifications', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        PlayerNotificationsResponse.parse(
          (await get(`/players/${player.id}/notifications?per_page=1&page=${page}`)).json(),
        ),
      ),
    );
    expect(pages.map((page) => page.data.map((n) => n.id))).toEqual([
      [ids.won],
      [ids.expiring],
      [ids.older],
      [],
    ]);
    expect(pages[1]!.pagination).toEqual({ total: 3, page: 2, per_page: 1 });
  });

  const counts = async (query = '') => {
    const response = await get(`/notifications/counts${query}`);
    expect(response.statusCode, query).toBe(200);
    return NotificationCountsResponse.parse(response.json()).data;
  };
  const row = (day: string, kind: NotificationKind, count: number): NotificationDayCount => ({
    day,
    kind,
    channel: 'in_app',
    count,
  });

  it('counts the notifications shown per UTC day and kind, the last 14 days by default', async () => {
    const data = await counts();
    expect(data).toEqual({
      from: '2026-03-02',
      to: '2026-03-15',
      channels: ['in_app', 'email'],
      counts: [
        row('2026-03-02', 'coupon_expiring', 1),
        row('2026-03-14', 'coupon_expiring', 1),
        row('2026-03-14', 'points_expiring', 1),
        row('2026-03-15', 'lottery_result', 1),
        row('2026-03-15', 'points_expiring', 1),
      ],
    });
    const march = await counts('?from=2026-03-01&to=2026-03-31');
    expect(march.counts).toEqual([row('2026-03-01', 'coupon_expiring', 1), ...data.counts]);
    // The last day is included, the day after is not.
    expect((await counts('?from=2026-02-23&to=2026-03-01')).counts).toEqual([
      row('2026-02-23', 'coupon_expiring', 1),
      row('2026-03-01', 'coupon_expiring', 1),
    ]);
    expect((await counts('?from=2026-03-14&to=2026-03-14')).counts).toEqual([
      row('2026-03-14', 'coupon_expiring', 1),
      row('2026-03-14', 'points_expiring', 1),
    ]);
  });

  it('shows the daily e-mails each notification went in, and counts the sent ones by their day', async () => {
    const email = async (
      user: TestUser,
      day: string,
      covered: string[],
      status: string,
      sentAt: string | null,
    ) =>
      db().query(
        `INSERT INTO notification_emails (user_id, day, notification_ids, status, attempts,
                                          created_at, sent_at)
         VALUES ($1, $2, $3, $4, 1, $5, $6)`,
        [user.id, day, covered, status, `${day}T06:00:00.000Z`, sentAt],
      );
    // The batch of 14 March went out after a retry on the 15th; the 15th's was cancelled.
    await email(player, '2026-03-14', [ids.older], 'sent', '2026-03-15T00:30:00.000Z');
    await email(player, '2026-03-15', [ids.won, ids.expiring], 'cancelled', null);
    try {
      const listed = PlayerNotificationsResponse.parse(
        (await get(`/players/${player.id}/notifications`)).json(),
      ).data;
      expect(
        listed.map((n) => n.channels.map(({ channel, status, at }) => [channel, status, at])),
      ).toEqual([
        [
          ['in_app', 'sent', listed[0]!.created_at],
          ['email', 'cancelled', null],
        ],
        [
          ['in_app', 'sent', listed[1]!.created_at],
          ['email', 'cancelled', null],
        ],
        [
          ['in_app', 'sent', listed[2]!.created_at],
          ['email', 'sent', '2026-03-15T00:30:00.000Z'],
        ],
      ]);
      // Counted on the day it was sent, by the kind of what it told; the cancelled one not at all.
      const emailed = (await counts('?from=2026-03-15&to=2026-03-15')).counts.filter(
        (count) => count.channel === 'email',
      );
      expect(emailed).toEqual([
        { day: '2026-03-15', kind: 'coupon_expiring', channel: 'email', count: 1 },
      ]);
      expect(
        (await counts('?from=2026-03-14&to=2026-03-14')).counts.some((c) => c.channel === 'email'),
      ).toBe(false);
    } finally {
      await db().query('DELETE FROM notification_emails WHERE user_id = $1', [player.id]);
    }
  });

  it('fills in the other end of a half-given range', async () => {
    expect(await counts('?from=2026-03-10')).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-15',
    });
    expect(await counts('?from=2026-02-01')).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-14',
    });
    expect(await counts('?to=2026-03-10')).toMatchObject({ from: '2026-02-25', to: '2026-03-10' });
    // 92 days, the most.
    expect(await counts('?from=2025-12-14&to=2026-03-15')).toMatchObject({ from: '2025-12-14' });
  });

  it('refuses a bad range with 400', async () => {
    for (const query of [
      'from=2026-03-15&to=2026-03-14',
      'from=2025-12-13&to=2026-03-15',
      'from=2026-3-1',
      'from=2026-02-30',
      'to=15%2F03%2F2026',
      'from=1999-12-31&to=2000-01-01',
      'to=2101-01-01',
      'from=2026-03-01T00:00:00Z',
    ]) {
      const response = await get(`/notifications/counts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status_code: 400 });
    }
  });

  it('refuses a bad player, page or language', async () => {
    expect((await get(`/players/${randomUUID()}/notifications`)).json()).toMatchObject({
      status_code: 404,
    });
    for (const query of ['page=0', 'per_page=101', 'lang=de', 'page=x']) {
      const response = await get(`/players/${player.id}/notifications?${query}`);
      expect(response.json(), query).toMatchObject({ status_code: 400 });
    }
    expect((await get('/players/not-a-uuid/notifications')).json()).toMatchObject({
      status_code: 400,
    });
  });

  it('answers operators of every role, and no one else', async () => {
    for (const url of [`/players/${player.id}/notifications`, '/notifications/counts']) {
      for (const role of ['viewer', 'editor', 'admin'] as const) {
        expect((await get(url, operators[role])).statusCode, `${url} ${role}`).toBe(200);
      }
      for (const headers of [{}, asPlayer(player), { authorization: 'Bearer nonsense' }]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ status_code: 401 });
      }
    }
  });

  it('counts from the index of the days, not by reading every notification', async () => {
    const statement = countsStatement({ from: '2026-03-02', to: '2026-03-15' }, NOW);
    const plan = await db().transaction(async (tx) => {
      // The test tables are tiny: without this the planner reads them whole, index or not.
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${statement.text}`,
        statement.values,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan (using|on) notifications_shown_kind_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
