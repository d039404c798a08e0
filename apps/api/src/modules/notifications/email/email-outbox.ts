import { isLanguage, type Language, type NotificationKind } from '@points/contracts';
import type { Database } from '../../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../../db/statement';
import type { HistoryRegistry } from '../../points/history-registry';
import { notificationTexts, subjectOf } from '../notification-texts';
import { composeEmail } from './email-message';
import { classifySendFailure, type Mailer } from './mailer';

const DAY_MS = 86_400_000;

/** Notifications older than this when a batch is made are not e-mailed: they are news no more. */
export const EMAIL_LOOKBACK_DAYS = 7;

/** How sending is retried: attempts in all, and the first wait (doubling up to the last). */
export interface EmailRetryPolicy {
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a sender holds an e-mail it took before another node may take it over. */
  leaseMs: number;
}

export const DEFAULT_EMAIL_RETRY: EmailRetryPolicy = {
  maxAttempts: 8,
  backoffMs: 60_000,
  maxBackoffMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
};

/** The UTC day of `now`, as `YYYY-MM-DD`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Makes today's e-mail of every player who opted in, has an address, and has unread
 * notifications shown by `now` that no e-mail has told of yet (within the last 7 days): one row a
 * player a UTC day, listing the notifications it covers. `UNIQUE (user_id, day)` makes a second
 * batch today (another run, another node) add nothing: a notification raised after today's
 * e-mail waits for tomorrow's. Answers how many e-mails were made.
 */
export async function composeDailyEmails(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - EMAIL_LOOKBACK_DAYS * DAY_MS);
  const { rowCount } = await run(
    db,
    sql`INSERT INTO notification_emails (user_id, day, notification_ids, created_at, next_attempt_at)
        SELECT s.user_id, ${utcDay(now)}::date,
               array_agg(n.id ORDER BY n.visible_from, n.created_at, n.id), ${now}, ${now}
          FROM notification_settings s
          JOIN notifications n
            ON n.user_id = s.user_id AND n.read_at IS NULL
           AND n.visible_from <= ${now} AND n.visible_from > ${since}
         WHERE s.email_opt_in AND s.email IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM notification_emails e
                            WHERE e.user_id = s.user_id AND e.day = ${utcDay(now)}::date)
           AND NOT EXISTS (SELECT 1 FROM notification_emails e
                            WHERE e.user_id = s.user_id AND n.id = ANY (e.notification_ids))
         GROUP BY s.user_id
        ON CONFLICT (user_id, day) DO NOTHING`,
  );
  return rowCount;
}

export interface EmailSenderDeps {
  db: Database;
  mailer: Mailer;
  history: HistoryRegistry;
  /** The site's public base (`https://points.example`), for links. */
  publicUrl: string;
  from: string;
  unsubscribeMailto?: string | undefined;
  retry?: EmailRetryPolicy;
  /** A failure, for the log (never with the address). */
  onError?: (error: unknown, email: { id: string; attempts: number }) => void;
}

export interface SendPass {
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
}

interface Claimed {
  id: string;
  user_id: string;
  notification_ids: string[];
  attempts: number;
  address: string | null;
  opted_in: boolean | null;
  token: string | null;
  nickname: string;
  language: string;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  params: unknown;
  link: string;
}

/**
 * Sends the pending e-mails due by `now`, up to `limit`: each is leased first (`FOR UPDATE SKIP
 * LOCKED`, the attempt counted), so two senders never take the same one. An e-mail whose player
 * opted out (or unsubscribed) since it was made is cancelled, not sent. The SMTP server accepting
 * it marks it sent with its Message-ID; a temporary failure (4xx, no connection) tries it again
 * after a backoff doubling from `backoffMs`, up to `maxAttempts`; a permanent refusal (5xx) marks
 * it failed at once, with the server's answer, and it is never tried again. A node that dies
 * between sending and recording leaves the lease to run out, and the e-mail is sent again: at
 * least once, as SMTP itself.
 */
