import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  NotificationsQuery,
  NotificationsResponse,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { requireSession } from '../../plugins/auth';
import type { HistoryRegistry } from '../points/history-registry';
import type { PlayerFacts } from '../users/player-facts';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-read';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';

export interface NotificationRoutesOptions {
  db: Database;
  /** Names what notifications are about in the reader's language (the features' resolvers). */
  history: HistoryRegistry;
  clock: () => Date;
  /** The players' own facts, kept while they write nothing. */
  facts: PlayerFacts;
}

/** The player's notifications and their e-mail choice (docs/features/notifications.md). */
export async function notificationRoutes(app: FastifyInstance, options: NotificationRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = options;
  const signedIn = { auth: 'required' as const };
  const security = [{ bearer: [] }];

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
      const { user } = requireSession(request);
      const settings = await saveNotificationSettings(db, {
        userId: user.id,
        settings: request.body,
        now: clock(),
      });
      return { status_code: 200 as const, data: settings };
    },
  );
}
