import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { run } from '../../../db/statement';
import { describeEachDatabase } from '../../../test/databases';
import { testLedger as ledger } from '../../../test/ledger';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { buildTestApp } from '../../../test/test-app';
import { asPlayer, createTestUser, type TestUser } from '../../../test/users';
import { raiseNotification } from '../raise-notifications';

const T0 = new Date('2026-04-01T09:00:00.000Z');
const DAY = 86_400_000;

/**
 * The whole flow through the app as deployed (SMTP_URL set, the runner's periodic tasks): a
 * player opts in, the day's e-mail goes over SMTP, the one-click POST of its List-Unsubscribe
 * link unsubscribes, and the next days' notices send nothing more.
 */
describeEachDatabase('e-mail from opt-in to unsubscribe, through the app', ({ db }) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let now = T0;
  let player: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({
      db: db(),
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://points.example' },
      extra: { ledger, clock: () => now },
    });
    player = await createTestUser(db(), {
      nickname: 'FlowFan',
      language: 'de',
      email: 'flow@mail.example',
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const notice = (at: Date) =>
    run(
      db(),
      raiseNotification(
        {
          userId: player.id,
          kind: 'points_expiring',
          eventKey: `week:${randomUUID()}`,
          params: { stage: 'week', amount: 300, expires_at: '2026-04-07T00:00:00.000Z' },
          link: '/point-history',
          visibleFrom: at,
        },
        at,
      ),
    );
  const runJobs = async () => {
    while ((await app.jobs.runDue()).claimed > 0) {
      // Until the periodic tasks of this moment have run.
    }
  };
  const mine = () =>
    smtp.received.filter(
      (mail) => mail.to && JSON.stringify(mail.to).includes('flow@mail.example'),
    );

  it('sends the day’s e-mail to an opted-in player, and none once they unsubscribed', async () => {
    await notice(now);
    // Not opted in: the runner sends nothing.
    await runJobs();
    expect(mine()).toHaveLength(0);

    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings',
      headers: asPlayer(player),
      payload: { email: true },
    });
    expect(put.json().data).toEqual({ email: true, address_known: true });
    now = new Date(T0.getTime() + 3_600_000);
    await runJobs();
    expect(mine()).toHaveLength(1);
    const [mail] = mine();
    expect(mail!.subject).toBe('Neuigkeiten von Pitch Points');
    expect(mail!.text).toContain('Hallo FlowFan,');

    // The mail client's one click: POST the List-Unsubscribe URL with RFC 8058's body.
    const line = mail!.headerLines.find((header) => header.key === 'list-unsubscribe')!.line;
    const link = new URL(/<(https:[^>]+)>/.exec(line.replace(/\r?\n[ \t]+/g, ' '))![1]!);
    expect(link.origin).toBe('https://points.example');
    const click = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.json()).toEqual({ status_code: 200, data: { email: false } });

    // The next days' notices: nothing more is sent.
    for (let day = 1; day <= 2; day++) {
      now = new Date(T0.getTime() + day * DAY);
      await notice(now);
      now = new Date(now.getTime() + 3_600_000);
      await runJobs();
    }
    expect(mine()).toHaveLength(1);
    const { rows } = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification_emails WHERE user_id = $1`,
      [player.id],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
