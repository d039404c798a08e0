import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  NotificationsQuery,
  NotificationsResponse,
  UnsubscribeBody,
  UnsubscribeQuery,
  UnsubscribeResponse,
  isLanguage,
  type Language,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { AppError, ERROR_CODES } from '../../errors';
import type { JobRunner } from '../../jobs/job-runner';
import { requireSession } from '../../plugins/auth';
import type { HistoryRegistry } from '../points/history-registry';
import type { PlayerFacts } from '../users/player-facts';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-read';
import { notificationEmailTasks, type EmailConfig } from './email/email-tasks';
import { unsubscribePage } from './email/unsubscribe-page';
import {
  readNotificationSettings,
  saveNotificationSettings,
  tokenHolder,
  unsubscribeByToken,
} from './notification-settings';

export interface NotificationRoutesOptions {
  db: Database;
  /** Names what notifications are about in the reader's language (the features' resolvers). */
  history: HistoryRegistry;
  clock: () => Date;
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
  /** Where the daily e-mails' periodic tasks run. */
  jobs: JobRunner;
  /** E-mail (off without `smtpUrl`) and the site's public base its links point to. */
  email: EmailConfig;
  publicUrl: string;
}

/** Whether the caller is a browser showing a page (the unsubscribe form), not a mail client. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const pageLanguage = (asked: Language | undefined, holder: string | undefined): Language =>
  asked ?? (isLanguage(holder) ? holder : 'en');

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);

/** The player's notifications and their e-mail choice (docs/features/notifications.md). */
export async function notificationRoutes(app: FastifyInstance, options: NotificationRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = options;
  const signedIn = { auth: 'required' as const };
  const security = [{ bearer: [] }];

  const { smtpUrl } = options.email;
  if (smtpUrl) {
    for (const task of notificationEmailTasks({
      db,
      history: options.history,
      log: app.log,
      publicUrl: options.publicUrl,
      email: { ...options.email, smtpUrl },
    })) {
      options.jobs.every(task);
    }
  }

  api.get(
    '/notifications',
    {
      config: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'The player’s notifications, newest first, with how many are unread',
        security,
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { page, per_page, lang } = request.query;
      const language = lang ?? user.language;
      const now = clock();
      // Kept while the player writes nothing (player-facts.ts) and until the next one shows; a
      // notice a job raises shows within PLAYER_FACTS_CACHE_MS.
      const listed = await options.facts.get(
        user.id,
        `notifications|${page}|${per_page}|${language}`,
        now,
        () =>
          listNotifications(options, { userId: user.id, language, page, perPage: per_page, now }),
      );
      return {
        status_code: 200 as const,
        data: listed,
        pagination: { total: listed.total, page, per_page },
      };
    },
  );

  api.post(
    '/notifications/read',
    {
      config: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark the player’s notifications read: those named, or all',
        security,
        body: MarkNotificationsReadBody,
        response: { 200: MarkNotificationsReadResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const unread = await markNotificationsRead(db, {
        userId: user.id,
        which: request.body,
        now: clock(),
      });
      return { status_code: 200 as const, data: { unread } };
    },
  );

  api.get(
    '/notification-settings',
    {
      config: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Whether the player gets notifications by e-mail (off until they opt in)',
        security,
        response: { 200: NotificationSettingsResponse },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return { status_code: 200 as const, data: await readNotificationSettings(db, user.id) };
    },
  );

  api.put(
    '/notification-settings',
    {
      config: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Opt in to notifications by e-mail, or out',
        security,
        body: NotificationSettings,
        response: { 200: NotificationSettingsResponse },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      const settings = await saveNotificationSettings(db, {
        sessionId,
        userId: user.id,
        settings: request.body,
        now: clock(),
      });
      return { status_code: 200 as const, data: settings };
    },
  );

  // The unsubscribe link's routes, in a scope of their own: RFC 8058's one-click POST is a form
  // (`List-Unsubscribe=One-Click`), read here only; everywhere else the API reads JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(text as string))),
    );
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();

    unsubscribe.get(
      '/notification-settings/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The page of an e-mail’s unsubscribe link: asks, then POSTs (no sign-in)',
          querystring: UnsubscribeQuery,
        },
      },
      async (request, reply) => {
        const { token, lang } = request.query;
        const holder = await tokenHolder(db, token);
        const language = pageLanguage(lang, holder?.language);
        if (!holder) return sendPage(reply, 404, unsubscribePage('invalid', { language }));
        const action = `?token=${token}&lang=${language}`;
        return sendPage(reply, 200, unsubscribePage('ask', { language, action }));
      },
    );

    unsubscribe.post(
      '/notification-settings/unsubscribe',
      {
        // Unsubscribing always works, maintenance or not (a person must be able to stop e-mail).
        config: { duringMaintenance: 'open' },
        schema: {
          tags: ['notifications'],
          summary:
            'One-click unsubscribe (RFC 8058) with the token of an e-mail’s link: e-mail off, address forgotten',
          body: UnsubscribeBody,
          response: { 200: UnsubscribeResponse },
        },
      },
      async (request, reply) => {
        const { token, lang } = request.body;
        const holder = await unsubscribeByToken(db, token, clock());
        if (wantsPage(request)) {
          const language = pageLanguage(lang, holder?.language);
          return sendPage(
            reply,
            holder ? 200 : 404,
            unsubscribePage(holder ? 'done' : 'invalid', { language }),
          );
        }
        if (!holder) {
          throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no player has this unsubscribe token', {
            details: { reason: 'unknown_unsubscribe_token' },
          });
        }
        return { status_code: 200 as const, data: { email: false as const } };
      },
    );
  });
}
