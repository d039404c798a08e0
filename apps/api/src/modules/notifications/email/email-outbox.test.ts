import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { run } from '../../../db/statement';
import { describeEachDatabase } from '../../../test/databases';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createTestUser, type TestUser } from '../../../test/users';
import { createHistoryRegistry } from '../../points/history-registry';
import { raiseNotification } from '../raise-notifications';
import { composeDailyEmails, sendDueEmails, type EmailSenderDeps } from './email-outbox';
import { createSmtpMailer, type Mailer } from './mailer';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T08:00:00.000Z');
const SITE = 'https://points.example';
const RETRY = { maxAttempts: 3, backoffMs: 60_000, maxBackoffMs: 10 * 60_000, leaseMs: 5 * 60_000 };

interface EmailRow {
  status: string;
  attempts: number;
  notification_ids: string[];
  next_attempt_at: Date | null;
  sent_at: Date | null;
  last_error: string | null;
  smtp_message_id: string | null;
  day: string;
}

describeEachDatabase('notification e-mails: the daily batch and the outbox', ({ db }) => {
  let smtp: TestSmtp;
  let mailer: Mailer;
  let deps: () => EmailSenderDeps;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    mailer = await createSmtpMailer(smtp.url);
    deps = () => ({
      db: db(),
      mailer,
      history: createHistoryRegistry(),
      publicUrl: SITE,
      from: 'Pitch Points <no-reply@points.example>',
      retry: RETRY,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.answer = null;
    // Each test starts with no e-mail waiting from an earlier one.
    await db().query(`UPDATE notification_emails SET status = 'cancelled', next_attempt_at = NULL
                       WHERE status = 'pending'`);
  });

  const optIn = (user: TestUser, address: string | null = `${randomUUID()}@mail.example`) =>
    db().query(
      `INSERT INTO notification_settings (user_id, email_opt_in, email, updated_at)
       VALUES ($1, true, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET email_opt_in = true, email = EXCLUDED.email`,
      [user.id, address],
    );

  const expiring = async (user: TestUser, at: Date, amount = 800) => {
    await run(
      db(),
      raiseNotification(
        {
          userId: user.id,
          kind: 'points_expiring',
          eventKey: `week:${randomUUID()}`,
          params: { stage: 'week', amount, expires_at: '2026-03-05T00:00:00.000Z' },
          link: '/point-history',
          visibleFrom: at,
        },
        at,
      ),
    );
    const { rows } = await db().query<{ id: string }>(
      `SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1`,
      [user.id],
    );
    return rows[0]!.id;
  };

  const emailsOf = async (user: TestUser) =>
    (
      await db().query<EmailRow>(
        `SELECT status, attempts, notification_ids, next_attempt_at, sent_at, last_error,
                smtp_message_id, to_char(day, 'YYYY-MM-DD') AS day
           FROM notification_emails WHERE user_id = $1 ORDER BY day`,
        [user.id],
      )
    ).rows;

  const addressOf = async (user: TestUser) =>
    (
      await db().query<{ email: string | null }>(
        `SELECT email FROM notification_settings WHERE user_id = $1`,
        [user.id],
      )
    ).rows[0]?.email ?? null;

  it('sends one e-mail a UTC day, in the player’s language, with nothing personal but the nickname', async () => {
    const player = await createTestUser(db(), { nickname: 'Sakura10', language: 'ja' });
    await optIn(player);
    const first = await expiring(player, T0);
    const second = await expiring(player, new Date(T0.getTime() + 1000), 1200);

    const made1 = new Date(T0.getTime() + 1000);
    expect(await composeDailyEmails(db(), made1)).toBeGreaterThanOrEqual(1);
    // Again the same day, on this node or another: nothing more.
    expect(await composeDailyEmails(db(), new Date(T0.getTime() + HOUR))).toBe(0);
    const [made] = await emailsOf(player);
    expect(made).toMatchObject({ status: 'pending', day: '2026-03-01', attempts: 0 });
    expect([...made!.notification_ids].sort()).toEqual([first, second].sort());

    const pass = await sendDueEmails(deps(), made1);
    expect(pass.sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((m) => m.text?.includes('Sakura10'))!;
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Pitch Pointsからのお知らせ');
    expect(mail.text).toContain('Sakura10さん、こんにちは。');
    expect(mail.text).toContain('ポイントの失効が近づいています');
    expect(mail.text).toContain(`${SITE}/point-history`);
    expect(mail.html).toContain('<html lang="ja">');
    // Nothing personal beyond the nickname: no address, phone or real name in the body.
    const to = (await addressOf(player))!;
    expect(mail.text).not.toContain(to);
    expect(mail.html).not.toContain(to);
    // One-click unsubscribe (RFC 8058): the HTTPS link with the player's token, and the POST key.
    const { rows } = await db().query<{ unsubscribe_token: string }>(
      `SELECT unsubscribe_token FROM notification_settings WHERE user_id = $1`,
      [player.id],
    );
    const link = `${SITE}/api/v1/notification-settings/unsubscribe?token=${rows[0]!.unsubscribe_token}&lang=ja`;
    // The raw header lines (mailparser folds the List-* headers into one `list` object).
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
    expect(mail.text).toContain(link);

    const [sent] = await emailsOf(player);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent!.sent_at).not.toBeNull();
    expect(sent!.smtp_message_id).toBe(mail.messageId);

    // A notice raised later the same day waits for tomorrow's e-mail, which tells only of it.
    const later = await expiring(player, new Date(T0.getTime() + 2 * HOUR));
    expect(await composeDailyEmails(db(), new Date(T0.getTime() + 3 * HOUR))).toBe(0);
    const tomorrow = new Date(T0.getTime() + DAY);
    await composeDailyEmails(db(), tomorrow);
    const both = await emailsOf(player);
    expect(both.map((e) => e.day)).toEqual(['2026-03-01', '2026-03-02']);
    expect(both[1]!.notification_ids).toEqual([later]);
    // Read notices are not e-mailed: once everything is read, the day after brings nothing.
    await db().query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [player.id]);
    await composeDailyEmails(db(), new Date(T0.getTime() + 2 * DAY));
    expect(await emailsOf(player)).toHaveLength(2);
  });

  it('sends nothing to a player who did not opt in, has no address, or unsubscribed', async () => {
    const never = await createTestUser(db());
    await expiring(never, T0);
    const noAddress = await createTestUser(db());
    await optIn(noAddress, null);
    await expiring(noAddress, T0);
    const leaving = await createTestUser(db(), { nickname: 'Leaving' });
    await optIn(leaving);
    await expiring(leaving, T0);

    await composeDailyEmails(db(), T0);
    expect(await emailsOf(never)).toEqual([]);
    expect(await emailsOf(noAddress)).toEqual([]);
    expect(await emailsOf(leaving)).toHaveLength(1);
    // Unsubscribed after the batch was made and before it went: cancelled, not sent.
    await db().query(
      `UPDATE notification_settings SET email_opt_in = false, email = NULL WHERE user_id = $1`,
      [leaving.id],
    );
    const pass = await sendDueEmails(deps(), T0);
    expect(pass.cancelled).toBeGreaterThanOrEqual(1);
    expect((await emailsOf(leaving))[0]).toMatchObject({ status: 'cancelled', sent_at: null });
    expect(smtp.received.filter((m) => m.text?.includes('Leaving'))).toEqual([]);
  });

  it('retries a temporary refusal (451) with a backoff, then sends', async () => {
    const player = await createTestUser(db(), { nickname: 'Retry451' });
    await optIn(player);
    await expiring(player, T0);
    await composeDailyEmails(db(), T0);

    smtp.answer = 451;
    expect((await sendDueEmails(deps(), T0)).retried).toBe(1);
    const [waiting] = await emailsOf(player);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toContain('451');
    expect(waiting!.last_error).not.toContain('@');
    // Not before its backoff (a minute, give or take a quarter).
    const retryAt = waiting!.next_attempt_at!.getTime();
    expect(retryAt).toBeGreaterThanOrEqual(T0.getTime() + 45_000);
    expect(retryAt).toBeLessThanOrEqual(T0.getTime() + 75_000);
    expect((await sendDueEmails(deps(), new Date(T0.getTime() + 30_000))).retried).toBe(0);

    smtp.answer = null;
    expect((await sendDueEmails(deps(), new Date(retryAt))).sent).toBe(1);
    expect((await emailsOf(player))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.text?.includes('Retry451'))).toHaveLength(1);
  });

  it('records a permanent refusal (550) as failed and never tries it again', async () => {
    const player = await createTestUser(db(), { nickname: 'Refused550' });
    await optIn(player);
    await expiring(player, T0);
    await composeDailyEmails(db(), T0);

    smtp.answer = 550;
    expect((await sendDueEmails(deps(), T0)).failed).toBe(1);
    const [failed] = await emailsOf(player);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(failed!.last_error).toContain('550');
    smtp.answer = null;
    expect(await sendDueEmails(deps(), new Date(T0.getTime() + DAY))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
      cancelled: 0,
    });
    expect((await emailsOf(player))[0]!.status).toBe('failed');
  });

  it('retries when the SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const player = await createTestUser(db(), { nickname: 'Unreachable' });
    await optIn(player);
    await expiring(player, T0);
    await composeDailyEmails(db(), T0);
    // A port nothing listens on: connection refused.
    const closed = await startTestSmtp();
    await closed.close();
    const down = await createSmtpMailer(closed.url);
    const unreachable = () => ({ ...deps(), mailer: down });
    let at = T0.getTime();
    for (let attempt = 1; attempt < RETRY.maxAttempts; attempt++) {
      expect((await sendDueEmails(unreachable(), new Date(at))).retried, `${attempt}`).toBe(1);
      at = (await emailsOf(player))[0]!.next_attempt_at!.getTime();
    }
    expect((await sendDueEmails(unreachable(), new Date(at))).failed).toBe(1);
    expect((await emailsOf(player))[0]).toMatchObject({
      status: 'failed',
      attempts: RETRY.maxAttempts,
    });
    down.close();
  });

  it('makes and sends one e-mail when two runners race', async () => {
    const player = await createTestUser(db(), { nickname: 'Racer' });
    await optIn(player);
    await expiring(player, T0);
    await Promise.all([composeDailyEmails(db(), T0), composeDailyEmails(db(), T0)]);
    expect(await emailsOf(player)).toHaveLength(1);
    const passes = await Promise.all([sendDueEmails(deps(), T0), sendDueEmails(deps(), T0)]);
    expect(passes[0]!.sent + passes[1]!.sent).toBe(1);
    expect(smtp.received.filter((m) => m.text?.includes('Racer'))).toHaveLength(1);
    expect((await emailsOf(player))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