export async function sendDueEmails(
  deps: EmailSenderDeps,
  now: Date,
  limit = 50,
): Promise<SendPass> {
  const retry = deps.retry ?? DEFAULT_EMAIL_RETRY;
  const { rows } = await run<Claimed>(
    deps.db,
    sql`WITH due AS (
          SELECT id FROM notification_emails
           WHERE status = 'pending' AND next_attempt_at <= ${now}
           ORDER BY next_attempt_at LIMIT ${limit}
           FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE notification_emails e
             SET attempts = e.attempts + 1,
                 next_attempt_at = ${new Date(now.getTime() + retry.leaseMs)}
            FROM due WHERE e.id = due.id
          RETURNING e.id, e.user_id, e.notification_ids, e.attempts)
        SELECT c.id, c.user_id, c.notification_ids, c.attempts,
               s.email AS address, s.email_opt_in AS opted_in, s.unsubscribe_token AS token,
               u.nickname, u.language
          FROM claimed c
          JOIN users u ON u.id = c.user_id
          LEFT JOIN notification_settings s ON s.user_id = c.user_id`,
  );
  const pass: SendPass = { sent: 0, retried: 0, failed: 0, cancelled: 0 };
  for (const email of rows) {
    pass[await sendOne(deps, retry, email, now)]++;
  }
  return pass;
}

async function sendOne(
  deps: EmailSenderDeps,
  retry: EmailRetryPolicy,
  email: Claimed,
  now: Date,
): Promise<keyof SendPass> {
  const { db } = deps;
  if (!email.opted_in || !email.address || !email.token) {
    await run(
      db,
      sql`UPDATE notification_emails SET status = 'cancelled', next_attempt_at = NULL
           WHERE id = ${email.id} AND status = 'pending'`,
    );
    return 'cancelled';
  }
  const language: Language = isLanguage(email.language) ? email.language : 'en';
  const items = await itemsOf(deps, email, language);
  if (items.length === 0) {
    // Its notifications are gone (the player's account was cleaned up meanwhile): nothing to say.
    await run(
      db,
      sql`UPDATE notification_emails SET status = 'cancelled', next_attempt_at = NULL
           WHERE id = ${email.id} AND status = 'pending'`,
    );
    return 'cancelled';
  }
  let messageId: string;
  try {
    const message = composeEmail({
      language,
      nickname: email.nickname,
      items,
      publicUrl: deps.publicUrl,
      unsubscribeToken: email.token,
      unsubscribeMailto: deps.unsubscribeMailto,
    });
    ({ messageId } = await deps.mailer.send({ from: deps.from, to: email.address, ...message }));
  } catch (error) {
    deps.onError?.(error, email);
    const reason = describeSendFailure(error);
    const permanent = classifySendFailure(error) === 'permanent';
    if (permanent || email.attempts >= retry.maxAttempts) {
      await run(
        db,
        sql`UPDATE notification_emails SET status = 'failed', next_attempt_at = NULL,
                                           last_error = ${reason}
             WHERE id = ${email.id} AND status = 'pending'`,
      );
      return 'failed';
    }
    const wait = Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** (email.attempts - 1));
    // Jitter keeps a server that just came back from being hit by every retry at once.
    const at = new Date(now.getTime() + Math.round(wait * (0.75 + Math.random() * 0.5)));
    await run(
      db,
      sql`UPDATE notification_emails SET next_attempt_at = ${at}, last_error = ${reason}
           WHERE id = ${email.id} AND status = 'pending'`,
    );
    return 'retried';
  }
  await run(
    db,
    sql`UPDATE notification_emails
           SET status = 'sent', sent_at = ${now}, next_attempt_at = NULL,
               smtp_message_id = ${messageId.slice(0, 500)}, last_error = NULL
         WHERE id = ${email.id} AND status = 'pending'`,
  );
  return 'sent';
}

/** The e-mail's notifications in the player's language, as the list shows them. */
async function itemsOf(deps: EmailSenderDeps, email: Claimed, language: Language) {
  const { rows } = await run<{ rows: unknown }>(
    deps.db,
    sql`SELECT ${jsonRows(
      sql`SELECT id, kind, params, link FROM notifications
           WHERE user_id = ${email.user_id} AND id = ANY (${email.notification_ids}::uuid[])
           ORDER BY visible_from DESC, created_at DESC, id`,
    )} AS rows`,
  );
  const listed = fromJsonRows<NotificationRow>(rows[0]!.rows);
  const names = await deps.history.resolve(deps.db, {
    userId: email.user_id,
    references: listed.map((row) => subjectOf(row.kind, row.params)),
    language,
  });
  return listed.map((row) => ({
    ...notificationTexts(row.kind, row.params, language, names),
    link: row.link,
  }));
}

/** The failure as recorded and logged: the SMTP reply or the error, never the address. */
export function describeSendFailure(error: unknown): string {
  const reply = (error as { response?: unknown } | null)?.response;
  const text =
    typeof reply === 'string' ? reply : error instanceof Error ? error.message : String(error);
  // A server may quote the recipient in its reply: no address is kept, even there.
  return text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>').slice(0, 1000);
}
