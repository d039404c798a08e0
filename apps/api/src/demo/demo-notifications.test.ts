import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponse, PointResponse, type Language } from '@points/contracts';
import { createSession } from '../modules/auth/session-store';
import type { TestDatabase } from '../test/databases';
import { seededDemo } from '../test/demo-seed';
import { testLedger as ledger } from '../test/ledger';
import { buildTestApp, testConfig } from '../test/test-app';

/**
 * The demo players' notifications on the first start, raised by the draws and the expiry scan
 * the seed runs (docs/features/notifications.md): player-jp's expiring points and stadium tour
 * win, player-us's lost lottery and the summer festival's draw they were not drawn in.
 */
describe('the demo players have notifications on the first start', () => {
  const now = new Date();
  let handle: TestDatabase;
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    let db;
    ({ db, handle } = await seededDemo(now));
    app = await buildTestApp({ db, extra: { ledger, clock: () => now } });
    for (const loginId of ['player-jp', 'player-us']) {
      const { claims } = DEMO_ACCOUNTS.find((account) => account.loginId === loginId)!;
      const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE subject = $1', [
        claims.sub,
      ]);
      tokens.set(loginId, await createSession(db, rows[0]!.id, testConfig().session));
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  const headers = (loginId: string) => ({ authorization: `Bearer ${tokens.get(loginId)!}` });
  const notificationsOf = async (loginId: string, lang: Language) =>
    NotificationsResponse.parse(
      (
        await app.inject({ url: `/api/v1/notifications?lang=${lang}`, headers: headers(loginId) })
      ).json(),
    ).data;

  it('tells player-jp of their expiring points and the stadium tour they won', async () => {
    const seen = await notificationsOf('player-jp', 'ja');
    const byKind = new Map(seen.notifications.map((n) => [n.kind, n]));
    expect(byKind.get('points_expiring')).toMatchObject({
      title: 'ポイントの失効が近づいています',
      link: '/point-history',
      read_at: null,
    });
    expect(byKind.get('points_expiring')!.body).toMatch(/\d+ ptが失効します.*UTC/);
    const lottery = seen.notifications.find((n) => n.kind === 'lottery_result')!;
    expect(lottery).toMatchObject({
      title: '抽選に当選しました！',
      link: '/campaign-lotto-infocheck?lottery=stadium-tour',
    });
    expect(lottery.body).toContain('「');
    expect(seen.notifications.map((n) => n.link)).toContain(
      '/campaign-festival-visit/summer-festival',
    );
    expect(seen.unread).toBe(seen.total);
    const header = PointResponse.parse(
      (await app.inject({ url: '/api/v1/point', headers: headers('player-jp') })).json(),
    ).data;
    expect(header.unread_notifications).toBe(seen.unread);
  });

  it('tells player-us they were not drawn for the summer festival and lost a lottery', async () => {
    const seen = await notificationsOf('player-us', 'en');
    expect(seen.notifications.map(({ kind, title, link }) => ({ kind, title, link }))).toEqual(
      expect.arrayContaining([
        {
          kind: 'festival_draw_result',
          title: 'Festival visitor draw result',
          link: '/campaign-festival/summer-festival',
        },
        {
          kind: 'lottery_result',
          title: 'Lottery result',
          link: '/campaign-lotto-detail/stadium-tour',
        },
      ]),
    );
    // Newest first: the festival's draw (9 days ago) came after the lottery's result (10).
    expect(seen.notifications.map((n) => n.kind).slice(0, 2)).toEqual([
      'festival_draw_result',
      'lottery_result',
    ]);
  });
});
