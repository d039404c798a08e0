import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { PeriodicTask } from '../../../jobs/job';
import type { HistoryRegistry } from '../../points/history-registry';
import {
  composeDailyEmails,
  describeSendFailure,
  sendDueEmails,
  type EmailRetryPolicy,
  type EmailSenderDeps,
} from './email-outbox';
import { createSmtpMailer, type Mailer } from './mailer';

/** E-mail's settings (docs/configuration.md): off without an SMTP server. */
export interface EmailConfig {
  /** `SMTP_URL`; unset: no e-mail is made or sent. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the From header. */
  from: string;
  /** `MAIL_UNSUBSCRIBE_MAILTO`: a mailbox read for unsubscribe requests, or none. */
  unsubscribeMailto: string | undefined;
  /** How often the day's e-mails are made (each player's at most once a UTC day). */
  batchIntervalMs: number;
  /** How often the outbox is looked at for e-mails due (new ones, retries). */
  sendIntervalMs: number;
}

/**
 * The daily e-mails on the job runner: `notification-emails` makes the day's batch (one e-mail
 * per opted-in player a UTC day, however often and on however many nodes it runs) and sends it at
 * once; `notification-email-outbox` sends what is due (retries) in between. Both are periodic
 * tasks, once a period on one node; the outbox's own lease keeps two senders apart anyway.
 */
export function notificationEmailTasks(deps: {
  db: Database;
  history: HistoryRegistry;
  log: FastifyBaseLogger;
  publicUrl: string;
  email: EmailConfig & { smtpUrl: string };
  retry?: EmailRetryPolicy;
  /** A test's mailer; by default nodemailer on `smtpUrl`, loaded at the first run. */
  mailer?: Mailer;
}): PeriodicTask[] {
  const { db, log, email } = deps;
  let mailer: Promise<Mailer> | undefined;
  const sender = async (): Promise<EmailSenderDeps> => ({
    db,
    history: deps.history,
    mailer: await (mailer ??= deps.mailer
      ? Promise.resolve(deps.mailer)
      : createSmtpMailer(email.smtpUrl)),
    publicUrl: deps.publicUrl,
    from: email.from,
    unsubscribeMailto: email.unsubscribeMailto,
    ...(deps.retry ? { retry: deps.retry } : {}),
    onError: (error, failed) =>
      log.warn(
        {
          job: 'notification-emails',
          email: failed.id,
          attempts: failed.attempts,
          reason: describeSendFailure(error),
        },
        'an e-mail was not sent',
      ),
  });
  const sendAll = async (now: Date) => {
    const pass = { sent: 0, retried: 0, failed: 0, cancelled: 0 };
    for (;;) {
      const done = await sendDueEmails(await sender(), now);
      for (const key of Object.keys(pass) as Array<keyof typeof pass>) pass[key] += done[key];
      if (done.sent + done.retried + done.failed + done.cancelled < 50) return pass;
    }
  };
  return [
    {
      kind: 'notification-emails',
      everyMs: email.batchIntervalMs,
      async run(now) {
        const made = await composeDailyEmails(db, now);
        const pass = await sendAll(now);
        if (made > 0 || pass.sent + pass.failed > 0) {
          log.info({ job: 'notification-emails', made, ...pass }, 'notification e-mails');
        }
      },
    },
    {
      kind: 'notification-email-outbox',
      everyMs: email.sendIntervalMs,
      async run(now) {
        const pass = await sendAll(now);
        if (pass.sent + pass.failed > 0) {
          log.info({ job: 'notification-email-outbox', ...pass }, 'notification e-mails');
        }
      },
    },
  ];
}
